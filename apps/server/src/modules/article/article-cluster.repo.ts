import { sql } from 'kysely';
import type {
  AnalysisDb,
  ArticleScope,
  ListedArticleRow,
  ScopeExclusions,
} from '../../analysis/index.js';
import { LISTED_ARTICLE_COLUMNS, engagement, scopedArticles } from '../../analysis/index.js';
import type { ArticleRow } from './article.repo.js';

/** An article of a cluster or an author's history, as lists and the spread route need it. */
export interface MemberRow extends ListedArticleRow {
  cover_url: string | null;
  parent_id: number | null;
  cluster_id: number | null;
  reads: number;
  plays: number;
  engagement: number;
}

/** A page of member rows and how many there are over all pages. */
export interface MemberPage {
  rows: MemberRow[];
  total: number;
}

/** Aggregates of a cluster as the organisation sees it. */
export interface ClusterStats {
  size: number;
  /** Distinct site names (articles without one do not count). */
  sites: number;
  carriers: number;
  /** Forwards + comments + likes over the cluster. */
  interactions: number;
  /** Reads + plays over the cluster. */
  views: number;
  /** Latest minus earliest publish time. */
  spanMs: number;
}

/** Who wrote an article: the platform's author id, else the name on the same site. */
export type AuthorKey =
  { kind: 'id'; authorId: string } | { kind: 'name'; authorName: string; siteName: string | null };

/**
 * Similar clusters and author histories as this organisation sees them: through the shared
 * scope, so its 与我无关 deletions and filter boxes apply. No time limit.
 */
export class ArticleClusterRepo {
  constructor(private readonly adb: AnalysisDb) {}

  private all(orgId: number, exclude: ScopeExclusions | undefined) {
    const scope: ArticleScope = {
      orgId,
      startTime: 0,
      endTime: Number.MAX_SAFE_INTEGER,
      ...(exclude ? { exclude } : {}),
    };
    return scopedArticles(this.adb, scope);
  }

  private members(orgId: number, exclude: ScopeExclusions | undefined) {
    return this.all(orgId, exclude).select([
      ...LISTED_ARTICLE_COLUMNS,
      'article.cover_url',
      'article.parent_id',
      'article.cluster_id',
      'article.reads',
      'article.plays',
      engagement.as('engagement'),
    ]);
  }

  /** The cluster's articles, oldest first (the origin leads), one page of them. */
  async clusterPage(
    orgId: number,
    exclude: ScopeExclusions | undefined,
    article: Pick<ArticleRow, 'id' | 'cluster_id'>,
    limit: number,
    offset = 0,
  ): Promise<MemberPage> {
    const inCluster = <Q extends ReturnType<ArticleClusterRepo['all']>>(q: Q): Q =>
      (article.cluster_id === null
        ? q.where('article.id', '=', article.id)
        : q.where('article.cluster_id', '=', article.cluster_id)) as Q;
    const [rows, total] = await Promise.all([
      inCluster(this.members(orgId, exclude))
        .orderBy('article.publish_time')
        .orderBy('article.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      inCluster(this.all(orgId, exclude))
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toMember), total: Number(total.n) };
  }

  /** Size, reach, engagement and time span of the cluster, for the spread index. */
  async clusterStats(
    orgId: number,
    exclude: ScopeExclusions | undefined,
    article: Pick<ArticleRow, 'id' | 'cluster_id'>,
  ): Promise<ClusterStats> {
    let q = this.all(orgId, exclude);
    q =
      article.cluster_id === null
        ? q.where('article.id', '=', article.id)
        : q.where('article.cluster_id', '=', article.cluster_id);
    const row = await q
      .select([
        sql<number>`COUNT(*)`.as('size'),
        sql<number>`COUNT(DISTINCT article.site_name)`.as('sites'),
        sql<number>`COUNT(DISTINCT article.carrier)`.as('carriers'),
        sql<number>`COALESCE(SUM(${engagement}), 0)`.as('interactions'),
        sql<number>`COALESCE(SUM(article.reads + article.plays), 0)`.as('views'),
        sql<number | null>`MIN(article.publish_time)`.as('first'),
        sql<number | null>`MAX(article.publish_time)`.as('last'),
      ])
      .executeTakeFirstOrThrow();
    return {
      size: Number(row.size),
      sites: Number(row.sites),
      carriers: Number(row.carriers),
      interactions: Number(row.interactions),
      views: Number(row.views),
      spanMs: row.first === null || row.last === null ? 0 : Number(row.last) - Number(row.first),
    };
  }

  /** The author's other articles, newest first, one page of them. */
  async authorPage(
    orgId: number,
    exclude: ScopeExclusions | undefined,
    author: AuthorKey,
    exceptId: number,
    limit: number,
    offset: number,
  ): Promise<MemberPage> {
    const byAuthor = <Q extends ReturnType<ArticleClusterRepo['all']>>(q: Q): Q => {
      let r = q.where('article.id', '!=', exceptId);
      if (author.kind === 'id') {
        r = r.where('article.author_id', '=', author.authorId);
      } else {
        r = r.where('article.author_name', '=', author.authorName);
        r =
          author.siteName === null
            ? r.where('article.site_name', 'is', null)
            : r.where('article.site_name', '=', author.siteName);
      }
      return r as Q;
    };
    const [rows, total] = await Promise.all([
      byAuthor(this.members(orgId, exclude))
        .orderBy('article.publish_time', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      byAuthor(this.all(orgId, exclude))
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toMember), total: Number(total.n) };
  }
}

function toMember(r: MemberRow): MemberRow {
  return {
    ...r,
    id: Number(r.id),
    publish_time: Number(r.publish_time),
    is_demo: Number(r.is_demo),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    cluster_id: r.cluster_id === null ? null : Number(r.cluster_id),
    reads: Number(r.reads),
    plays: Number(r.plays),
    engagement: Number(r.engagement),
  };
}
