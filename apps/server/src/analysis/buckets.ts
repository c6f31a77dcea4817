import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { CN_OFFSET_MS, DAY_MS, HOUR_MS, formatCn } from '@guanlan/shared';
import type { ArticleScope } from './scope.js';

/** Trend resolution: hourly for short ranges, daily otherwise. */
export type Granularity = 'hour' | 'day';

/** Ranges up to this long are drawn by the hour (issue 4: ≤ 3 days). */
export const HOURLY_MAX_RANGE_MS = 3 * DAY_MS;

/** Hours for a range of at most three days, days beyond that. */
export function granularityOf(scope: Pick<ArticleScope, 'startTime' | 'endTime'>): Granularity {
  return scope.endTime - scope.startTime <= HOURLY_MAX_RANGE_MS ? 'hour' : 'day';
}

function sizeOf(granularity: Granularity): number {
  return granularity === 'hour' ? HOUR_MS : DAY_MS;
}

/**
 * The Shanghai bucket start of `article.publish_time`, `(t + 8h) / size * size - 8h`, in
 * integer arithmetic that SQLite and PostgreSQL (bigint / integer) evaluate the same way. The
 * constants are literals, not parameters, so PostgreSQL matches the SELECT and GROUP BY copies.
 * Integer division truncates, which equals floor for every time after 1970-01-01. `time` is
 * `article.publish_time` unless another column is given (article_hour.hour).
 */
export function bucketExpr(
  granularity: Granularity,
  time: RawBuilder<number> = sql<number>`article.publish_time`,
): RawBuilder<number> {
  const size = sql.lit(sizeOf(granularity));
  const offset = sql.lit(CN_OFFSET_MS);
  return sql<number>`((${time} + ${offset}) / ${size}) * ${size} - ${offset}`;
}

/** The same bucket start computed in JavaScript. */
export function bucketStart(ms: number, granularity: Granularity): number {
  const size = sizeOf(granularity);
  return Math.floor((ms + CN_OFFSET_MS) / size) * size - CN_OFFSET_MS;
}

/** Every bucket start from the one holding `startTime` to the one holding `endTime`. */
export function bucketsOf(
  scope: Pick<ArticleScope, 'startTime' | 'endTime'>,
  granularity: Granularity,
): number[] {
  const size = sizeOf(granularity);
  const out: number[] = [];
  for (let t = bucketStart(scope.startTime, granularity); t <= scope.endTime; t += size) {
    out.push(t);
  }
  return out;
}

/** `2026-11-01 09:00` for hours, `2026-11-01` for days (Shanghai time). */
export function bucketLabel(ms: number, granularity: Granularity): string {
  return granularity === 'hour' ? formatCn(ms).slice(0, 16) : formatCn(ms, false);
}
