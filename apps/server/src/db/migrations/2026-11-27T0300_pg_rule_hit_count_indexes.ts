import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * PostgreSQL: two narrow indexes of a rule's hits for the list pages (analysis/article-list.ts).
 * The page's total walks `rule_hit_count_idx` — (rule, time) and the three columns a list's
 * scope tests — index-only instead of the wide `rule_hit_scope_idx` (eleven INCLUDE columns,
 * each deformed per tuple); the page's cluster sizes probe `rule_hit_cluster_idx` — (rule,
 * cluster, time) — once per cluster on the page instead of walking the range again. SQLite:
 * nothing (its covering walk of the hit range is already ~2× cheaper per row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`CREATE INDEX rule_hit_count_idx ON rule_hit (rule_id, publish_time)
    INCLUDE (org_id, carrier, sentiment)`.execute(db);
  await sql`CREATE INDEX rule_hit_cluster_idx ON rule_hit (rule_id, cluster_key, publish_time)
    INCLUDE (org_id, carrier, sentiment)`.execute(db);
  await sql`ANALYZE rule_hit`.execute(db);
}
