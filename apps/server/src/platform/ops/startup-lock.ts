import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Engine } from '../../db/create-db.js';

/** Advisory lock key of first-start seeding (any constant shared by every process). */
const SEED_LOCK = 7_260_011;

/**
 * Runs first-start seeding (platform administrator, default sources, demo) while holding a
 * PostgreSQL advisory lock, so API processes starting together on one empty database seed it
 * once: the others wait, then find everything there. SQLite has one process: runs directly.
 */
export async function withStartupLock<T>(
  db: Kysely<DB>,
  engine: Engine,
  work: () => Promise<T>,
): Promise<T> {
  if (engine !== 'postgres') {
    return work();
  }
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}
