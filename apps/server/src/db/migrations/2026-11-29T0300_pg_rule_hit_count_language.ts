import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * PostgreSQL: the narrow index of a rule's hits (`rule_hit_count_idx`, 2026-11-27T0300) also
 * INCLUDEs the language, so 语种分布 of a set counts its hit range index-only from it, as the
 * sentiment distribution does, instead of from the wide `rule_hit_scope_idx` (twelve INCLUDE
 * columns deformed per hit): 58–81 → 25–26 ms for a 多语种 set of 175 K hits at 1 M articles
 * (the build took 2.9 s there). The index is rebuilt; the heap is untouched, so no vacuum.
 * SQLite: nothing (its hits are one covering table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`DROP INDEX IF EXISTS rule_hit_count_idx`.execute(db);
  await sql`CREATE INDEX rule_hit_count_idx ON rule_hit (rule_id, publish_time)
    INCLUDE (org_id, carrier, sentiment, language)`.execute(db);
}
