import { loadExclusions, toArticleScope } from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, ScopeInput } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import type { DashboardSpecial } from './dashboard-settings.repo.js';
import type { DashboardSettingsService, SensitiveInfo } from './dashboard-settings.service.js';

/** Whose dashboard: the organisation (tenant) and the account (its own settings). */
export interface Viewer {
  orgId: number;
  accountId: number;
  /** The topics the account was granted (visibleSpecialIds); absent or null = all. */
  visible?: ReadonlySet<number> | null;
}

/** The organisation's specials the viewer may see. */
async function visibleSpecials(v: Viewer, settings: DashboardSettingsService) {
  const all = await settings.specials(v.orgId);
  return v.visible ? all.filter((s) => v.visible?.has(s.id)) : all;
}

/** The sensitive-article scope plus what makes an article in it sensitive. */
export interface SensitiveScope {
  scope: ArticleScope;
  config: SensitiveInfo;
}

/**
 * Both carrier filters at once: the call's and the setting's (empty = no filter). `null` means
 * they exclude each other, so nothing matches.
 */
function narrow(
  asked: readonly string[] | undefined,
  allowed: readonly string[],
): readonly string[] | undefined | null {
  if (!asked?.length) {
    return allowed.length ? allowed : undefined;
  }
  if (!allowed.length) {
    return asked;
  }
  const both = asked.filter((c) => allowed.includes(c));
  return both.length ? both : null;
}

const ruleIdsOf = (specials: readonly DashboardSpecial[]) =>
  specials.flatMap((s) => (s.ruleId === null ? [] : [s.ruleId]));

/**
 * The dashboard's monitoring scope: the hits of the organisation's specials (all of them, like
 * 全部专题, or the ones the account's chart source names), the organisation's filter boxes and
 * sentiment overrides, and the call's own filters.
 */
export class DashboardScopes {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly settings: DashboardSettingsService,
    private readonly clock: Clock,
  ) {}

  /**
   * The specials the charts read: the chart source's, or every special of the organisation
   * (`all`: none left out by the source or the account's grants).
   */
  async sourceSpecials(
    v: Viewer,
  ): Promise<{ specials: DashboardSpecial[]; carriers: string[]; all: boolean }> {
    const [source, specials] = await Promise.all([
      this.settings.chartSource(v.orgId, v.accountId),
      visibleSpecials(v, this.settings),
    ]);
    const chosen =
      source.sourceType === 'special'
        ? specials.filter((s) => source.specialIds.includes(s.id))
        : specials;
    return {
      specials: chosen,
      carriers: source.carriers,
      all: source.sourceType !== 'special' && !v.visible,
    };
  }

  /** The scope of the chart panels and the hot-article list. */
  async chartScope(v: Viewer, input: ScopeInput): Promise<ArticleScope> {
    const { specials, carriers, all } = await this.sourceSpecials(v);
    return this.build(v.orgId, input, specials, narrow(input.carriers, carriers), all);
  }

  /** The scope of 敏感信息: the setting's specials and carriers, else the chart source's. */
  async sensitiveScope(v: Viewer, input: ScopeInput): Promise<SensitiveScope> {
    const [config, source, all] = await Promise.all([
      this.settings.sensitiveInfo(v.orgId),
      this.sourceSpecials(v),
      visibleSpecials(v, this.settings),
    ]);
    const specials = config.specialIds.length
      ? all.filter((s) => config.specialIds.includes(s.id))
      : source.specials;
    const allowed = config.carriers.length ? config.carriers : source.carriers;
    const every = config.specialIds.length === 0 && source.all;
    const scope = await this.build(
      v.orgId,
      input,
      specials,
      narrow(input.carriers, allowed),
      every,
    );
    return { scope, config };
  }

  /** Every article of the organisation's view (no rule), for the warning list's filters. */
  async articleScope(orgId: number, input: ScopeInput): Promise<ArticleScope> {
    const exclude = await loadExclusions(this.adb.db, orgId);
    return toArticleScope(orgId, input, this.clock.now(), exclude ? { exclude } : {});
  }

  private async build(
    orgId: number,
    input: ScopeInput,
    specials: readonly DashboardSpecial[],
    carriers: readonly string[] | undefined | null,
    all: boolean,
  ): Promise<ArticleScope> {
    const exclude = await loadExclusions(this.adb.db, orgId);
    // Carrier filters that exclude each other leave no rule to match: an empty scope.
    const ruleIds = carriers === null ? [] : ruleIdsOf(specials);
    return toArticleScope(orgId, { ...input, carriers: undefined }, this.clock.now(), {
      ruleIds,
      // Every special of the organisation: its any-hit rows stand for their rules.
      ...(all ? { allOfKind: 'special' } : {}),
      ...(carriers ? { carriers } : {}),
      ...(exclude ? { exclude } : {}),
    });
  }
}
