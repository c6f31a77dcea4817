import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isDatabaseUnavailable } from '../src/db/create-db.js';
import type { Database } from '../src/db/create-db.js';
import { ENGINES, PG_URL, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

const onPostgres = ENGINES.includes('postgres') ? describe : describe.skip;

async function endBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

/**
 * A connection the database ends while our code holds it (a transaction between statements, a
 * job's query waiting on a lock): the client emits `'error'` while checked out, where the pool
 * does not listen. Unhandled, that error ended the whole process.
 */
onPostgres('PostgreSQL connections ended while in use', () => {
  let t: TestDatabase;
  let database: Database;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    database = createDb({
      databaseUrl: t.databaseUrl,
      dataDir: t.dataDir,
      onPoolError: (message) => logged.push(message),
    });
  });

  afterAll(async () => {
    await database.close();
    await t.dispose();
  });

  it('reports the lost connection, fails only its own statement, and serves the next query', async () => {
    const failure = await database.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn);
      await endBackend(rows[0]!.pid);
      // The socket closes shortly after the backend ends; the held client learns it then.
      for (let i = 0; i < 50 && logged.length === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
      }
      return sql`SELECT 1`.execute(conn).then(
        () => undefined,
        (err: unknown) => err,
      );
    });

    expect(logged.some((line) => line.startsWith('数据库连接中断'))).toBe(true);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
