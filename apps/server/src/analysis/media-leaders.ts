import { sql } from 'kysely';
import { groupsByDay, unionOfDays } from './hit-cells.js';
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
  const negativeSum = sql<number>`SUM(CASE WHEN ${factColumns(scope).sentiment} = 'negative' THEN 1 ELSE 0 END)`;
  /** The scope's articles with a site name (of one Shanghai day: `day`). */
  const withSite = (part: ArticleScope, day?: number) =>
    scopedFacts(adb, part, false, day)
      .where('article.site_name', 'is not', null)
      .where('article.site_name', '<>', '');
  const count = sql<number>`COUNT(*)`;
  let rows: { siteName: string; count: number; negative: number }[];
  if (groupsByDay(adb, scope)) {
    // Each day's rows come out of org_hit_site_idx in site order (grouped without sorting); only
    // the days' partial counts (days × sites) are grouped again.
    const all = unionOfDays(scope, (part, day) =>
      withSite(part, day)
        .select([site.as('siteName'), count.as('n'), negativeSum.as('neg')])
        .groupBy(site),
    );
    const total = sql<number>`SUM(d.n)`;
    const negative = sql<number>`SUM(d.neg)`;
    const name = sql<string>`d."siteName"`;
    rows = await adb.db
      .selectFrom(all.as('d'))
      .select([name.as('siteName'), total.as('count'), negative.as('negative')])
      .groupBy(name)
      .orderBy(total, 'desc')
      .orderBy(negative, 'desc')
      .orderBy(adb.dialect.binaryText(name))
      .limit(options.size ?? 10)
      .execute();
  } else {
    rows = await withSite(scope)
      .select([site.as('siteName'), count.as('count'), negativeSum.as('negative')])
      .groupBy(site)
      .orderBy(count, 'desc')
      .orderBy(negativeSum, 'desc')
      .orderBy(adb.dialect.binaryText(site))
      .limit(options.size ?? 10)
      .execute();
  }
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
