import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** The tables whose covering indexes the analyses read index-only (重点监测, hit facts). */
const TABLES = ['article', 'rule_hit'];

/**
 * PostgreSQL answers an index-only scan from the index alone only for pages the visibility map
 * marks all-visible, and the planner costs it by that share (pg_class.relallvisible). Fresh
 * articles stay not-all-visible until a vacuum: by default the insert-driven autovacuum waits
 * for 20 % new rows (200 K at 1 M articles), and meanwhile 重点监测 counted through a parallel
 * walk of the time index and the heap (5–8× SQLite) instead of `article_site_facts_idx`. A
 * vacuum after every 1 % of new rows keeps the map current; its cost is a pass over the new
 * pages. A partitioned table takes the settings on each of its leaf partitions. SQLite: nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  for (const table of TABLES) {
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c
      WHERE c.relkind = 'r' AND (c.oid = ${table}::regclass
        OR c.oid IN (SELECT relid FROM pg_partition_tree(${table}::regclass) WHERE isleaf))`.execute(
      db,
    );
    for (const { name } of rows) {
      await sql`ALTER TABLE ${sql.id(name)} SET (
        autovacuum_vacuum_insert_scale_factor = 0.01,
        autovacuum_vacuum_insert_threshold = 2000,
        autovacuum_analyze_scale_factor = 0.02
      )`.execute(db);
    }
  }
}
