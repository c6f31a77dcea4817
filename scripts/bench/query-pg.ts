/**
 * The bench database of bench:query and bench:plans on either engine: the cached SQLite file
 * under /tmp, or, with DATABASE_URL, a PostgreSQL database holding the same rows.
 */
import type { LogEvent } from 'kysely';
import { createDb } from '../../apps/server/src/db/create-db.js';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { dir } from './query-setup.js';

/** Opens the bench database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openBenchDb(log?: (event: LogEvent) => void): Database {
  return createDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dir,
    ...(log ? { log } : {}),
  });
}
