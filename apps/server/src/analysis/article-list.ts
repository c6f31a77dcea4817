import { sql } from 'kysely';
import type { Expression, RawBuilder } from 'kysely';
import { formatCn } from '@guanlan/shared';
import { clusterCondition, engagement, scopedArticles } from './scope.js';
import { keywordParts } from './scope-keyword.js';
import { clusterPage } from './cluster-page.js';
import { articleCount, countsInParts } from './article-count.js';
import { hitCounts } from './hit-page-counts.js';
import { LISTED_ARTICLE_COLUMNS } from './listed-article.js';
import type { ListedArticleRow } from './listed-article.js';
import { factColumns, scopedFacts } from './scope-facts.js';
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
/** A cluster's articles in the scope, earliest first. */
function clusterWindow(cluster: Expression<number>) {
  return sql`PARTITION BY ${cluster} ORDER BY article.publish_time, article.id`;
}

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

/** A listed article with what the engine's list adds: cover, language, engagement, cluster. */
export interface ListRow extends ListedArticleRow {
  cover_url: string | null;
  language: string;
  engagement: number;
  cluster: number;
}

/**
 * The list columns of a page's articles by id, with the organisation's sentiment. Each id comes
 * with its publish time: on PostgreSQL, where `article` is partitioned by month, the times as
 * constants keep the planner to the page's months instead of probing every month's key index.
 */
export async function fetchRows(
  adb: AnalysisDb,
  orgId: number,
  picked: readonly { id: number; time: number }[],
): Promise<Map<number, ListRow>> {
  if (picked.length === 0) {
    return new Map();
  }
  const rows = await adb.db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
    )
    .select([
      ...LISTED_ARTICLE_COLUMNS,
      'article.cover_url',
      'article.language',
      engagement.as('engagement'),
      CLUSTER.as('cluster'),
    ])
    .where(
      'article.id',
      'in',
      picked.map((p) => p.id),
    )
    .$if(adb.dialect.engine === 'postgres', (q) =>
      q.where('article.publish_time', 'in', [...new Set(picked.map((p) => p.time))]),
    )
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
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
    coverUrl: r.cover_url ?? '',
    language: r.language,
  };
}

/**
 * Articles of the scope in the given clusters, counted per cluster. A rule's hits carry their
 * cluster; any other scope is driven by the cluster index (clusterCondition), with the rule
 * filter as a per-article check.
 */
async function clusterSizes(adb: AnalysisDb, scope: ArticleScope, clusters: number[]) {
  if (clusters.length === 0) {
    return new Map<number, number>();
  }
  const { cluster, hits } = factColumns(scope);
  const inScope = hits
    ? scopedFacts(adb, scope).where(cluster, 'in', clusters)
    : scopedArticles(adb, scope, 'check').where((eb) =>
        clusterCondition(eb, scope, clusters, adb.dialect.engine),
      );
  const sizes = await inScope
    .select((eb) => [cluster.as('cluster'), eb.fn.countAll<number>().as('n')])
    .groupBy(cluster)
    .execute();
  return new Map(sizes.map((s) => [Number(s.cluster), Number(s.n)]));
}

/**
 * Plain list sorted by time or engagement: the page's ids come from the scope's narrow facts
 * (for rule hits in time order straight from the hit index, stopping at the page), then the
 * page's rows, the total and each row's cluster size in the scope.
 */
async function plainPage(adb: AnalysisDb, scope: ArticleScope, sort: ArticleSort, page: Page) {
  const order = orderTerms(sort, (c) =>
    sql.ref(c === 'engagement' ? 'engagement' : `article.${c}`),
  );
  const ids =
    sort === 'hotDesc'
      ? scopedFacts(adb, scope).select([
          'article.id',
          'article.publish_time',
          factColumns(scope).engagement.as('engagement'),
        ])
      : scopedFacts(adb, scope).select(['article.id', 'article.publish_time']);
  // The page's ids and clusters, then its rows; a row's similar count is its cluster's size.
  const pick = () =>
    ids
      .select(factColumns(scope).cluster.as('cluster'))
      .orderBy(order)
      .limit(page.size)
      .offset(page.offset)
      .execute();
  const rowsOf = (picked: readonly PickedRow[]) =>
    fetchRows(
      adb,
      scope.orgId,
      picked.map((r) => ({ id: Number(r.id), time: Number(r.publish_time) })),
    );
  const clustersOf = (picked: readonly PickedRow[]) => [
    ...new Set(picked.map((r) => Number(r.cluster))),
  ];
  const result = (
    picked: readonly PickedRow[],
    byId: Map<number, ListRow>,
    sizes: Map<number, number>,
    total: number,
  ) => ({
    rows: picked
      .flatMap((p) => byId.get(Number(p.id)) ?? [])
      .map((r) => toRow(r, sizes.get(Number(r.cluster)) ?? 1)),
    total,
  });
  if (factColumns(scope).hits && adb.dialect.engine === 'postgres') {
    // PostgreSQL walks a range of hit facts a few times slower than SQLite: the page (with its
    // clusters), then its rows beside one hashed pass that counts the scope and those clusters
    // (one rule's hits: index-only).
    const picked = await pick();
    const [byId, { total, sizes }] = await Promise.all([
      rowsOf(picked),
      hitCounts(adb, scope, clustersOf(picked), scope.ruleIds?.length === 1),
    ]);
    return result(picked, byId, sizes, total);
  }
  // The page, its rows and its clusters' sizes while the total is counted (on PostgreSQL each
  // statement has its own connection, so the sizes do not wait for the count).
  const pageRows = async () => {
    const picked = await pick();
    const [byId, sizes] = await Promise.all([
      rowsOf(picked),
      clusterSizes(adb, scope, clustersOf(picked)),
    ]);
    return { picked, byId, sizes };
  };
  const [{ picked, byId, sizes }, total] = await Promise.all([
    pageRows(),
    articleCount(adb, scope),
  ]);
  return result(picked, byId, sizes, total);
}

/** A page's pick: an article, its publish time and its similar cluster. */
interface PickedRow {
  id: number;
  publish_time: number;
  cluster: number;
}

/**
 * Similar-count order or merged clusters: by cluster groups (cluster-page.ts) when the order
 * allows, else window functions (SQLite ≥ 3.25 and PostgreSQL
 * alike) over the scope's narrow facts give each article its cluster's size in the scope and
 * its rank by time within it; the outer query orders, pages and counts the rows (COUNT OVER
 * the whole filtered set), then the page's rows are read.
 */
async function windowedPage(
  adb: AnalysisDb,
  scope: ArticleScope,
  sort: ArticleSort,
  merge: boolean,
  page: Page,
) {
  if (sort !== 'hotDesc' && (merge || sort === 'similarDesc')) {
    const pick = await clusterPage(adb, scope, sort, merge, page);
    if (pick) {
      const byId = await fetchRows(adb, scope.orgId, pick.picked);
      return {
        rows: pick.picked.flatMap((p) => {
          const r = byId.get(p.id);
          return r ? [toRow(r, p.similar)] : [];
        }),
        total: pick.total,
      };
    }
  }
  const cols = factColumns(scope);
  const window = clusterWindow(cols.cluster);
  const inner = scopedFacts(adb, scope).select([
    'article.id',
    'article.publish_time',
    cols.engagement.as('engagement'),
    // One window (partition and order) for both, so the rows are sorted once.
    sql<number>`COUNT(*) OVER (${window} ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)`.as(
      'similar_count',
    ),
    sql<number>`ROW_NUMBER() OVER (${window})`.as('rn'),
  ]);
  let outer = adb.db
    .selectFrom(inner.as('s'))
    .select([
      's.id',
      's.publish_time',
      's.similar_count',
      sql<number>`COUNT(*) OVER ()`.as('total'),
    ]);
  if (merge) {
    outer = outer.where('s.rn', '=', 1);
  }
  const picked = await outer
    .orderBy(orderTerms(sort, (c) => sql.ref(`s.${c}`)))
    .limit(page.size)
    .offset(page.offset)
    .execute();
  let total = Number(picked[0]?.total ?? 0);
  if (picked.length === 0 && page.offset > 0) {
    const n = await scopedFacts(adb, scope)
      .select(
        merge
          ? sql<number>`COUNT(DISTINCT ${cols.cluster})`.as('n')
          : sql<number>`COUNT(*)`.as('n'),
      )
      .executeTakeFirstOrThrow();
    total = Number(n.n);
  }
  const byId = await fetchRows(
    adb,
    scope.orgId,
    picked.map((r) => ({ id: Number(r.id), time: Number(r.publish_time) })),
  );
  return {
    rows: picked.flatMap((p) => {
      const r = byId.get(Number(p.id));
      return r ? [toRow(r, Number(p.similar_count))] : [];
    }),
    total,
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
  // A keyword's full-text matches are read whole anyway (to count them); one windowed pass then
  // gives the page, the total and the cluster sizes together. Where articleCount counts them in
  // parts of the range at once (PostgreSQL, within rules), a page read in time order stops at
  // the page beside it instead; ordered by engagement it would read them all again.
  const fullText = keywordParts(scope).some((p) => p.fts);
  const windowed =
    merge ||
    sort === 'similarDesc' ||
    (fullText && (!countsInParts(adb, scope) || sort === 'hotDesc'));
  const result = windowed
    ? await windowedPage(adb, scope, sort, merge, page)
    : await plainPage(adb, scope, sort, page);
  return { columns: COLUMNS, ...result, pageNum, pageSize };
}
