import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The planner's cost of one `tsvector @@ tsquery` test (pg_catalog.ts_match_vq), in units of
 * cpu_operator_cost. PostgreSQL ships it at 1, as if the test were an integer comparison; on a
 * stored article it first detoasts the article's tsvector (several kilobytes out of line, about
 * four buffer reads). So where a 30-day range covers only part of a month's partition, the
 * planner walked that part of the time index and tested every article's vector (27,747 rows,
 * 110 K buffers, 130 ms at 1 M articles) instead of intersecting the full-text index with the
 * time index (BitmapAnd: 12 ms). At 100 it picks the intersection.
 */
export const FTS_MATCH_COST = 100;

/** The planner's current cost of ts_match_vq in this database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- called with the migrations' loosely typed handle
export async function ftsMatchCost(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ procost: number }>`SELECT procost FROM pg_proc
    WHERE oid = 'pg_catalog.ts_match_vq(tsvector, tsquery)'::regprocedure`.execute(db);
  return Number(rows[0]?.procost ?? 0);
}

/**
 * Sets FTS_MATCH_COST on ts_match_vq when it is lower (PostgreSQL; the setting belongs to the
 * database). Run at every start, not as a migration: a database restored from `pg_dump` into a
 * new cluster keeps its migration log but not changes to built-in functions. Needs the role that
 * owns the function (the superuser); another role keeps the built-in cost, and false says so.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- called with the migrations' loosely typed handle
export async function costFtsMatch(db: Kysely<any>): Promise<boolean> {
  if ((await ftsMatchCost(db)) >= FTS_MATCH_COST) {
    return true;
  }
  try {
    await sql`ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery)
      COST ${sql.lit(FTS_MATCH_COST)}`.execute(db);
    return true;
  } catch {
    // Not the owner, or another process of the deployment set it at the same moment.
    return false;
  }
}
