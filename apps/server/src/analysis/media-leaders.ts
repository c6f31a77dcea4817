import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { hashGroups } from './hash-groups.js';
import { groupsByDay, unionOfDays } from './hit-cells.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { FactsQuery } from './scope-facts.js';
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
  const named = (part: ArticleScope, day?: number) =>
    scopedFacts(adb, part, false, day)
      .where('article.site_name', 'is not', null)
      .where('article.site_name', '<>', '');
  const hashed = await hashGroups(adb, named(scope), site, [[negative, 'sum']], {
    order: [
      [1, 'desc'],
      [2, 'desc'],
      [0, 'asc'],
    ],
    limit: size,
  });
  const rows =
    hashed?.map(([siteName, count, neg]) => ({ siteName, count, negative: neg })) ??
    (await groupedBySite(adb, scope, named, site, negative, size));
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

/**
 * The ranking by GROUP BY (PostgreSQL, or SQLite without gl_groups). 全部专题 on SQLite counts a
 * day at a time: each day's rows come out of org_hit_site_idx in site order (grouped without
 * sorting). The counts per site (and day) are added up and ranked.
 */
async function groupedBySite(
  adb: AnalysisDb,
  scope: ArticleScope,
  named: (part: ArticleScope, day?: number) => FactsQuery,
  site: RawBuilder<string>,
  negative: RawBuilder<number>,
  size: number,
) {
  const perSite = (part: ArticleScope, day?: number) =>
    named(part, day)
      .select([
        site.as('siteName'),
        sql<number>`COUNT(*)`.as('n'),
        sql<number>`SUM(${negative})`.as('neg'),
      ])
      .groupBy(site);
  const counts = groupsByDay(adb, scope) ? unionOfDays(scope, perSite) : perSite(scope);
  const total = sql<number>`SUM(d.n)`;
  const negatives = sql<number>`SUM(d.neg)`;
  const name = sql<string>`d."siteName"`;
  return adb.db
    .selectFrom(counts.as('d'))
    .select([name.as('siteName'), total.as('count'), negatives.as('negative')])
    .groupBy(name)
    .orderBy(total, 'desc')
    .orderBy(negatives, 'desc')
    .orderBy(adb.dialect.binaryText(name))
    .limit(size)
    .execute();
}
