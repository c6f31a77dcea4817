import {
  articleList,
  carrierStatistics,
  exportedArticles,
  listOptions,
  loadExclusions,
  mediaLeaders,
  sentimentDistribution,
  toArticleScope,
  volumeTrend,
  xlsxDownload,
} from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleListTable,
  ArticleScope,
  ListChoice,
  ScopeInput,
} from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileResult } from '../../platform/http/file-result.js';
import type { SearchLogRepo } from './data-center.repo.js';

/** The account a data-centre call acts for. */
export interface Searcher {
  orgId: number;
  accountId: number;
}

/** A cloud search: the scope fields (keyword required) plus paging and order. */
export type SearchInput = ScopeInput & ListChoice & { timeRange: string };

/**
 * The data centre (数据中心): cloud search over every stored article, not only rule hits, with
 * the organisation's sentiment overrides, 与我无关 deletions and filter boxes; the account's
 * search log; statistics of a search (数据详情); export.
 */
export class DataCenterService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly log: SearchLogRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * The search's scope: all stored articles (no rule) of the organisation's view. The contract
   * already requires a keyword; without one a search would list the whole store, so the
   * service refuses it too.
   */
  private async scope(orgId: number, input: ScopeInput): Promise<ArticleScope> {
    if (!input.keyword?.trim()) {
      throw new AppError('VALIDATION', '请输入搜索关键词');
    }
    const exclude = await loadExclusions(this.adb.db, orgId);
    return toArticleScope(orgId, input, this.clock.now(), exclude ? { exclude } : {});
  }

  /** One page of results; the first page of a search goes into the account's search log. */
  async search(s: Searcher, input: SearchInput): Promise<ArticleListTable> {
    const scope = await this.scope(s.orgId, input);
    const page = await articleList(this.adb, scope, listOptions(input));
    if ((input.pageNum ?? 1) === 1) {
      const params = JSON.stringify({
        searchArea: input.searchArea ?? 'all',
        timeRange: input.timeRange,
        startTime: input.timeRange === 'custom' ? (input.startTime ?? null) : null,
        endTime: input.timeRange === 'custom' ? (input.endTime ?? null) : null,
        carriers: input.carriers ?? [],
        sentiments: input.sentiments ?? [],
      });
      const entry = { keyword: (input.keyword ?? '').trim(), params, resultCount: page.total };
      await this.log.record(s.orgId, s.accountId, entry, this.clock.now());
    }
    return page;
  }

  /** 数据详情: the search's volume, carriers (with sentiments), sentiments, trend and top media. */
  async statistics(s: Searcher, input: SearchInput) {
    const scope = await this.scope(s.orgId, input);
    const [carriers, sentiments, trend, leaders] = await Promise.all([
      carrierStatistics(this.adb, scope),
      sentimentDistribution(this.adb, scope),
      volumeTrend(this.adb, scope),
      mediaLeaders(this.adb, scope, { size: 10 }),
    ]);
    const total = carriers.rows.find((r) => r.carrier === 'total')?.total ?? 0;
    return { total: Number(total), carriers, sentiments, trend, mediaLeaders: leaders };
  }

  /** Exports the newest N results, or only the selected ones (exportCount 0). */
  async exportArticles(s: Searcher, input: SearchInput): Promise<FileResult> {
    const scope = await this.scope(s.orgId, input);
    const table = await exportedArticles(this.adb, scope, input);
    if (!table) {
      throw new AppError('VALIDATION', '当前条件下没有可导出的文章');
    }
    const title = `云搜索_${(input.keyword ?? '').trim()}`;
    return xlsxDownload(table, { sheetName: '云搜索结果', title }, this.clock.now());
  }

  logPage(s: Searcher, pageNum: number, pageSize: number) {
    return this.log.page(s.orgId, s.accountId, pageNum, pageSize);
  }

  /** Deletes the account's own searches; any other id rejects the call and deletes nothing. */
  async removeLogs(s: Searcher, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    const own = await this.log.ownIds(s.orgId, s.accountId, unique);
    if (own.length !== unique.length) {
      throw new AppError('NOT_FOUND', '搜索记录不存在或不属于当前账号');
    }
    await this.log.remove(s.orgId, s.accountId, unique);
  }
}
