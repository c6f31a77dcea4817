import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * The cell indexes of the hit facts (analysis/hit-cells.ts): a rule's hits (`rule_hit`) and an
 * organisation's any-hit rows of a kind (`org_hit`) ordered by carrier, effective sentiment and
 * time, so the carrier, sentiment and trend counts of a scope seek one range per (bucket,
 * carrier, sentiment) instead of grouping the scope's whole range (SQLite sorted every hit of
 * it for `GROUP BY`). Judgements rewrite `sentiment`, so the index follows them. The rule's
 * organisation is the last column (SQLite) or INCLUDEd (PostgreSQL), so the seeks read the
 * index alone; on SQLite the tables are WITHOUT ROWID and each entry also holds the key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX rule_hit_cell_idx ON rule_hit (rule_id, carrier, sentiment, publish_time)
      INCLUDE (org_id)`.execute(db);
    await sql`CREATE INDEX org_hit_cell_idx ON org_hit (org_id, kind, carrier, sentiment,
      publish_time)`.execute(db);
    await sql`ANALYZE rule_hit`.execute(db);
    await sql`ANALYZE org_hit`.execute(db);
    return;
  }
  await sql`CREATE INDEX rule_hit_cell_idx ON rule_hit (rule_id, carrier, sentiment, publish_time,
    org_id)`.execute(db);
  await sql`CREATE INDEX org_hit_cell_idx ON org_hit (org_id, kind, carrier, sentiment,
    publish_time)`.execute(db);
}
