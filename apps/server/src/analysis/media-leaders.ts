import { sql } from 'kysely';
import { hashGroups } from './hash-groups.js';
import type { TopGroups } from './hash-groups.js';
import { cellValues, readsStoredDays, splitDays } from './hit-cells.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { byCodePoint } from './table.js';
import type { Table } from './table.js';

export interface LeadersOptions {
  /** How many leaders; 10 by default. */
  size?: number;
}

/**
 * 媒体活跃度排行: the sites (site_name) with the most articles in the scope, with how many of
 * them are negative for the organisation; ties by negative count, then by name (code point).
 * Articles without a site name are left out. On PostgreSQL a rule's whole days add up their
 * stored counts per site (rule_hit_site_day) and only the part days at the range's ends group
 * their hits (storedSiteLeaders).
 */
export async function mediaLeaders(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: LeadersOptions = {},
): Promise<Table> {
  const size = options.size ?? 10;
  const rows = readsStoredDays(adb, scope)
    ? await storedSiteLeaders(adb, scope, size)
    : await groupedSiteLeaders(adb, scope, size);
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

interface SiteRow {
  siteName: string;
  count: number;
  negative: number;
}

/** The scope's sites grouped from its facts, the first `size` in ranking order. */
async function groupedSiteLeaders(
  adb: AnalysisDb,
  scope: ArticleScope,
  size: number | undefined,
): Promise<SiteRow[]> {
  const site = sql<string>`article.site_name`;
  const negative = sql<number>`CASE WHEN ${factColumns(scope).sentiment} = 'negative' THEN 1 ELSE 0 END`;
  const named = scopedFacts(adb, scope)
    .where('article.site_name', 'is not', null)
    .where('article.site_name', '<>', '');
  const order: TopGroups['order'] = [
    [1, 'desc'],
    [2, 'desc'],
    [0, 'asc'],
  ];
  const top = size === undefined ? undefined : { order, limit: size };
  const hashed = await hashGroups(adb, named, site, [[negative, 'sum']], top);
  const count = sql<number>`COUNT(*)`;
  const negatives = sql<number>`SUM(${negative})`;
  if (hashed) {
    return hashed.map(([siteName, n, neg]) => ({
      siteName: String(siteName),
      count: n,
      negative: neg ?? 0,
    }));
  }
  let grouped = named
    .select([site.as('siteName'), count.as('count'), negatives.as('negative')])
    .groupBy(site)
    .orderBy(count, 'desc')
    .orderBy(negatives, 'desc')
    .orderBy(adb.dialect.binaryText(site));
  if (size !== undefined) {
    grouped = grouped.limit(size);
  }
  return (await grouped.execute()).map((r) => ({
    siteName: String(r.siteName),
    count: Number(r.count),
    negative: Number(r.negative),
  }));
}

/**
 * One rule's sites on PostgreSQL (readsStoredDays): the whole days' stored counts per site
 * (rule_hit_site_day, ~21 K rows for a busy topic's 30 days against its 175 K hits) and every
 * site of the part days at the ends grouped from the hits, added up here and ranked.
 */
async function storedSiteLeaders(
  adb: AnalysisDb,
  scope: ArticleScope,
  size: number,
): Promise<SiteRow[]> {
  const { days, parts } = splitDays(scope);
  const { carriers, sentiments } = cellValues(scope);
  const stored = days.length
    ? adb.db
        .selectFrom('rule_hit_site_day')
        .select((eb) => [
          'site_name as siteName',
          eb.fn.sum<number>('n').as('count'),
          sql<number>`SUM(CASE WHEN sentiment = 'negative' THEN n ELSE 0 END)`.as('negative'),
        ])
        .where('day', 'in', days)
        .where('rule_id', '=', scope.ruleIds![0]!)
        .where('org_id', '=', scope.orgId)
        .where('carrier', 'in', carriers)
        .where('sentiment', 'in', sentiments)
        .groupBy('site_name')
        .execute()
    : Promise.resolve([]);
  const all = await Promise.all([
    stored,
    ...parts.map((p) => groupedSiteLeaders(adb, p, undefined)),
  ]);
  const sites = new Map<string, SiteRow>();
  for (const r of all.flat()) {
    const s = sites.get(r.siteName) ?? { siteName: r.siteName, count: 0, negative: 0 };
    s.count += Number(r.count);
    s.negative += Number(r.negative);
    sites.set(r.siteName, s);
  }
  return [...sites.values()]
    .filter((s) => s.count > 0)
    .sort(
      (a, b) => b.count - a.count || b.negative - a.negative || byCodePoint(a.siteName, b.siteName),
    )
    .slice(0, size);
}
