import { loadExclusions, toArticleScope } from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, ScopeInput } from '../../analysis/index.js';
import { PREPARED } from '../../db/prepared.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { eventScope } from '../event/index.js';
import { specialRuleIds } from '../topical/index.js';

/** What a screen panel shows: one special, one event, or the whole organisation. */
export interface ScreenTarget extends ScopeInput {
  specialId?: number | undefined;
  eventId?: number | undefined;
}

/** The scope of a screen and the name of what it is bound to. */
export interface ScreenScope {
  name: string;
  kind: 'org' | 'special' | 'event';
  scope: ArticleScope;
}

/**
 * Turns a screen's binding into the engine's scope: a special's rule hits, an event's hits in
 * its window, or the hits of every special of the organisation (整个单位). `full` is every
 * collected article (全量) with the organisation's filter boxes, for the 全量 panels.
 */
export class ScreenScopes {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
  ) {}

  async of(orgId: number, t: ScreenTarget): Promise<ScreenScope> {
    const now = this.clock.now();
    const input: ScopeInput = { ...t, timeRange: t.timeRange ?? '24h' };
    if (t.eventId !== undefined) {
      const event = await this.adb.db
        .selectFrom('event')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('id', '=', t.eventId)
        .executeTakeFirst();
      if (!event) {
        throw new AppError('NOT_FOUND', '事件不存在');
      }
      const exclude = await loadExclusions(this.adb.db, orgId);
      // A screen on an event shows the whole event window.
      const scope = eventScope(orgId, event, {}, now, exclude ? { exclude } : {});
      return { name: event.name, kind: 'event', scope };
    }
    // The filter boxes and the special are independent lookups: both at once on PostgreSQL.
    const [exclude, special] = await Promise.all([
      loadExclusions(this.adb.db, orgId, t.specialId),
      t.specialId === undefined
        ? undefined
        : this.adb.db
            .selectFrom('special')
            .select(['name', 'rule_id'])
            .where('org_id', '=', orgId)
            .where('id', '=', t.specialId)
            .modifyEnd(PREPARED)
            .executeTakeFirst(),
    ]);
    const extra = exclude ? { exclude } : {};
    if (t.specialId !== undefined) {
      if (!special) {
        throw new AppError('NOT_FOUND', '专题不存在');
      }
      const ruleIds = special.rule_id === null ? [] : [Number(special.rule_id)];
      return {
        name: special.name,
        kind: 'special',
        scope: toArticleScope(orgId, input, now, { ruleIds, ...extra }),
      };
    }
    const ruleIds = await specialRuleIds(this.adb.db, orgId);
    return {
      name: '全部专题',
      kind: 'org',
      scope: toArticleScope(orgId, input, now, { ruleIds, allOfKind: 'special', ...extra }),
    };
  }

  /** Every collected article in the range (全量), the organisation's filter boxes applied. */
  async full(orgId: number, t: ScopeInput): Promise<ArticleScope> {
    const exclude = await loadExclusions(this.adb.db, orgId);
    return toArticleScope(
      orgId,
      { ...t, timeRange: t.timeRange ?? '24h' },
      this.clock.now(),
      exclude ? { exclude } : {},
    );
  }
}
