import type { Kysely } from 'kysely';
import { buildSpreadRoute, loadExclusions } from '../../analysis/index.js';
import type { ScopeExclusions, SpreadNode } from '../../analysis/index.js';
import type { DB } from '../../db/schema.js';
import type { ArticleClusterRepo, AuthorKey, MemberPage } from './article-cluster.repo.js';
import type { ArticleRow } from './article.repo.js';
import { spreadIndex } from './spread-index.js';
import type { SpreadIndex } from './spread-index.js';

/** The spread route shows at most this many articles of a cluster (the earliest ones). */
export const ROUTE_LIMIT = 300;

/** A page request (1-based). */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The author an article's history is looked up by; null when the article names none. */
export function authorKeyOf(row: ArticleRow): AuthorKey | null {
  if (row.author_id?.trim()) {
    return { kind: 'id', authorId: row.author_id };
  }
  if (row.author_name?.trim()) {
    return { kind: 'name', authorName: row.author_name, siteName: row.site_name };
  }
  return null;
}

/**
 * Similar articles, spread route and index, and author history, as the organisation sees them:
 * its 与我无关 deletions and filter boxes (过滤设置) leave articles out, as in every list.
 */
export class ArticleSpreadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clusters: ArticleClusterRepo,
  ) {}

  private exclusions(orgId: number): Promise<ScopeExclusions | undefined> {
    return loadExclusions(this.db, orgId);
  }

  /** The article's similar cluster (itself included), oldest first: the origin leads. */
  async similar(orgId: number, row: ArticleRow, page: Paging): Promise<MemberPage> {
    const offset = (page.pageNum - 1) * page.pageSize;
    return this.clusters.clusterPage(
      orgId,
      await this.exclusions(orgId),
      row,
      page.pageSize,
      offset,
    );
  }

  /** Articles in the similar cluster, itself included (an article without a cluster: 1). */
  async similarCount(orgId: number, row: ArticleRow): Promise<number> {
    return (await this.clusters.clusterPage(orgId, await this.exclusions(orgId), row, 0)).total;
  }

  /** 传播路径: the cluster as a tree under its origin, at most {@link ROUTE_LIMIT} articles. */
  async route(
    orgId: number,
    row: ArticleRow,
  ): Promise<{ root: SpreadNode; total: number; shown: number }> {
    const page = await this.clusters.clusterPage(
      orgId,
      await this.exclusions(orgId),
      row,
      ROUTE_LIMIT,
    );
    // The organisation may have hidden every article of the cluster, the opened one included;
    // the route then shows that article alone.
    const members =
      page.rows.length > 0 ? page.rows : [{ ...row, publish_time: Number(row.publish_time) }];
    const root = buildSpreadRoute(members)!;
    return { root, total: Math.max(page.total, 1), shown: members.length };
  }

  /** 传播指数 over the cluster, with its parts. */
  async index(orgId: number, row: ArticleRow): Promise<SpreadIndex> {
    return spreadIndex(await this.clusters.clusterStats(orgId, await this.exclusions(orgId), row));
  }

  /** The author's other articles, newest first; empty when the article names no author. */
  async authorHistory(orgId: number, row: ArticleRow, page: Paging): Promise<MemberPage> {
    const author = authorKeyOf(row);
    if (!author) {
      return { rows: [], total: 0 };
    }
    const offset = (page.pageNum - 1) * page.pageSize;
    const exclude = await this.exclusions(orgId);
    return this.clusters.authorPage(orgId, exclude, author, Number(row.id), page.pageSize, offset);
  }
}
