import { articleList, resolveTimeRange } from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleListTable,
  ArticleSort,
  ScopeInput,
} from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DashboardRepo, RowPage } from './dashboard.repo.js';
import type { DashboardScopes, Viewer } from './dashboard-scope.js';

/** The list panels' input: the scope plus order and paging. */
export type ListInput = ScopeInput & {
  sort?: ArticleSort;
  mergeSimilar?: boolean;
  pageNum: number;
  pageSize: number;
};

/**
 * The dashboard's article lists: 敏感信息 (with read marks), 最新预警 and 热点文章, and
 * marking articles read for the organisation.
 */
export class DashboardArticleService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly scopes: DashboardScopes,
    private readonly repo: DashboardRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * 敏感信息: articles of the sensitive scope whose effective sentiment is one of the setting's
   * sentiments or that contain one of its sensitive words; `readState` keeps only read (true)
   * or unread (false) ones.
   */
  async sensitive(v: Viewer, input: ListInput & { readState?: boolean | undefined }) {
    const { scope, config } = await this.scopes.sensitiveScope(v, input);
    const rule = { sentiments: config.sentiments, words: config.sensitiveWords };
    const page = { pageNum: input.pageNum, pageSize: input.pageSize };
    const rows: RowPage = await this.repo.sensitivePage(
      scope,
      rule,
      input.sort ?? 'timeDesc',
      page,
      input.readState,
    );
    return { ...rows, ...page };
  }

  /** 最新预警: the organisation's warned articles, newest warning first, optionally one level. */
  async warnings(v: Viewer, input: ListInput & { warningLevel?: string | undefined }) {
    const scope = await this.scopes.articleScope(v.orgId, input);
    const range = resolveTimeRange(input, this.clock.now());
    const page = { pageNum: input.pageNum, pageSize: input.pageSize };
    const result = await this.repo.warningPage(
      scope,
      { ...range, level: input.warningLevel },
      page,
    );
    return { ...result, ...page };
  }

  /** 热点文章: the monitoring scope's articles by engagement (forwards + comments + likes). */
  async hot(v: Viewer, input: ListInput): Promise<ArticleListTable> {
    const scope = await this.scopes.chartScope(v, input);
    return articleList(this.adb, scope, {
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      sort: 'hotDesc',
      mergeSimilar: input.mergeSimilar ?? false,
    });
  }

  /** Marks articles read for the whole organisation; unknown ids alone answer 4004. */
  async markRead(orgId: number, articleIds: readonly number[]): Promise<void> {
    const marked = await this.repo.markRead(orgId, articleIds, this.clock.now());
    if (marked === 0) {
      throw new AppError('NOT_FOUND', '要标记的文章不存在');
    }
  }
}
