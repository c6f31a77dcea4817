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
  const negative = sql<number>`SUM(CASE WHEN ${factColumns(scope).sentiment} = 'negative' THEN 1 ELSE 0 END)`;
  /** The scope's (or one Shanghai day's: `day`) articles with a site name, counted per site. */
  const perSite = (part: ArticleScope, day?: number) =>
    scopedFacts(adb, part, false, day)
      .where('article.site_name', 'is not', null)
      .where('article.site_name', '<>', '')
      .select([site.as('siteName'), sql<number>`COUNT(*)`.as('n'), negative.as('neg')])
      .groupBy(site);
  // 全部专题 on SQLite counts a day at a time: each day's rows come out of org_hit_site_idx in
  // site order (grouped without sorting). The counts per site (and day) are added up and ranked.
  const counts = groupsByDay(adb, scope) ? unionOfDays(scope, perSite) : perSite(scope);
  const total = sql<number>`SUM(d.n)`;
  const negatives = sql<number>`SUM(d.neg)`;
  const name = sql<string>`d."siteName"`;
  const rows = await adb.db
    .selectFrom(counts.as('d'))
    .select([name.as('siteName'), total.as('count'), negatives.as('negative')])
    .groupBy(name)
    .orderBy(total, 'desc')
    .orderBy(negatives, 'desc')
    .orderBy(adb.dialect.binaryText(name))
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
