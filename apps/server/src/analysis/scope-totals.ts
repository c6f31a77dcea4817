import { sql } from 'kysely';
import { monthBounds } from '../db/article-partitions.js';
import { effectiveSentiment, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { hourCounts, isHourScope } from './hour-counts.js';

/** 数据统计 of a scope: its articles, those published today, the negative ones, sites, newest crawl. */
export interface ScopeTotals {
  total: number;
  today: number;
  negative: number;
  sites: number;
  /**
   * Epoch ms of the newest crawl in the range; null when there is none. Over all data (an hour
   * scope) it is when the range's data last arrived, whatever the organisation judged of it.
   */
  latestCrawl: number | null;
}

/**
 * The scope's totals. An hour scope (all data: the 全量 panels) sums the hourly counts and
 * counts its sites one by one (sitesOf); any other scope is one pass over its articles.
 * `today` is the start of today (Shanghai).
 */
export async function scopeTotals(
  adb: AnalysisDb,
  scope: ArticleScope,
  today: number,
): Promise<ScopeTotals> {
  if (isHourScope(scope)) {
    const [{ cells, latestCrawl }, sites] = await Promise.all([
      // By day: the start of today is a Shanghai day's start.
      hourCounts(adb, scope, 'day'),
      sitesOf(adb, scope),
    ]);
    const sum = (keep: (c: (typeof cells)[number]) => boolean) =>
      cells.filter(keep).reduce((n, c) => n + c.n, 0);
    return {
      total: sum(() => true),
      today: sum((c) => c.bucket >= today),
      negative: sum((c) => c.sentiment === 'negative'),
      sites,
      latestCrawl,
    };
  }
  const row = await scopedArticles(adb, scope)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`SUM(CASE WHEN article.publish_time >= ${today} THEN 1 ELSE 0 END)`.as('today'),
      sql<number>`SUM(CASE WHEN ${effectiveSentiment} = 'negative' THEN 1 ELSE 0 END)`.as(
        'negative',
      ),
      sql<number>`COUNT(DISTINCT article.site_name)`.as('sites'),
      eb.fn.max('article.crawl_time').as('latest'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    today: Number(row.today ?? 0),
    negative: Number(row.negative ?? 0),
    sites: Number(row.sites),
    latestCrawl: row.latest === null ? null : Number(row.latest),
  };
}

/**
 * Sites with an article of the scope: each distinct site name is found by one step of the
 * (site_name, publish_time) index (a loose index scan, as a recursive query), then tested for
 * one article of the scope in the range, which stops at the first. Costs a few index probes per
 * site ever collected instead of a pass over every article of the range.
 *
 * On PostgreSQL `article` is partitioned by UTC month and each step probes the index of every
 * month (a Merge Append): bounds at the edges of the range's months keep the steps to those
 * months' indexes, and every row of those months passes them, so a step still stops at its
 * first entry. A site with articles in the range has them in those months. (On SQLite's one
 * index the same bounds would make a step walk every older row of a site: left out.)
 */
async function sitesOf(adb: AnalysisDb, scope: ArticleScope): Promise<number> {
  const found = scopedArticles(adb, scope)
    .select(sql`1`.as('one'))
    .where(sql<boolean>`article.site_name = site.name`)
    .limit(1);
  const months =
    adb.dialect.engine === 'postgres'
      ? sql` AND a.publish_time >= ${monthBounds(scope.startTime).from}
          AND a.publish_time < ${monthBounds(scope.endTime).to}`
      : sql``;
  const { rows } = await sql<{ n: number | string }>`WITH RECURSIVE site(name) AS (
      SELECT MIN(a.site_name) FROM article a WHERE a.site_name IS NOT NULL${months}
      UNION ALL
      SELECT (SELECT MIN(a.site_name) FROM article a WHERE a.site_name > site.name${months})
      FROM site WHERE site.name IS NOT NULL
    )
    SELECT COUNT(*) AS n FROM site WHERE site.name IS NOT NULL AND EXISTS ${found}`.execute(adb.db);
  return Number(rows[0]?.n ?? 0);
}
