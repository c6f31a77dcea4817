import { sql } from 'kysely';
import { hashGroups } from './hash-groups.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

export interface LeadersOptions {
  /** How many leaders; 10 by default. */
  size?: number;
}

/**
 * 媒体活跃度排行: the sites (site_name) with the most articles in the scope, with how many of
 * them are negative for the organisation; ties by negative count, then by name (code point).
 * Articles without a site name are left out.
 */
export async function mediaLeaders(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: LeadersOptions = {},
): Promise<Table> {
  const site = sql<string>`article.site_name`;
  const negative = sql<number>`CASE WHEN ${factColumns(scope).sentiment} = 'negative' THEN 1 ELSE 0 END`;
  const size = options.size ?? 10;
  const named = scopedFacts(adb, scope)
    .where('article.site_name', 'is not', null)
    .where('article.site_name', '<>', '');
  const hashed = await hashGroups(adb, named, site, [[negative, 'sum']], {
    order: [
      [1, 'desc'],
      [2, 'desc'],
      [0, 'asc'],
    ],
    limit: size,
  });
  const count = sql<number>`COUNT(*)`;
  const negatives = sql<number>`SUM(${negative})`;
  const rows =
    hashed?.map(([siteName, n, neg]) => ({ siteName, count: n, negative: neg })) ??
    (await named
      .select([site.as('siteName'), count.as('count'), negatives.as('negative')])
      .groupBy(site)
      .orderBy(count, 'desc')
      .orderBy(negatives, 'desc')
      .orderBy(adb.dialect.binaryText(site))
      .limit(size)
      .execute());
  return {
    columns: [
      { key: 'rank', title: '排名' },
      { key: 'siteName', title: '媒体名称' },
      { key: 'count', title: '信息量' },
      { key: 'negative', title: '负面信息量' },
    ],
    rows: rows.map((r, i) => ({
      rank: i + 1,
      siteName: String(r.siteName),
      count: Number(r.count),
      negative: Number(r.negative),
    })),
  };
}
