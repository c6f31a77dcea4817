import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** A hit's Shanghai day number; analysis/scope-facts.ts spells it the same way (HIT_DAY). */
const DAY = sql.raw('((publish_time + 28800000) / 86400000)');

/**
 * 全部专题 reads the organisations' any-hit rows (`org_hit`), which SQLite grouped by sorting
 * every row of the range (442 K over 30 days at 1 M articles: 378 ms for the carrier table,
 * 419 ms for the media ranking, 166–216 ms for the China map). Day-first indexes, as
 * `rule_hit_cell_idx` is for one rule:
 *   - `org_hit_cell_idx` (both engines): day, organisation, kind, carrier, effective sentiment,
 *     time — the carrier, sentiment and trend counts seek one range per (day part of a bucket,
 *     carrier, sentiment) (analysis/hit-cells.ts);
 *   - `org_hit_site_idx` and `org_hit_region_idx` (SQLite): day, organisation, kind, then site
 *     or province mask, carrier, sentiment — each day's rows come out in site or mask order, so
 *     the media ranking and the China map group a day without sorting (analysis/hit-cells.ts,
 *     unionOfDays). PostgreSQL hashes the groups and does not need them.
 * The table's key (time, article) ends every SQLite index entry, so each covers its reads. New
 * rows are all of the last day or two and land in one small region of each index: bench:rules'
 * 10,000-rule ingest did not measurably slow (alternated runs within their noise).
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
  await sql`CREATE INDEX org_hit_region_idx ON org_hit
    (${DAY}, org_id, kind, region_mask, carrier, sentiment)`.execute(db);
}
