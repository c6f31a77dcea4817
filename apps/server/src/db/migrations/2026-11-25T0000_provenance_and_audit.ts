import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Data provenance and audit look-ups.
 * - `article.owner_org_id`: an article that came through an organisation's own source or ingest
 *   key belongs to that organisation alone (null = the shared pool of platform sources and
 *   platform keys).
 * - `api_key.is_platform`: keys of the platform administrator feed the shared pool.
 * - `audit_log (user_name, created_at)`: failed logins per name (names that do not exist lock
 *   like real ones).
 * - The demo organisation's root is no longer the platform administrator (a separate account is
 *   created at start, see seed-platform-admin.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('article').addColumn('owner_org_id', 'integer').execute();
  await db.schema
    .alterTable('api_key')
    .addColumn('is_platform', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('audit_log_user_time_idx')
    .on('audit_log')
    .columns(['user_name', 'created_at'])
    .execute();
  await sql`UPDATE account SET is_platform_admin = 0
    WHERE org_id IN (SELECT id FROM organisation WHERE is_demo = 1)`.execute(db);
}
