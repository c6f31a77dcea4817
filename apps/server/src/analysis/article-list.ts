import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { formatCn } from '@guanlan/shared';
import { effectiveSentiment, engagement, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { carrierLabel, sentimentLabel } from './table.js';
import type { Table, TableRow } from './table.js';

/** Newest first, oldest first, largest similar group first, most engagement first. */
export type ArticleSort = 'timeDesc' | 'timeAsc' | 'similarDesc' | 'hotDesc';

export interface ArticleListOptions {
  /** 1-based; 1 by default. */
  pageNum?: number;
  /** 20 by default. */
  pageSize?: number;
  sort?: ArticleSort;
  /** One row per similar cluster (its earliest article in the scope) instead of every article. */
  mergeSimilar?: boolean;
}

/** A page of the article list, with the number of rows over all pages. */
export interface ArticleListTable extends Table {
  total: number;
  pageNum: number;
  pageSize: number;
}

// An article without a cluster is a cluster of its own; cluster ids are the id of the
// cluster's first article, so the fallback never collides with another cluster.
const CLUSTER = sql<number>`COALESCE(article.cluster_id, article.id)`;

const COLUMNS = [
  { key: 'title', title: '标题' },
  { key: 'siteName', title: '来源' },
  { key: 'carrierName', title: '载体' },
  { key: 'sentimentName', title: '情感' },
  { key: 'publishTime', title: '发布时间' },
  { key: 'author', title: '作者' },
  { key: 'similarCount', title: '相似文章数' },
  { key: 'url', title: '链接' },
  { key: 'summary', title: '摘要' },
];

interface ListRow {
  id: number;
  title: string;
  summary: string;
  url: string;
  site_name: string | null;
  carrier: string;
  sentiment: string;
  publish_time: number;
  author_name: string | null;
  is_demo: number;
  engagement: number;
  cluster: number;
}

function listQuery(adb: AnalysisDb, scope: ArticleScope) {
  return scopedArticles(adb, scope).select([
    'article.id',
    'article.title',
    'article.summary',
    'article.url',
    'article.site_name',
    'article.carrier',
    effectiveSentiment.as('sentiment'),
    'article.publish_time',
    'article.author_name',
    'article.is_demo',
    engagement.as('engagement'),
    CLUSTER.as('cluster'),
  ]);
}

/** The ORDER BY list as one SQL fragment over the given column names (article or subquery). */
function orderTerms(sort: ArticleSort, col: (name: string) => RawBuilder<unknown>) {
  const time = col('publish_time');
  const id = col('id');
  switch (sort) {
    case 'timeAsc':
      return sql.join([sql`${time} ASC`, sql`${id} ASC`]);
    case 'timeDesc':
      return sql.join([sql`${time} DESC`, sql`${id} DESC`]);
    case 'similarDesc':
      return sql.join([sql`${col('similar_count')} DESC`, sql`${time} DESC`, sql`${id} DESC`]);
    case 'hotDesc':
      return sql.join([sql`${col('engagement')} DESC`, sql`${time} DESC`, sql`${id} DESC`]);
  }
}

function toRow(r: ListRow, similarCount: number): TableRow {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    url: r.url,
    siteName: r.site_name ?? '',
    carrier: r.carrier,
    carrierName: carrierLabel(r.carrier),
    sentiment: r.sentiment,
    sentimentName: sentimentLabel(r.sentiment),
    publishTime: formatCn(Number(r.publish_time)),
    publishTimeMs: Number(r.publish_time),
    author: r.author_name ?? '',
    similarCount,
    isDemo: Number(r.is_demo),
  };
}

/**
 * Plain list sorted by time or engagement: the page comes straight from the scope (an index
 * can serve the order), then one grouped query counts each page row's cluster in the scope.
 */
async function plainPage(adb: AnalysisDb, scope: ArticleScope, sort: ArticleSort, page: Page) {
  const [rows, total] = await Promise.all([
    listQuery(adb, scope)
      .orderBy(orderTerms(sort, (c) => sql.ref(c === 'engagement' ? 'engagement' : `article.${c}`)))
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    scopedArticles(adb, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const clusters = [...new Set(rows.map((r) => Number(r.cluster)))];
  const sizes =
    clusters.length === 0
      ? []
      : await scopedArticles(adb, scope)
          .where(CLUSTER, 'in', clusters)
          .select((eb) => [CLUSTER.as('cluster'), eb.fn.countAll<number>().as('n')])
          .groupBy(CLUSTER)
          .execute();
  const sizeOf = new Map(sizes.map((s) => [Number(s.cluster), Number(s.n)]));
  return {
    rows: rows.map((r) => toRow(r, sizeOf.get(Number(r.cluster)) ?? 1)),
    total: Number(total.n),
  };
}

/**
 * Similar-count order or merged clusters: window functions (SQLite ≥ 3.25 and PostgreSQL
 * alike) give each article its cluster's size in the scope and its rank by time within it.
 */
async function windowedPage(
  adb: AnalysisDb,
  scope: ArticleScope,
  sort: ArticleSort,
  merge: boolean,
  page: Page,
) {
  const inner = listQuery(adb, scope).select([
    sql<number>`COUNT(*) OVER (PARTITION BY ${CLUSTER})`.as('similar_count'),
    sql<number>`ROW_NUMBER() OVER (PARTITION BY ${CLUSTER} ORDER BY article.publish_time, article.id)`.as(
      'rn',
    ),
  ]);
  let outer = adb.db.selectFrom(inner.as('s')).selectAll('s');
  if (merge) {
    outer = outer.where('s.rn', '=', 1);
  }
  const [rows, total] = await Promise.all([
    outer
      .orderBy(orderTerms(sort, (c) => sql.ref(`s.${c}`)))
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    scopedArticles(adb, scope)
      .select(
        merge ? sql<number>`COUNT(DISTINCT ${CLUSTER})`.as('n') : sql<number>`COUNT(*)`.as('n'),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => toRow(r, Number(r.similar_count))),
    total: Number(total.n),
  };
}

interface Page {
  size: number;
  offset: number;
}

/**
 * 信息列表: one page of the scope's articles. Each row has id, title, summary, url, siteName,
 * carrier(+Name), the organisation's effective sentiment(+Name), publishTime
 * (`YYYY-MM-DD HH:mm:ss`, Shanghai; publishTimeMs too), author, similarCount (articles of its
 * similar cluster within the scope) and isDemo. With mergeSimilar, a cluster shows once, as its
 * earliest article in the scope, and `total` counts clusters.
 */
export async function articleList(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: ArticleListOptions = {},
): Promise<ArticleListTable> {
  const pageNum = Math.max(1, Math.floor(options.pageNum ?? 1));
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? 20));
  const sort = options.sort ?? 'timeDesc';
  const merge = options.mergeSimilar ?? false;
  const page = { size: pageSize, offset: (pageNum - 1) * pageSize };
  const result =
    merge || sort === 'similarDesc'
      ? await windowedPage(adb, scope, sort, merge, page)
      : await plainPage(adb, scope, sort, page);
  return { columns: COLUMNS, ...result, pageNum, pageSize };
}
