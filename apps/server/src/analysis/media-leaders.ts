import { sql } from 'kysely';
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
  const count = sql<number>`COUNT(*)`;
  const negative = sql<number>`SUM(CASE WHEN ${factColumns(scope).sentiment} = 'negative' THEN 1 ELSE 0 END)`;
  const rows = await scopedFacts(adb, scope)
    .where('article.site_name', 'is not', null)
    .where('article.site_name', '<>', '')
    .select([site.as('siteName'), count.as('count'), negative.as('negative')])
    .groupBy(site)
    .orderBy(count, 'desc')
    .orderBy(negative, 'desc')
    .orderBy(adb.dialect.binaryText(site))
    .limit(options.size ?? 10)
    .execute();
  return {
    columns: [
      { key: 'rank', title: '排名' },
      { key: 'siteName', title: '媒体名称' },
      { key: 'count', title: '信息量' },
      { key: 'negative', title: '负面信息量' },
    ],
    rows: rows.map((r, i) => ({
      rank: i + 1,
      siteName: r.siteName,
      count: Number(r.count),
      negative: Number(r.negative),
    })),
  };
}
