import { sql } from 'kysely';
import { bucketExpr, bucketLabel, bucketsOf, granularityOf } from './buckets.js';
import type { Granularity } from './buckets.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import { countCells } from './hit-cells.js';
import { sentimentSum } from './sentiment-counts.js';
import { SENTIMENT_ORDER, isJudgedSentiment } from './table.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table, TableRow } from './table.js';

/** A trend table: one row per bucket, oldest first, with the resolution it was drawn at. */
export interface TrendTable extends Table {
  granularity: Granularity;
}

/** What a trend splits its counts by. */
export type TrendSplit = 'sentiment' | 'carrier' | 'none';

const SPLIT_SQL = {
  carrier: sql<string>`article.carrier`,
  none: sql<string>`'all'`,
};

/**
 * Article counts per Shanghai bucket and split value (`all` when unsplit) over the scope: the
 * stored counts or the cell index where they answer it (countCells), else one grouped query,
 * buckets by integer arithmetic in SQL (see bucketExpr). The sentiment split counts positive,
 * neutral and negative as conditional sums per bucket (see sentimentSum), so only the bucket is
 * sorted.
 */
export async function countPerBucket(
  adb: AnalysisDb,
  scope: ArticleScope,
  split: TrendSplit,
): Promise<{ granularity: Granularity; counts: Map<number, Map<string, number>> }> {
  const granularity = granularityOf(scope);
  const bucket = bucketExpr(granularity);
  const counts = new Map<number, Map<string, number>>();
  const cells = await countCells(adb, scope, granularity);
  if (cells) {
    for (const c of cells) {
      const k = split === 'sentiment' ? c.sentiment : split === 'carrier' ? c.carrier : 'all';
      if (split === 'sentiment' && !isJudgedSentiment(k)) {
        continue;
      }
      const perKey = counts.get(c.bucket) ?? new Map<string, number>();
      perKey.set(k, (perKey.get(k) ?? 0) + c.n);
      counts.set(c.bucket, perKey);
    }
    return { granularity, counts };
  }
  if (split === 'sentiment') {
    const rows = await scopedFacts(adb, scope)
      .select([
        bucket.as('bucket'),
        ...SENTIMENT_ORDER.map((s) => sentimentSum(s, factColumns(scope).sentiment).as(s)),
      ])
      .groupBy(bucket)
      .execute();
    for (const r of rows) {
      counts.set(Number(r.bucket), new Map(SENTIMENT_ORDER.map((s) => [s, Number(r[s] ?? 0)])));
    }
    return { granularity, counts };
  }
  const key = SPLIT_SQL[split];
  const rows = await scopedFacts(adb, scope)
    .select((eb) => [bucket.as('bucket'), key.as('k'), eb.fn.countAll<number>().as('n')])
    // PostgreSQL rejects a string constant in GROUP BY, so the unsplit trend groups by bucket only.
    .groupBy(split === 'none' ? [bucket] : [bucket, key])
    .execute();
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
