import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { CN_OFFSET_MS, DAY_MS, HOUR_MS, STORED_CARRIER_CODES } from '@guanlan/shared';
import { bucketsOf } from './buckets.js';
import type { Granularity } from './buckets.js';
import { addCell, hourCells, isHourScope } from './hour-counts.js';
import type { CountCell } from './hour-counts.js';
import { HIT_DAY, anyHitKind, isHitScope } from './scope-facts.js';
import { SENTIMENT_ORDER } from './table.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/** Cells by bucket (hour or Shanghai day), or one cell per carrier and sentiment for the range. */
export type CellGranularity = Granularity | 'range';

/**
 * Ranges this many days long or longer are grouped instead: the seeks grow with the days (45 a
 * day with every carrier and sentiment), one grouped pass only with the hits.
 */
export const CELL_MAX_DAYS = 400;

/**
 * True when the scope's hits can be counted per carrier and sentiment by seeking a cell index:
 * one rule's hits (`rule_hit_cell_idx`) or the organisation's any-hit rows of a kind
 * (`org_hit_cell_idx`, 全部专题) — a hit scope (see isHitScope) with no condition on the article
 * itself — over less than CELL_MAX_DAYS, without a hot topic's clusters, which the indexes do
 * not hold.
 */
export function isCellScope(scope: ArticleScope): boolean {
  return (
    isHitScope(scope) &&
    scope.clusterIds === undefined &&
    scope.endTime - scope.startTime < CELL_MAX_DAYS * DAY_MS
  );
}

/** `(a, b, …)` rows of a VALUES list. */
function valuesOf(rows: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql`VALUES ${sql.join(rows.map((r) => sql`(${r})`))}`;
}

/** One seek range of the grid: a Shanghai day's part of a bucket, inclusive. */
interface Seek {
  bucket: number;
  day: number;
  lo: number;
  hi: number;
}

/** The scope's range cut at bucket and Shanghai day boundaries, each part with its bucket. */
function seeksOf(scope: ArticleScope, granularity: CellGranularity): Seek[] {
  const days = bucketsOf(scope, 'day');
  const parts: Seek[] = [];
  for (const [i, start] of days.entries()) {
    const lo = Math.max(start, scope.startTime);
    const hi = i + 1 < days.length ? days[i + 1]! - 1 : scope.endTime;
    const day = Math.floor((start + CN_OFFSET_MS) / DAY_MS);
    if (granularity !== 'hour') {
      parts.push({ bucket: granularity === 'day' ? start : scope.startTime, day, lo, hi });
      continue;
    }
    for (const h of bucketsOf({ startTime: lo, endTime: hi }, 'hour')) {
      parts.push({ bucket: h, day, lo: Math.max(h, lo), hi: Math.min(h + HOUR_MS - 1, hi) });
    }
  }
  return parts;
}

/** True when a seek covers its whole Shanghai day (then rule_hit_day has its counts). */
function isWholeDay(seek: Seek): boolean {
  const start = seek.day * DAY_MS - CN_OFFSET_MS;
  return seek.lo === start && seek.hi === start + DAY_MS - 1;
}

/** Seeks that cover their whole Shanghai day, and the others. */
function byWholeDay(seeks: readonly Seek[]): { whole: Seek[]; parts: Seek[] } {
  return { whole: seeks.filter(isWholeDay), parts: seeks.filter((b) => !isWholeDay(b)) };
}

/**
 * The carriers and effective sentiments a cell scope counts: its own, else every stored carrier
 * and the judged three (as scopedFacts leaves 与我无关 out).
 */
export function cellValues(scope: ArticleScope): {
  carriers: readonly string[];
  sentiments: readonly string[];
} {
  return {
    carriers: scope.carriers?.length ? scope.carriers : STORED_CARRIER_CODES,
    sentiments: scope.sentiments?.length ? scope.sentiments : SENTIMENT_ORDER,
  };
}

/**
 * True when a cell scope's whole days have stored counts to add up: one rule's hits on PostgreSQL,
 * whose per-rule day counts (rule_hit_day, rule_hit_region_day) a trigger keeps (migration 2026-11-30T0300).
 */
export function readsStoredDays(adb: AnalysisDb, scope: ArticleScope): boolean {
  return adb.dialect.engine === 'postgres' && scope.ruleIds?.length === 1 && isCellScope(scope);
}

/**
 * The scope's range as its whole Shanghai days (day numbers, see HIT_DAY) and the scopes of the
 * part days at its ends (none, one or two).
 */
export function splitDays(scope: ArticleScope): { days: number[]; parts: ArticleScope[] } {
  const { whole, parts } = byWholeDay(seeksOf(scope, 'range'));
  return {
    days: whole.map((b) => b.day),
    parts: parts.map((b) => ({ ...scope, startTime: b.lo, endTime: b.hi })),
  };
}

/**
 * The hits of a cell scope (isCellScope) per bucket, carrier and effective sentiment, without
 * grouping the range (`GROUP BY` made SQLite sort every hit of it: 70–80 % of a carrier table's
 * time over 175 K hits). On PostgreSQL a rule's whole Shanghai days add up their stored counts
 * (`rule_hit_day`, kept by a trigger on rule_hit: one row per day, carrier and sentiment); the
 * range's part days and hourly buckets, every day on SQLite (where a trigger per hit cost
 * ingest a quarter of its speed) and 全部专题's any-hit rows seek a cell index
 * (`rule_hit_cell_idx` or `org_hit_cell_idx`), ordered by Shanghai day, rule (organisation and
 * kind), carrier, effective sentiment and time: one seek per (day part of a bucket, carrier,
 * sentiment) reads each hit once and sorts nothing. The day comes first in both so that new hits, which are all of the
 * last day or two, go to one small region instead of a page per rule (ingest writes each
 * dirtied page to the WAL). The cells are the scope's carriers (every stored carrier when it
 * names none) by its sentiments (the judged three when it names none, as scopedFacts leaves
 * 与我无关 out); zero cells are left out.
 */
export async function hitCells(
  adb: AnalysisDb,
  scope: ArticleScope,
  granularity: CellGranularity,
): Promise<CountCell[]> {
  const { carriers, sentiments } = cellValues(scope);
  const seeks = seeksOf(scope, granularity);
  const { whole, parts } = readsStoredDays(adb, scope)
    ? byWholeDay(seeks)
    : { whole: [], parts: seeks };
  // Bounds and days are integers computed here, so they go in as literals: PostgreSQL then
  // types the VALUES columns as bigint without casts.
  const lits = (values: number[]) => sql`${sql.join(values.map((v) => sql.lit(v)))}`;
  const kind = anyHitKind(scope);
  // One rule's hits, or the organisation's any-hit rows of the kind (全部专题).
  const [table, key] =
    kind === undefined
      ? [sql.raw('rule_hit'), sql`h.rule_id = ${scope.ruleIds![0]!}`]
      : [sql.raw('org_hit'), sql`h.kind = ${kind}`];
  // One statement either way (a round trip each on PostgreSQL): the seeks, then the stored days.
  const ctes: RawBuilder<unknown>[] = [];
  const selects: RawBuilder<unknown>[] = [];
  if (parts.length) {
    ctes.push(
      sql`b (bucket, day, lo, hi) AS (${valuesOf(parts.map((b) => lits([b.bucket, b.day, b.lo, b.hi])))})`,
      sql`c (carrier) AS (${valuesOf(carriers.map((v) => sql`${v}`))})`,
      sql`s (sentiment) AS (${valuesOf(sentiments.map((v) => sql`${v}`))})`,
    );
    selects.push(sql`SELECT b.bucket, c.carrier, s.sentiment,
      (SELECT COUNT(*) FROM ${table} h WHERE ${HIT_DAY} = b.day AND h.org_id = ${scope.orgId}
        AND ${key}
        AND h.carrier = c.carrier AND h.sentiment = s.sentiment
        AND h.publish_time >= b.lo AND h.publish_time <= b.hi) AS n
      FROM b CROSS JOIN c CROSS JOIN s`);
  }
  if (whole.length) {
    // One index range of rule_hit_day per day (its key starts with day and rule).
    ctes.push(sql`w (bucket, day) AS (${valuesOf(whole.map((b) => lits([b.bucket, b.day])))})`);
    selects.push(sql`SELECT w.bucket, d.carrier, d.sentiment, d.n
      FROM w JOIN rule_hit_day d ON d.day = w.day AND d.rule_id = ${scope.ruleIds![0]!}
      WHERE d.org_id = ${scope.orgId} AND d.carrier IN (${sql.join(carriers)})
        AND d.sentiment IN (${sql.join(sentiments)})`);
  }
  const result = await sql<CellRow>`WITH ${sql.join(ctes)}
    ${sql.join(selects, sql` UNION ALL `)}`.execute(adb.db);
  const cells = new Map<string, CountCell>();
  for (const r of result.rows) {
    if (Number(r.n) > 0) {
      addCell(cells, Number(r.bucket), r.carrier, r.sentiment, Number(r.n));
    }
  }
  return [...cells.values()];
}

interface CellRow {
  bucket: number;
  carrier: string;
  sentiment: string;
  n: number;
}

/**
 * The scope's counts per bucket, carrier and effective sentiment when stored counts or indexes
 * answer them without reading every article: the hourly counts for all data (isHourScope; by
 * day for `range`), the cell indexes for one rule's hits and 全部专题's any-hit rows (isCellScope).
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
