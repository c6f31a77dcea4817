import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * `org_hit_site_idx` (SQLite, 2026-11-30T0500) handed 全部专题's rows a day at a time in site
 * order so that the media ranking grouped them without sorting. The ranking now groups with the
 * `gl_groups` hash aggregate (analysis/hash-groups.ts) as fast without it (96.6 against 91.9 ms
 * at 1 M articles), so the index only cost every any-hit row a write. PostgreSQL never had it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS org_hit_site_idx`.execute(db);
  }
}
