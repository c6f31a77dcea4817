import { sql } from 'kysely';
import { bucketExpr, bucketLabel, bucketsOf, granularityOf } from './buckets.js';
import type { Granularity } from './buckets.js';
import { effectiveSentiment, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table, TableRow } from './table.js';

/** A trend table: one row per bucket, oldest first, with the resolution it was drawn at. */
export interface TrendTable extends Table {
  granularity: Granularity;
}

/** What a trend splits its counts by. */
export type TrendSplit = 'sentiment' | 'carrier' | 'none';

const SPLIT_SQL = {
  sentiment: effectiveSentiment,
  carrier: sql<string>`article.carrier`,
  none: sql<string>`'all'`,
};

/**
 * Article counts per Shanghai bucket and split value (`all` when unsplit) over the scope:
 * one grouped query, buckets by integer arithmetic in SQL (see bucketExpr).
 */
export async function countPerBucket(
  adb: AnalysisDb,
  scope: ArticleScope,
  split: TrendSplit,
): Promise<{ granularity: Granularity; counts: Map<number, Map<string, number>> }> {
  const granularity = granularityOf(scope);
  const bucket = bucketExpr(granularity);
  const key = SPLIT_SQL[split];
  const rows = await scopedArticles(adb, scope)
    .select((eb) => [bucket.as('bucket'), key.as('k'), eb.fn.countAll<number>().as('n')])
    // PostgreSQL rejects a string constant in GROUP BY, so the unsplit trend groups by bucket only.
    .groupBy(split === 'none' ? [bucket] : [bucket, key])
    .execute();
  const counts = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const perKey = counts.get(Number(r.bucket)) ?? new Map<string, number>();
    perKey.set(r.k, Number(r.n));
    counts.set(Number(r.bucket), perKey);
  }
  return { granularity, counts };
}

/**
 * Zero-filled rows, one per bucket of the range: `time` (label), `timestamp` (bucket start,
 * epoch ms) and one count per key.
 */
export function trendRows(
  scope: ArticleScope,
  granularity: Granularity,
  counts: Map<number, Map<string, number>>,
  keys: readonly string[],
): TableRow[] {
  return bucketsOf(scope, granularity).map((t) => {
    const row: TableRow = { time: bucketLabel(t, granularity), timestamp: t };
    for (const k of keys) {
      row[k] = counts.get(t)?.get(k) ?? 0;
    }
    return row;
  });
}
