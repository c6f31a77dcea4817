import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { CHAT_CARRIER, HOUR_MS } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import { bucketExpr } from './buckets.js';
import type { Granularity } from './buckets.js';
import { readsFactsOnly } from './scope-facts.js';
import { effectiveSentiment, scopedArticles, visibleTo } from './scope.js';
import { SENTIMENT_ORDER } from './table.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/** Articles of a scope in one bucket (hour or Shanghai day start) with a carrier and sentiment. */
export interface CountCell {
  bucket: number;
  carrier: string;
  /** The organisation's effective sentiment. */
  sentiment: string;
  n: number;
}

/**
 * True when the hourly counts (article_hour) answer the scope's counts: all data (no rule, no
 * cluster) with no condition beyond time, carriers, sentiments and the filter boxes' sites and
 * authors (their articles are found by index and taken out). The whole-organisation screen's 全量
 * panels and the data centre's charts without a search are such scopes; a filter box's word
 * needs every article's text, so it takes the article path.
 */
export function isHourScope(scope: ArticleScope): boolean {
  const words = scope.exclude?.words;
  return (
    scope.ruleIds === undefined &&
    scope.clusterIds === undefined &&
    readsFactsOnly({ ...scope, exclude: words ? { words } : {} })
  );
}

/** [from, to): the whole UTC hours inside the scope's inclusive range (from ≥ to: none). */
export function wholeHours(scope: Pick<ArticleScope, 'startTime' | 'endTime'>) {
  return {
    from: Math.ceil(scope.startTime / HOUR_MS) * HOUR_MS,
    to: Math.floor((scope.endTime + 1) / HOUR_MS) * HOUR_MS,
  };
}

/** The edges of the range outside its whole hours, as inclusive sub-ranges (none when empty). */
export function edgeRanges(scope: ArticleScope): { startTime: number; endTime: number }[] {
  const { from, to } = wholeHours(scope);
  if (from >= to) {
    return [{ startTime: scope.startTime, endTime: scope.endTime }];
  }
  return [
    { startTime: scope.startTime, endTime: from - 1 },
    { startTime: to, endTime: scope.endTime },
  ].filter((r) => r.startTime <= r.endTime);
}

type Carried =
  | ExpressionBuilder<DB, 'article'>
  | ExpressionBuilder<DB, 'article_hour'>
  | ExpressionBuilder<DB, 'org_judged_hour'>;

/** What the scope asks of the carrier: no chat messages unless asked for, its carrier list. */
function carrierConditions(
  eb: Carried,
  column: 'article.carrier' | 'article_hour.carrier' | 'org_judged_hour.carrier',
  scope: ArticleScope,
): Expression<SqlBool>[] {
  const b = eb as ExpressionBuilder<DB, 'article'>;
  const ref = column as 'article.carrier';
  const conds: Expression<SqlBool>[] = [];
  if (!scope.chats && !scope.carriers?.includes(CHAT_CARRIER)) {
    conds.push(b(ref, '!=', CHAT_CARRIER));
  }
  if (scope.carriers?.length) {
    conds.push(b(ref, 'in', scope.carriers));
  }
  return conds;
}

function key(bucket: number, carrier: string, sentiment: string): string {
  return `${bucket}\u0000${carrier}\u0000${sentiment}`;
}

/** Adds `n` articles to the cell (bucket, carrier, sentiment) of `cells`, keyed by all three. */
export function addCell(
  cells: Map<string, CountCell>,
  bucket: number,
  carrier: string,
  sentiment: string,
  n: number,
): void {
  const k = key(bucket, carrier, sentiment);
  const cell = cells.get(k);
  if (cell) {
    cell.n += n;
  } else {
    cells.set(k, { bucket, carrier, sentiment, n });
  }
}

/** An hour scope's cells (see hourCounts) and the newest crawl time of its range. */
export interface HourCounts {
  cells: CountCell[];
  /**
   * From the hours' rows (every collected article of those hours, whatever the organisation
   * judged) and the part hours' articles of the scope; null when the range has none.
   */
  latestCrawl: number | null;
}

/**
 * The articles of an hour scope (isHourScope) per bucket, carrier and effective sentiment, as
 * the article path would count them, without reading every article of the range:
 *   - the whole hours of the range: the hourly counts of the shared pool and the organisation's
 *     own articles, corrected by the organisation's judgements in those hours (org_judged_hour:
 *     each judged article moves from its model sentiment to the judged one, or out as 与我无关);
 *   - the part hours at either end: counted from the articles themselves.
 * Only the sentiments the scope asks for are kept (every one but `irrelevant` by default).
 */
export async function hourCounts(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: Granularity,
): Promise<HourCounts> {
  const { db } = adb;
  let latestCrawl: number | null = null;
  const seen = (latest: unknown) => {
    if (latest !== null && latest !== undefined) {
      latestCrawl = Math.max(latestCrawl ?? 0, Number(latest));
    }
  };
  const { from, to } = wholeHours(scope);
  const counts = new Map<string, CountCell>();
  const add = (bucket: number, carrier: string, sentiment: string, n: number) =>
    addCell(counts, bucket, carrier, sentiment, n);
  const bucket = bucketExpr(granularity);
  const edges = edgeRanges(scope).map((range) =>
    scopedArticles(adb, { ...scope, ...range })
      .select((eb) => [
        bucket.as('bucket'),
        'article.carrier',
        effectiveSentiment.as('sentiment'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.max('article.crawl_time').as('latest'),
      ])
      .groupBy([bucket, 'article.carrier', effectiveSentiment])
      .execute(),
  );
  // Awaited together with the hours' queries: one failing query must not leave the others'
  // rejections unobserved.
  const edgesDone = Promise.all(edges);
  if (from < to) {
    const hourBucket = bucketExpr(granularity, sql<number>`article_hour.hour`);
    const stored = db
      .selectFrom('article_hour')
      .select((eb) => [
        hourBucket.as('bucket'),
        'article_hour.carrier',
        'article_hour.sentiment',
        eb.fn.sum<number>('article_hour.n').as('n'),
        eb.fn.max('article_hour.latest_crawl').as('latest'),
      ])
      .where('article_hour.hour', '>=', from)
      .where('article_hour.hour', '<', to)
      .where('article_hour.owner_org_id', 'in', [0, scope.orgId])
      .where((eb) => eb.and(carrierConditions(eb, 'article_hour.carrier', scope)))
      .groupBy([hourBucket, 'article_hour.carrier', 'article_hour.sentiment'])
      .execute();
    const judgedBucket = bucketExpr(granularity, sql<number>`org_judged_hour.hour`);
    const judged = db
      .selectFrom('org_judged_hour')
      .select((eb) => [
        judgedBucket.as('bucket'),
        'org_judged_hour.carrier',
        'org_judged_hour.model',
        'org_judged_hour.judged',
        eb.fn.sum<number>('org_judged_hour.n').as('n'),
      ])
      .where('org_judged_hour.org_id', '=', scope.orgId)
      .where('org_judged_hour.hour', '>=', from)
      .where('org_judged_hour.hour', '<', to)
      .where((eb) => eb.and(carrierConditions(eb, 'org_judged_hour.carrier', scope)))
      .groupBy([
        judgedBucket,
        'org_judged_hour.carrier',
        'org_judged_hour.model',
        'org_judged_hour.judged',
      ])
      .execute();
    const [storedRows, judgedRows, excludedRows] = await Promise.all([
      stored,
      judged,
      excludedCells(adb, scope, granularity, from, to),
      edgesDone,
    ]);
    for (const r of storedRows) {
      add(Number(r.bucket), r.carrier, r.sentiment, Number(r.n));
      seen(r.latest);
    }
    for (const r of judgedRows) {
      add(Number(r.bucket), r.carrier, r.model, -Number(r.n));
      add(Number(r.bucket), r.carrier, r.judged, Number(r.n));
    }
    for (const r of excludedRows) {
      add(Number(r.bucket), r.carrier, r.sentiment, -Number(r.n));
    }
  }
  const edgeRows = await edgesDone;
  const wanted = new Set<string>(scope.sentiments?.length ? scope.sentiments : SENTIMENT_ORDER);
  for (const k of [...counts.keys()]) {
    const cell = counts.get(k)!;
    if (!wanted.has(cell.sentiment) || cell.n <= 0) {
      counts.delete(k);
    }
  }
  // The ends were counted with the scope's own sentiment condition.
  for (const rows of edgeRows) {
    for (const r of rows) {
      add(Number(r.bucket), r.carrier, r.sentiment, Number(r.n));
      seen(r.latest);
    }
  }
  return { cells: [...counts.values()], latestCrawl };
}

/** The cells of hourCounts alone. */
export async function hourCells(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: Granularity,
): Promise<CountCell[]> {
  return (await hourCounts(adb, scope, granularity)).cells;
}

/**
 * The articles of the whole hours [from, to) that the filter boxes keep out (their sites or
 * authors), per bucket, carrier and effective sentiment: found through the site and author
 * indexes, and taken out of the hourly counts.
 */
async function excludedCells(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: Granularity,
  from: number,
  to: number,
) {
  const sites = scope.exclude?.sites ?? [];
  const authors = scope.exclude?.authors ?? [];
  if (sites.length === 0 && authors.length === 0) {
    return [];
  }
  const bucket = bucketExpr(granularity);
  return adb.db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', scope.orgId),
    )
    .select((eb) => [
      bucket.as('bucket'),
      'article.carrier',
      effectiveSentiment.as('sentiment'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('article.publish_time', '>=', from)
    .where('article.publish_time', '<', to)
    .where((eb) =>
      eb.and([
        visibleTo(eb, scope.orgId),
        ...carrierConditions(eb, 'article.carrier', scope),
        eb.or([
          ...(sites.length ? [eb('article.site_name', 'in', sites)] : []),
          ...(authors.length ? [eb('article.author_name', 'in', authors)] : []),
        ]),
      ]),
    )
    .groupBy([bucket, 'article.carrier', effectiveSentiment])
    .execute();
}
