import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** A hit's Shanghai day number; analysis/hit-cells.ts spells it the same way (HIT_DAY). */
const DAY = sql.raw('((publish_time + 28800000) / 86400000)');

/**
 * The cell index of a rule's hits (analysis/hit-cells.ts): `rule_hit` ordered by Shanghai day,
 * rule, carrier, effective sentiment and time, so the carrier, sentiment and trend counts of a
 * rule's scope seek one range per (day part of a bucket, carrier, sentiment) instead of grouping
 * the scope's whole range (SQLite sorted every hit of it for `GROUP BY`). The day comes first so
 * that ingest, whose new hits are of the last day or two, dirties a few pages of the index
 * rather than one page per rule. Judgements rewrite `sentiment`, so the index follows them. The
 * rule's organisation is in the index (last on SQLite, INCLUDEd on PostgreSQL), so the seeks
 * read the index alone. `org_hit` (全部专题) has no such index: bench:rules' ingest with 10,000
 * rules lost about a tenth of its throughput to it, against a few per cent for this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX rule_hit_cell_idx ON rule_hit
      (${DAY}, rule_id, carrier, sentiment, publish_time) INCLUDE (org_id)`.execute(db);
    await sql`ANALYZE rule_hit`.execute(db);
    return;
  }
  await sql`CREATE INDEX rule_hit_cell_idx ON rule_hit
    (${DAY}, rule_id, carrier, sentiment, publish_time, org_id)`.execute(db);
}
