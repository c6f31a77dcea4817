import { DAY_MS, compileRules, formatCn, mapRuleWords, parseRule } from '@guanlan/shared';
import type { RuleInput, RuleMatcher, SearchArea } from '@guanlan/shared';
import { normaliseForMatch, toSimplified } from '../../nlp/normalise.js';
import type { Clock } from '../../platform/clock.js';
import type { ArticleFacts } from '../../notify/warning-facts.js';
import { meetsConditions } from '../../notify/warning-facts.js';
import { simulateFirings } from '../../notify/warning-grouping.js';
import type { MachineRule } from '../../notify/warning-rule-book.js';
import { toPlainArticle } from './warning-article.mapper.js';
import type { ScanCursor, WarningPreviewRepo } from './warning-preview.repo.js';
import { conditionsOf, deliveryOf } from './warning-rule-form.js';
import type { MachineForm } from './warning-rule-form.js';
import type { WarningRuleService } from './warning-rule.service.js';

/** Newest articles of the last 7 days the preview reads at most. */
export const PREVIEW_SCAN_CAP = 20_000;
const PAGE = 1_000;
/** Firings the answer lists, and articles per listed firing. */
const SHOWN_FIRINGS = 20;
const SHOWN_ARTICLES = 20;

/**
 * 预警规则试算: what a machine rule would have fired over the last 7 days. The stored
 * articles the organisation sees are matched in memory with the shared rule engine, then
 * replayed through the evaluator's own grouping (per similar cluster or volume window), each
 * article arriving at its publish time.
 */
export class WarningPreviewService {
  constructor(
    private readonly repo: WarningPreviewRepo,
    private readonly rules: WarningRuleService,
    private readonly clock: Clock,
  ) {}

  private matcherOf(form: MachineForm): RuleMatcher | null {
    const { monitor } = this.rules.checkWords(form);
    if (!monitor) {
      return null;
    }
    const parsed = parseRule(JSON.parse(monitor.definition) as RuleInput);
    if (!parsed.ok) {
      return null;
    }
    const ast = mapRuleWords(parsed.ast, toSimplified);
    return compileRules([{ id: 1, ast, area: monitor.area as SearchArea }]);
  }

  /** The sites and accounts of the 重点监测 objects a rule watches (nothing when none left). */
  private async monitorScope(ids: readonly number[]) {
    if (ids.length === 0) {
      return {};
    }
    const targets = await this.rules.monitorTargets(ids);
    const sites = targets.flatMap((m) => (m.site ? [m.site] : []));
    const authors = targets.flatMap((m) => (m.author ? [m.author] : []));
    return sites.length || authors.length ? { sites, authors } : { clusterIds: [] };
  }

  async preview(orgId: number, form: MachineForm) {
    const matcher = this.matcherOf(form);
    const specialIds = form.specialIds ?? [];
    await this.rules.checkRefs(orgId, specialIds, form.noticeIds ?? []);
    await this.rules.checkMonitors(orgId, form.monitorIds ?? []);
    const conditions = conditionsOf(form);
    const rule: MachineRule = {
      id: 0,
      orgId,
      name: form.ruleName.trim(),
      level: form.warningLevel,
      ownRuleId: null,
      specialRuleIds: [],
      monitors: null,
      conditions,
      delivery: deliveryOf(form),
      lastFiredAt: null,
    };
    const now = this.clock.now();
    const scope = {
      orgId,
      startTime: now - 7 * DAY_MS,
      endTime: now,
      ...(conditions.carriers ? { carriers: conditions.carriers } : {}),
      ...(specialIds.length
        ? { ruleIds: await this.rules.specialRuleIdsOf(orgId, specialIds) }
        : {}),
      ...(await this.monitorScope(form.monitorIds ?? [])),
    };
    const matching: ArticleFacts[] = [];
    let cursor: ScanCursor | null = null;
    let scanned = 0;
    let capped = false;
    for (;;) {
      const limit = Math.min(PAGE, PREVIEW_SCAN_CAP - scanned);
      if (limit <= 0) {
        capped = (await this.repo.scan(scope, conditions, cursor, 1)).length > 0;
        break;
      }
      const rows = await this.repo.scan(scope, conditions, cursor, limit);
      scanned += rows.length;
      for (const r of rows) {
        const doc = { title: normaliseForMatch(r.title), content: normaliseForMatch(r.content) };
        if (matcher && matcher.match(doc).length === 0) {
          continue;
        }
        const facts: ArticleFacts = {
          id: Number(r.id),
          title: r.title,
          sentiment: r.sentiment,
          carrier: r.carrier,
          sourceWeight: Number(r.weight ?? 0),
          clusterId: Number(r.cluster_id ?? r.id),
          publishTime: Number(r.publish_time),
          siteName: null,
          authorName: null,
          ownerOrgId: null,
        };
        if (meetsConditions(rule, facts)) {
          matching.push(facts);
        }
      }
      const last = rows.at(-1);
      if (!last || rows.length < limit) {
        break;
      }
      cursor = { publishTime: Number(last.publish_time), id: Number(last.id) };
    }
    const times = conditions.minSimilarCount
      ? await this.repo.clusterTimes([...new Set(matching.map((m) => m.clusterId))])
      : new Map<number, number[]>();
    const firings = simulateFirings(rule, matching, (clusterId, at) =>
      Math.max(1, (times.get(clusterId) ?? []).filter((t) => t <= at).length),
    );
    const shown = firings.slice(-SHOWN_FIRINGS).reverse();
    const ids = [...new Set(shown.flatMap((f) => f.articleIds.slice(0, SHOWN_ARTICLES)))];
    const rows = new Map((await this.repo.articles(orgId, ids)).map((r) => [Number(r.id), r]));
    return {
      firingCount: firings.length,
      articleCount: matching.length,
      ...(capped
        ? { note: `近7天文章较多，仅试算了最新的 ${PREVIEW_SCAN_CAP} 篇，实际预警可能更多` }
        : {}),
      firings: shown.map((f) => ({
        firedAt: formatCn(f.at),
        reason: f.reason,
        articles: f.articleIds
          .slice(0, SHOWN_ARTICLES)
          .map((id) => rows.get(id))
          .filter((r) => r !== undefined)
          .map(toPlainArticle),
      })),
    };
  }
}
