import { DAY_MS, formatCn } from '@guanlan/shared';
import {
  SENTIMENT_ORDER,
  articleList,
  carrierStatistics,
  emptyCounts,
  exportedArticles,
  granularityOf,
  listOptions,
  loadExclusions,
  trendRows,
  xlsxDownload,
} from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleScope,
  ListChoice,
  ScopeInput,
  Table,
} from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileResult } from '../../platform/http/file-result.js';
import { HotTopicRepo } from './hot-topic.repo.js';
import {
  assignTopicIds,
  groupClusters,
  growthRate,
  heatScore,
  HEAT_FORMULA,
} from './topic-grouping.js';

/** Topics are rebuilt from the clusters of the last three days. */
export const TOPIC_WINDOW_MS = 3 * DAY_MS;
/** How many of the largest clusters take part in a rebuild. */
const MAX_CLUSTERS = 400;
/** A grouping older than this is redone (see HotTopicService.fresh). */
const REFRESH_EVERY_MS = 5 * 60_000;

export interface RankingInput {
  startTime?: number | undefined;
  endTime?: number | undefined;
  scope: 'all' | 'org';
  pageNum: number;
  pageSize: number;
}

/** 热点话题: near-duplicate clusters merged into topics with stable ids, ranked by 热度. */
export class HotTopicService {
  private readonly repo: HotTopicRepo;
  private refreshedAt = -Infinity;
  private running: Promise<void> | undefined;
  private failed = false;

  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
    private readonly ruleIdsOf: (orgId: number) => Promise<number[]>,
  ) {
    this.repo = new HotTopicRepo(adb);
  }

  /**
   * Rebuilds the topics of the window: groups the largest clusters by shared keywords; each
   * group keeps the id its clusters had (so a story keeps its topic), or gets a new topic.
   */
  async refresh(): Promise<number> {
    const now = this.clock.now();
    const clusters = await this.repo.clusters(now - TOPIC_WINDOW_MS, now, MAX_CLUSTERS);
    const groups = groupClusters(clusters).filter((g) => g.reduce((n, c) => n + c.size, 0) >= 2);
    const known = await this.repo.known(groups.flat().map((c) => c.clusterId));
    const ids = assignTopicIds(groups, known);
    for (const [i, group] of groups.entries()) {
      const title = await this.repo.clusterTitle(group[0]!.clusterId);
      await this.repo.saveGroup(ids[i]!, group, title, now);
    }
    this.refreshedAt = now;
    return groups.length;
  }

  /**
   * Regroups the topics when the last grouping is older than REFRESH_EVERY_MS. A regrouping
   * takes seconds at scale (2.5 s on SQLite, 6–8 s on PostgreSQL at 1 M articles); only the first
   * ranking of a process, or the one after a failed regrouping, waits for it. Others answer with
   * the last grouping (whose counts are live) while it runs in the background.
   */
  private async fresh(): Promise<void> {
    if (this.clock.now() - this.refreshedAt < REFRESH_EVERY_MS) {
      return;
    }
    const wait = this.refreshedAt === -Infinity || this.failed;
    this.failed = false;
    this.running ??= this.refresh()
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
    if (wait) {
      await this.running;
      return;
    }
    // The next ranking waits for a new attempt and sees its error, if any.
    this.running.catch(() => {
      this.failed = true;
    });
  }

  private async baseScope(
    orgId: number,
    scope: 'all' | 'org',
    startTime: number,
    endTime: number,
  ): Promise<ArticleScope> {
    const [exclude, ruleIds] = await Promise.all([
      loadExclusions(this.adb.db, orgId),
      scope === 'org' ? this.ruleIdsOf(orgId) : undefined,
    ]);
    return {
      orgId,
      startTime,
      endTime,
      // Every special of the organisation: its any-hit rows stand for them (ArticleScope).
      ...(ruleIds ? { ruleIds, allOfKind: 'special' } : {}),
      ...(exclude ? { exclude } : {}),
    };
  }

  /** The ranking: topics with articles in [start, end], by 热度, with trend and sentiment. */
  async ranking(orgId: number, input: RankingInput) {
    await this.fresh();
    const endTime = input.endTime ?? this.clock.now();
    const startTime = input.startTime ?? endTime - DAY_MS;
    const span = Math.max(endTime - startTime, 1);
    const scope = await this.baseScope(orgId, input.scope, startTime, endTime);
    const [current, previous] = await Promise.all([
      this.repo.windowFacts(scope),
      this.repo.windowFacts({ ...scope, startTime: startTime - span, endTime: startTime - 1 }),
    ]);
    const prev = new Map(previous.map((r) => [r.topicId, r.count]));
    const ranked = current
      .map((r) => {
        const previousCount = prev.get(r.topicId) ?? 0;
        return {
          ...r,
          previousCount,
          growth: Math.round(growthRate(r.count, previousCount) * 1000) / 1000,
          heat: heatScore({ ...r, previousCount }),
        };
      })
      .sort((a, b) => b.heat - a.heat || a.topicId - b.topicId);
    const page = ranked.slice((input.pageNum - 1) * input.pageSize, input.pageNum * input.pageSize);
    const ids = page.map((r) => r.topicId);
    // The page's topics, counts and first articles: three statements at once.
    const [rows, counts, firsts] = await Promise.all([
      this.repo.topicsByIds(ids),
      this.repo.pageCounts(scope, ids),
      this.repo.firstArticles(scope, new Map(page.map((r) => [r.topicId, r.firstTime]))),
    ]);
    const topics = new Map(rows.map((t) => [Number(t.id), t]));
    const granularity = granularityOf(scope);
    const list = page.map((r, i) => {
      const c = counts.get(r.topicId) ?? {
        perBucket: new Map<number, number>(),
        sentiments: emptyCounts(),
      };
      const trend = trendRows(
        scope,
        granularity,
        new Map([...c.perBucket].map(([b, n]) => [b, new Map([['count', n]])])),
        ['count'],
      );
      const first = firsts.get(r.topicId);
      const topic = topics.get(r.topicId);
      return {
        topicalId: r.topicId,
        rank: (input.pageNum - 1) * input.pageSize + i + 1,
        title: topic?.title ?? '',
        keywords: JSON.parse(topic?.keywords ?? '[]') as string[],
        heat: r.heat,
        count: r.count,
        previousCount: r.previousCount,
        growth: r.growth,
        engagement: r.engagement,
        carriers: r.carriers,
        sourceWeight: Math.round(r.sourceWeight * 1000) / 1000,
        trend: trend.map((t) => ({ time: String(t.time), count: Number(t.count) })),
        sentiments: Object.fromEntries(SENTIMENT_ORDER.map((x) => [x, c.sentiments[x]])),
        firstSource: first
          ? {
              articleId: first.id,
              title: first.title,
              siteName: first.siteName,
              publishTime: formatCn(first.publishTime),
            }
          : null,
        firstSeen: topic ? formatCn(Number(topic.first_seen)) : '',
      };
    });
    return { list, total: ranked.length, formula: HEAT_FORMULA };
  }

  /** A topic's scope for its article list, carrier statistics and export. */
  private async topicScope(orgId: number, topicId: number, input: ScopeInput) {
    const now = this.clock.now();
    const startTime = input.startTime ?? now - TOPIC_WINDOW_MS;
    const endTime = input.endTime ?? now;
    // Three small lookups at once: one round trip's wait instead of three on PostgreSQL.
    const [topic, base, clusterIds] = await Promise.all([
      this.repo.topic(topicId),
      this.baseScope(orgId, 'all', startTime, endTime),
      this.repo.clusterIdsOf(topicId),
    ]);
    if (!topic) {
      throw new AppError('NOT_FOUND', '热点话题不存在或已过期');
    }
    const scope: ArticleScope = {
      ...base,
      clusterIds,
      ...(input.carriers?.length ? { carriers: input.carriers } : {}),
      ...(input.sentiments?.length ? { sentiments: input.sentiments } : {}),
      ...(input.keyword?.trim() ? { keyword: input.keyword } : {}),
      searchArea: input.searchArea ?? 'all',
    };
    return { topic, scope };
  }

  async articles(orgId: number, topicId: number, input: ScopeInput & ListChoice) {
    const { scope } = await this.topicScope(orgId, topicId, input);
    return articleList(this.adb, scope, listOptions(input));
  }

  async carrierStatistics(orgId: number, topicId: number, input: ScopeInput): Promise<Table> {
    const { scope } = await this.topicScope(orgId, topicId, input);
    return carrierStatistics(this.adb, scope);
  }

  async exportArticles(
    orgId: number,
    topicId: number,
    input: ScopeInput & ListChoice,
  ): Promise<FileResult> {
    const { topic, scope } = await this.topicScope(orgId, topicId, input);
    const table = await exportedArticles(this.adb, scope, input);
    if (!table) {
      throw new AppError('VALIDATION', '当前条件下没有可导出的文章');
    }
    return xlsxDownload(
      table,
      { sheetName: '热点话题文章', title: `${topic.title.slice(0, 30)}_热点话题文章` },
      this.clock.now(),
    );
  }
}
