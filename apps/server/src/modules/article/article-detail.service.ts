import { AppError } from '../../platform/http/app-error.js';
import type { ArticleRepo, ArticleRow } from './article.repo.js';
import { sentimentOf, toArticleDetail, toEntities } from './article-detail.mapper.js';
import type { ShareCodes } from './share-code.js';

/** The article detail page: as an organisation sees it, or read-only through a share link. */
export class ArticleDetailService {
  constructor(
    private readonly articles: ArticleRepo,
    private readonly shareCodes: ShareCodes,
    /** Similar articles as the organisation sees them (its deletions and filters apply). */
    private readonly similarCount: (orgId: number, row: ArticleRow) => Promise<number>,
  ) {}

  /** The article with the organisation's overrides or 4004. */
  async get(orgId: number | null, articleId: number): Promise<ArticleRow> {
    const row = await this.articles.find(orgId, articleId);
    if (!row) {
      throw new AppError('NOT_FOUND', '文章不存在或已被删除');
    }
    return row;
  }

  /** Everything the detail page shows, with this organisation's sentiment and favourite. */
  async detail(orgId: number, articleId: number) {
    const row = await this.get(orgId, articleId);
    const [regions, similarCount, isFavorite, shareCode] = await Promise.all([
      this.articles.regions(articleId),
      this.similarCount(orgId, row),
      this.articles.isFavorite(orgId, articleId),
      this.shareCodes.codeFor(articleId),
    ]);
    return toArticleDetail(row, {
      sentiment: sentimentOf(row, true),
      regions,
      similarCount,
      isFavorite,
      shareCode,
    });
  }

  /**
   * The share page: needs the article's valid share code (else 4003 分享链接无效) and shows the
   * model's sentiment only, never an organisation's overrides or favourites.
   */
  async external(articleId: number, shareCode: string | undefined) {
    if (!(await this.shareCodes.verify(articleId, shareCode))) {
      throw new AppError('FORBIDDEN', '分享链接无效或已失效，请向分享人重新获取链接');
    }
    const row = await this.get(null, articleId);
    const [regions, similarCount, code] = await Promise.all([
      this.articles.regions(articleId),
      this.articles.clusterSize(row),
      this.shareCodes.codeFor(articleId),
    ]);
    return toArticleDetail(row, {
      sentiment: sentimentOf(row, false),
      regions,
      similarCount,
      isFavorite: false,
      shareCode: code,
    });
  }

  /** 实体分析: people, places and organisations with mention counts. */
  async entities(orgId: number, articleId: number) {
    return toEntities((await this.get(orgId, articleId)).entities);
  }
}
