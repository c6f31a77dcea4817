import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** A hit's Shanghai day number, as in the cell index (2026-11-30T0200) and hit-cells.ts. */
const DAY = '((publish_time + 28800000) / 86400000)';

/**
 * Per-rule day counts of the hits (analysis/hit-cells.ts): `rule_hit_day` holds, per Shanghai
 * day, rule, carrier and effective sentiment, how many hits the rule has, so a rule's carrier,
 * sentiment and trend counts add up one row per whole day instead of seeking every hit of it
 * (the cell index still counts the range's part days). The day comes first for the same reason
 * as in the cell index: new hits, all of the last day or two, touch a few pages.
 *
 * Triggers on `rule_hit` keep the counts in the transaction that changes a hit, whatever the
 * writer (ingest, 修改情感 / 与我无关 writing the sentiment through, rule edits and deletions,
 * retention on SQLite): rows only counted, never trusted to be written by each caller. SQLite
 * runs a row trigger (an UPSERT per hit); PostgreSQL a statement trigger over the transition
 * tables, one grouped UPSERT per statement, in key order so that two writers lock the same
 * rows in the same order. Dropping a month's partition fires no trigger: article-partitions.ts
 * deletes the month's days and recounts the day it shares with the next month.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema
    .createTable('rule_hit_day')
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_hit_day_pk', ['day', 'rule_id', 'carrier', 'sentiment']);
  if (!pg) {
    table = table.modifyEnd(sql`WITHOUT ROWID`);
  }
  await table.execute();
  await sql`INSERT INTO rule_hit_day (day, rule_id, carrier, sentiment, org_id, n)
    SELECT ${sql.raw(DAY)}, rule_id, carrier, sentiment, MIN(org_id), COUNT(*)
    FROM rule_hit GROUP BY ${sql.raw(DAY)}, rule_id, carrier, sentiment`.execute(db);
  if (pg) {
    await pgTriggers(db);
  } else {
    await sqliteTriggers(db);
  }
}

/** `n` changes by `delta` for the hit row `row` (NEW or OLD) on SQLite. */
function sqliteAdd(row: 'NEW' | 'OLD', delta: 1 | -1) {
  return sql.raw(`INSERT INTO rule_hit_day (day, rule_id, carrier, sentiment, org_id, n)
    VALUES ((${row}.publish_time + 28800000) / 86400000, ${row}.rule_id, ${row}.carrier,
      ${row}.sentiment, ${row}.org_id, ${delta})
    ON CONFLICT (day, rule_id, carrier, sentiment) DO UPDATE SET n = n + ${delta};`);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`CREATE TRIGGER rule_hit_day_insert AFTER INSERT ON rule_hit
    BEGIN ${sqliteAdd('NEW', 1)} END`.execute(db);
  await sql`CREATE TRIGGER rule_hit_day_delete AFTER DELETE ON rule_hit
    BEGIN ${sqliteAdd('OLD', -1)} END`.execute(db);
  await sql`CREATE TRIGGER rule_hit_day_update
    AFTER UPDATE OF publish_time, rule_id, carrier, sentiment ON rule_hit
    WHEN OLD.sentiment IS NOT NEW.sentiment OR OLD.carrier IS NOT NEW.carrier
      OR OLD.rule_id IS NOT NEW.rule_id OR OLD.publish_time IS NOT NEW.publish_time
    BEGIN ${sqliteAdd('OLD', -1)} ${sqliteAdd('NEW', 1)} END`.execute(db);
}

/** The grouped day counts of a transition table, each multiplied by `sign`. */
function pgDelta(rows: 'new_rows' | 'old_rows', sign: 1 | -1) {
  return `SELECT ${DAY} AS day, rule_id, carrier, sentiment, org_id, ${sign} AS n FROM ${rows}`;
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const upsert = (deltas: string) => `INSERT INTO rule_hit_day AS d
      (day, rule_id, carrier, sentiment, org_id, n)
      SELECT day, rule_id, carrier, sentiment, MIN(org_id), SUM(n) FROM (${deltas}) x
      GROUP BY day, rule_id, carrier, sentiment HAVING SUM(n) <> 0
      ORDER BY day, rule_id, carrier, sentiment
      ON CONFLICT (day, rule_id, carrier, sentiment) DO UPDATE SET n = d.n + EXCLUDED.n;`;
  await sql
    .raw(
      `CREATE FUNCTION rule_hit_day_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${upsert(pgDelta('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN
        ${upsert(pgDelta('old_rows', -1))}
      ELSE
        ${upsert(`${pgDelta('new_rows', 1)} UNION ALL ${pgDelta('old_rows', -1)}`)}
      END IF;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER rule_hit_day_insert AFTER INSERT ON rule_hit
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION rule_hit_day_apply()`.execute(db);
  await sql`CREATE TRIGGER rule_hit_day_delete AFTER DELETE ON rule_hit
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION rule_hit_day_apply()`.execute(db);
  await sql`CREATE TRIGGER rule_hit_day_update AFTER UPDATE ON rule_hit
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION rule_hit_day_apply()`.execute(db);
}
