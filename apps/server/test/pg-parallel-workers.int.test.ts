import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';

/** max_parallel_workers_per_gather as the server's connections see it, for an environment. */
async function workersSeen(env: Record<string, string>): Promise<string[]> {
  const t = await createTestDatabase('postgres');
  const config = loadConfig({ ...env, DATABASE_URL: t.databaseUrl! });
  const database = createDb({ ...config, dataDir: t.dataDir, onPoolError: () => undefined });
  try {
    // Three statements at once: three connections of the pool, each set when it opened.
    const seen = await Promise.all(
      [1, 2, 3].map(() =>
        sql<{ w: string }>`SELECT current_setting('max_parallel_workers_per_gather') AS w,
            pg_sleep(0.05)`.execute(database.db),
      ),
    );
    return seen.map((r) => r.rows[0]!.w);
  } finally {
    await database.close();
    await t.dispose();
  }
}

/**
 * The analyses run without PostgreSQL's parallel workers unless DATABASE_PARALLEL_WORKERS says
 * otherwise (issue 18: on 2 cores a Gather cost the lists and leaders two to four times their time).
 */
describe.runIf(ENGINES.includes('postgres'))('parallel workers per query (postgres)', () => {
  it('are off on every connection by default, and follow DATABASE_PARALLEL_WORKERS', async () => {
    expect(await workersSeen({})).toEqual(['0', '0', '0']);
    expect(await workersSeen({ DATABASE_PARALLEL_WORKERS: '2' })).toEqual(['2', '2', '2']);
  });
});
