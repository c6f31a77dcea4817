import { formatCn, startOfDayCn } from '@guanlan/shared';
import {
  carrierLabel,
  carrierStatistics,
  carrierTrend,
  hotWords,
  newestArticles,
  opinionLeaders,
  regionDistribution,
  scopeTotals,
  sentimentDistribution,
  sentimentLabel,
  sentimentTrend,
} from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, ScopeInput } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import type { HotListService } from '../topical/index.js';
import { ScreenScopes } from './screen-target.js';
import type { ScreenTarget } from './screen-target.js';

type Sized = ScreenTarget & { size?: number | undefined };

/**
 * The big-screen panels over a screen's scope (ScreenScopes): each is one engine analysis or a
 * small count, answered as the analysis pages answer them.
 */
export class ScreenPanels {
  readonly scopes: ScreenScopes;

  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
    private readonly hotLists: HotListService,
  ) {
    this.scopes = new ScreenScopes(adb, clock);
  }

  private async scope(orgId: number, t: ScreenTarget): Promise<ArticleScope> {
    return (await this.scopes.of(orgId, t)).scope;
  }

  async hotWords(orgId: number, t: Sized) {
    return hotWords(this.adb, await this.scope(orgId, t), { size: t.size ?? 50 });
  }

  async motionDistribution(orgId: number, t: ScreenTarget) {
    return sentimentDistribution(this.adb, await this.scope(orgId, t));
  }

  /** 情感占比: the three shares plus 负面率 and 正负比 (positive ÷ negative). */
  async motionRatio(orgId: number, t: ScreenTarget) {
    const table = await this.motionDistribution(orgId, t);
    const n = (s: string) => Number(table.rows.find((r) => r.sentiment === s)?.count ?? 0);
    const positive = n('positive');
    const neutral = n('neutral');
    const negative = n('negative');
    const total = positive + neutral + negative;
    const pct = (x: number) => (total === 0 ? 0 : Math.round((x / total) * 10000) / 100);
    return {
      total,
      positive,
      neutral,
      negative,
      positivePercent: pct(positive),
      neutralPercent: pct(neutral),
      negativePercent: pct(negative),
      positiveToNegative: negative === 0 ? null : Math.round((positive / negative) * 100) / 100,
    };
  }

  /** 舆情直播: the newest articles of the scope, only those after `afterId` when given. */
  async live(orgId: number, t: Sized & { afterId?: number | undefined }) {
    const scope = await this.scope(orgId, t);
    const rows = await newestArticles(this.adb, scope, { size: t.size ?? 20, afterId: t.afterId });
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      siteName: r.site_name ?? '',
      carrier: r.carrier,
      carrierName: carrierLabel(r.carrier),
      sentiment: r.sentiment,
      sentimentName: sentimentLabel(r.sentiment),
      publishTime: formatCn(Number(r.publish_time)),
      url: r.url,
      isDemo: r.is_demo === 1,
    }));
  }

  async leaders(orgId: number, t: Sized) {
    return opinionLeaders(this.adb, await this.scope(orgId, t), { size: t.size ?? 10 });
  }

  async regions(orgId: number, t: ScreenTarget) {
    return regionDistribution(this.adb, await this.scope(orgId, t));
  }

  /** Counts of a scope: total, today, negative, sites and the newest crawl time. */
  private counts(scope: ArticleScope) {
    return scopeTotals(this.adb, scope, startOfDayCn(this.clock.now()));
  }

  /** 数据统计 over the screen's scope. */
  async statistics(orgId: number, t: ScreenTarget) {
    const s = await this.scopes.of(orgId, t);
    return { name: s.name, kind: s.kind, ...(await this.counts(s.scope)) };
  }

  /** 全量数据统计: every collected article in the range, and the source directory size. */
  async fullStatistics(orgId: number, t: ScopeInput) {
    const scope = await this.scopes.full(orgId, t);
    const sources = await this.adb.db
      .selectFrom('source')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    return { ...(await this.counts(scope)), sources: Number(sources.n) };
  }

  async emotionTrend(orgId: number, t: ScreenTarget) {
    return sentimentTrend(this.adb, await this.scope(orgId, t));
  }

  async carrierDistribution(orgId: number, t: ScreenTarget) {
    return carrierStatistics(this.adb, await this.scope(orgId, t));
  }

  async fullCarrierTrend(orgId: number, t: ScopeInput) {
    return carrierTrend(this.adb, await this.scopes.full(orgId, t));
  }

  async fullCarrierDistribution(orgId: number, t: ScopeInput) {
    return carrierStatistics(this.adb, await this.scopes.full(orgId, t));
  }

  /** 全网热点: the hot lists of every platform merged. */
  async hotspots(size: number) {
    return this.hotLists.merged(size);
  }
}
