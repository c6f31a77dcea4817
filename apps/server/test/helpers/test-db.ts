import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { createDb } from '../../src/db/create-db.js';
import type { Database, Engine } from '../../src/db/create-db.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations/index.js';

/** The local PostgreSQL every integration suite also runs on (required, never skipped). */
export const PG_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Engines the integration suites run on; GUANLAN_TEST_ENGINES=sqlite narrows it locally. */
export const ENGINES: Engine[] = (process.env.GUANLAN_TEST_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((e) => e.trim() as Engine);

export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: a temporary SQLite file, or a new PostgreSQL database. `before`
 * (a migration's name) stops short of it and every later one, for a test of that migration on
 * rows the older schema held.
 */
export async function createTestDatabase(
  engine: Engine,
  opts: { log?: (event: LogEvent) => void; before?: string } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-test-'));
  let databaseUrl: string | undefined;
  let dropDb = async () => {};
  if (engine === 'postgres') {
    const name = `guanlan_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      // A closed pool ends its connections without waiting for them to go; FORCE on a
      // connection still saying goodbye surfaces as an uncaught 57P01 in the suite.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(rows[0]?.n ?? 0) === 0) {
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = createDb({ databaseUrl, dataDir, ...(opts.log ? { log: opts.log } : {}) });
  if (opts.before === undefined) {
    await migrateToLatest(database.db);
  } else {
    const before = opts.before;
    const older = Object.fromEntries(Object.entries(MIGRATIONS).filter(([n]) => n < before));
    const { error } = await new Migrator({
      db: database.db,
      provider: { getMigrations: () => Promise.resolve(older) },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    if (error) {
      throw error instanceof Error ? error : new Error('migration failed', { cause: error });
    }
  }
  return {
    database,
    dataDir,
    databaseUrl,
    async dispose() {
      await database.close();
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
