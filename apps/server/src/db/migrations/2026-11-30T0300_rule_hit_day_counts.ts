import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** A hit's Shanghai day number, as in the cell index (2026-11-30T0200) and hit-cells.ts. */
const DAY = '((publish_time + 28800000) / 86400000)';

/**
 * Per-rule day counts of the hits on PostgreSQL (analysis/hit-cells.ts): `rule_hit_day` holds,
 * per Shanghai day, rule, carrier and effective sentiment, how many hits the rule has, so a
 * rule's carrier, sentiment and trend counts add up one row per whole day instead of reading
 * every hit of it from the cell index (the range's part days still seek it). PostgreSQL spends
 * ~120 ns per index tuple read, so the cell seeks over a busy topic's 175 K hits of 30 days
 * took 32–63 ms there against 15–28 on SQLite. `rule_hit_region_day` holds the same counts per
 * map (`province`, `beijing`) and area bit of the hits' region masks, for the region maps
 * (grouping a busy topic's hits by mask took 170–250 ms p95 on PostgreSQL).
 *
 * A statement trigger on `rule_hit` keeps both in the transaction that changes hits,
 * whatever the writer (ingest, 修改情感 / 与我无关 writing the sentiment through, rule edits and
 * deletions): one grouped UPSERT over the statement's transition table, in key order so that
 * two writers lock the same rows in the same order. The day comes first, as in the cell index:
 * new hits, all of the last day or two, touch a few pages. Dropping a month's partition fires
 * no trigger: article-partitions.ts calls rule_hit_days_drop_before, which deletes the month's
 * days and recounts the day it shares with the next month.
 *
 * Not on SQLite: a row trigger there (an UPSERT per hit) cost bench:rules' 10,000-rule ingest
 * a quarter of its throughput (200–208 articles per CPU-second against 252–304), and SQLite's
 * cell seeks already count those 30 days in 15–28 ms.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await db.schema
    .createTable('rule_hit_day')
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_hit_day_pk', ['day', 'rule_id', 'carrier', 'sentiment'])
    .execute();
  await db.schema
    .createTable('rule_hit_region_day')
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('map', 'varchar(16)', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('bit', 'smallint', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_hit_region_day_pk', [
      'day',
      'rule_id',
      'map',
      'carrier',
      'sentiment',
      'bit',
    ])
    .execute();
  await sql.raw(dayUpsert(delta('rule_hit', 1))).execute(db);
  await sql.raw(regionUpsert(delta('rule_hit', 1))).execute(db);
  await triggers(db);
  // Retention (article-partitions.ts) drops a month's hits whole, which fires no trigger: the
  // days before `first_kept` go, and that day, which a month shares with the next, is counted
  // again from the hits left.
  const ofDay = `WHERE publish_time >= first_kept * 86400000 - 28800000
    AND publish_time < (first_kept + 1) * 86400000 - 28800000`;
  await sql
    .raw(
      `CREATE FUNCTION rule_hit_days_drop_before(first_kept bigint) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM rule_hit_day WHERE day <= first_kept;
      DELETE FROM rule_hit_region_day WHERE day <= first_kept;
      ${dayUpsert(delta('rule_hit', 1, ofDay))}
      ${regionUpsert(delta('rule_hit', 1, ofDay))}
    END $$`,
    )
    .execute(db);
}

/** Hit rows of `rows` (a transition table, or rule_hit itself) as deltas of `sign` each. */
export function delta(rows: 'new_rows' | 'old_rows' | 'rule_hit', sign: 1 | -1, where = '') {
  return `SELECT ${DAY} AS day, rule_id, carrier, sentiment, org_id, region_mask, district_mask,
    ${sign} AS n FROM ${rows} ${where}`;
}

/** Adds the deltas to rule_hit_day, grouped and in key order. */
export function dayUpsert(deltas: string) {
  return `INSERT INTO rule_hit_day AS d (day, rule_id, carrier, sentiment, org_id, n)
    SELECT day, rule_id, carrier, sentiment, MIN(org_id), SUM(n) FROM (${deltas}) x
    GROUP BY day, rule_id, carrier, sentiment HAVING SUM(n) <> 0
    ORDER BY day, rule_id, carrier, sentiment
    ON CONFLICT (day, rule_id, carrier, sentiment) DO UPDATE SET n = d.n + EXCLUDED.n;`;
}

/**
 * Adds the deltas to rule_hit_region_day, one row per set bit of the hit's masks: `province`
 * for region_mask, `beijing` for district_mask (bit i is PROVINCE_BITS[i] or
 * BEIJING_DISTRICT_BITS[i], nlp/region-bits.ts; the lists only grow, so every bit of a bigint
 * is looked at).
 */
export function regionUpsert(deltas: string) {
  return `INSERT INTO rule_hit_region_day AS d
      (day, rule_id, map, carrier, sentiment, bit, org_id, n)
    SELECT day, rule_id, map, carrier, sentiment, bit, MIN(org_id), SUM(n) FROM (
      SELECT x.day, x.rule_id, m.map, x.carrier, x.sentiment, b.bit, x.org_id, x.n
      FROM (${deltas}) x
      CROSS JOIN LATERAL (VALUES ('province', x.region_mask), ('beijing', x.district_mask))
        AS m (map, mask)
      CROSS JOIN generate_series(0, 62) AS b (bit)
      WHERE m.mask <> 0 AND (m.mask >> b.bit) & 1 = 1) y
    GROUP BY day, rule_id, map, carrier, sentiment, bit HAVING SUM(n) <> 0
    ORDER BY day, rule_id, map, carrier, sentiment, bit
    ON CONFLICT (day, rule_id, map, carrier, sentiment, bit) DO UPDATE SET n = d.n + EXCLUDED.n;`;
}

async function triggers(db: Kysely<any>): Promise<void> {
  const both = (deltas: string) => `${dayUpsert(deltas)}
        ${regionUpsert(deltas)}`;
  await sql
    .raw(
      `CREATE FUNCTION rule_hit_day_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${both(delta('new_rows', 1))}
      ELSIF TG_OP = 'DELETE' THEN
        ${both(delta('old_rows', -1))}
      ELSE
        ${both(`${delta('new_rows', 1)} UNION ALL ${delta('old_rows', -1)}`)}
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
