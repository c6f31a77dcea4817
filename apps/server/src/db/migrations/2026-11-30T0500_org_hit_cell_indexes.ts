import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** A hit's Shanghai day number; analysis/scope-facts.ts spells it the same way (HIT_DAY). */
const DAY = sql.raw('((publish_time + 28800000) / 86400000)');

/**
 * 全部专题 reads the organisations' any-hit rows (`org_hit`), which SQLite grouped by sorting
 * every row of the range (442 K over 30 days at 1 M articles: 378 ms for the carrier table,
 * 419 ms for the media ranking). Day-first indexes, as `rule_hit_cell_idx` is for one rule:
 *   - `org_hit_cell_idx` (both engines): day, organisation, kind, carrier, effective sentiment,
 *     time — the carrier, sentiment and trend counts seek one range per (day part of a bucket,
 *     carrier, sentiment) (analysis/hit-cells.ts);
 *   - `org_hit_site_idx` (SQLite): day, organisation, kind, site, carrier, sentiment — each
 *     day's rows come out in site order, so the media ranking groups a day without sorting
 *     (analysis/hit-cells.ts, unionOfDays). PostgreSQL hashes the groups and does not need it.
 * The table's key (time, article) ends every SQLite index entry, so each covers its reads. New
 * rows are all of the last day or two and land in one small region of each index. bench:rules'
 * 10,000-rule ingest (~20 any-hit rows an article) with these two, 15 runs alternated with the
 * old schema: medians 298 / 293 articles per CPU-second. With a third, for the China map's
 * masks, 11 pairs read 273 / 296: left out (a day at a time without it saved only ~10 %).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX org_hit_cell_idx ON org_hit
    (${DAY}, org_id, kind, carrier, sentiment, publish_time)`.execute(db);
  if (isPostgres(db)) {
    await sql`ANALYZE org_hit`.execute(db);
    return;
  }
  await sql`CREATE INDEX org_hit_site_idx ON org_hit
    (${DAY}, org_id, kind, site_name, carrier, sentiment)`.execute(db);
}
