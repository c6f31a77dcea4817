import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { CARRIER_CODES, CHAT_CARRIER } from '@guanlan/shared';
import { bucketsOf } from './buckets.js';
import type { Granularity } from './buckets.js';
import { hourCells, isHourScope } from './hour-counts.js';
import type { CountCell } from './hour-counts.js';
import { anyHitKind, isHitScope } from './scope-facts.js';
import { SENTIMENT_ORDER } from './table.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/** Cells by bucket (hour or Shanghai day), or one cell per carrier and sentiment for the range. */
export type CellGranularity = Granularity | 'range';

/** Every carrier a stored article can have (the analyser maps anything else to `other`). */
const STORED_CARRIERS: readonly string[] = [...CARRIER_CODES, CHAT_CARRIER];

/**
 * True when the scope's hits can be counted per carrier and sentiment by seeking the cell
 * indexes (`rule_hit_cell_idx`, `org_hit_cell_idx`): a hit scope (isHitScope) without a hot
 * topic's clusters, which those indexes do not hold.
 */
export function isCellScope(scope: ArticleScope): boolean {
  return isHitScope(scope) && scope.clusterIds === undefined;
}

/** `(a, b, …)` rows of a VALUES list. */
function valuesOf(rows: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql`VALUES ${sql.join(rows.map((r) => sql`(${r})`))}`;
}

/**
 * The hits of a cell scope (isCellScope) per bucket, carrier and effective sentiment, counted by
 * one index seek per cell instead of grouping the range: `GROUP BY` made SQLite sort every hit
 * of the range (70–80 % of a carrier table's time over 175 K hits), and a seek per (bucket,
 * carrier, sentiment) of the cell index, which is ordered by exactly those and the time, reads
 * each hit once and sorts nothing. Buckets are clipped to the scope's range; the cells are the
 * scope's carriers (every stored carrier when it names none) by its sentiments (the judged
 * three when it names none, as scopedFacts leaves 与我无关 out). Zero cells are left out.
 */
export async function hitCells(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: CellGranularity,
): Promise<CountCell[]> {
  const buckets =
    granularity === 'range'
      ? [{ bucket: scope.startTime, lo: scope.startTime, hi: scope.endTime }]
      : bucketsOf(scope, granularity).map((start, i, all) => ({
          bucket: start,
          lo: Math.max(start, scope.startTime),
          hi: i + 1 < all.length ? all[i + 1]! - 1 : scope.endTime,
        }));
  const carriers = scope.carriers?.length ? scope.carriers : STORED_CARRIERS;
  const sentiments = scope.sentiments?.length ? scope.sentiments : SENTIMENT_ORDER;
  const kind = anyHitKind(scope);
  const owner =
    kind === undefined
      ? sql`FROM rule_hit h WHERE h.rule_id = ${scope.ruleIds![0]!}`
      : sql`FROM org_hit h WHERE h.kind = ${kind}`;
  // Bucket bounds are integers computed here, so they go in as literals: PostgreSQL then types
  // the VALUES columns as bigint without casts.
  const bucketRows = buckets.map(
    (b) => sql`${sql.join([b.bucket, b.lo, b.hi].map((v) => sql.lit(v)))}`,
  );
  const result = await sql<{ bucket: number; carrier: string; sentiment: string; n: number }>`
    WITH b (bucket, lo, hi) AS (${valuesOf(bucketRows)}),
      c (carrier) AS (${valuesOf(carriers.map((v) => sql`${v}`))}),
      s (sentiment) AS (${valuesOf(sentiments.map((v) => sql`${v}`))})
    SELECT b.bucket, c.carrier, s.sentiment,
      (SELECT COUNT(*) ${owner} AND h.org_id = ${scope.orgId} AND h.carrier = c.carrier
        AND h.sentiment = s.sentiment AND h.publish_time >= b.lo AND h.publish_time <= b.hi) AS n
    FROM b CROSS JOIN c CROSS JOIN s`.execute(adb.db);
  return result.rows
    .map((r) => ({
      bucket: Number(r.bucket),
      carrier: r.carrier,
      sentiment: r.sentiment,
      n: Number(r.n),
    }))
    .filter((c) => c.n > 0);
}

/**
 * The scope's counts per bucket, carrier and effective sentiment when stored counts or indexes
 * answer them without reading every article: the hourly counts for all data (isHourScope; by
 * day for `range`), the cell indexes for one rule's or one kind's hits (isCellScope).
 * Undefined for any other scope, which groups its articles instead.
 */
export async function countCells(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: CellGranularity,
): Promise<CountCell[] | undefined> {
  if (isHourScope(scope)) {
    return hourCells(adb, scope, granularity === 'range' ? 'day' : granularity);
  }
  if (isCellScope(scope)) {
    return hitCells(adb, scope, granularity);
  }
  return undefined;
}
