import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';

/**
 * max_parallel_workers_per_gather and enable_partitionwise_aggregate as the server's connections
 * see them, for an environment.
 */
async function settingsSeen(env: Record<string, string>): Promise<string[]> {
  const t = await createTestDatabase('postgres');
  const config = loadConfig({ ...env, DATABASE_URL: t.databaseUrl! });
  const database = createDb({ ...config, dataDir: t.dataDir, onPoolError: () => undefined });
  try {
    // Three statements at once: three connections of the pool, each set when it opened.
    const seen = await Promise.all(
      [1, 2, 3].map(() =>
        sql<{
          w: string;
          p: string;
        }>`SELECT current_setting('max_parallel_workers_per_gather') AS w,
            current_setting('enable_partitionwise_aggregate') AS p, pg_sleep(0.05)`.execute(
          database.db,
        ),
      ),
    );
    return seen.map((r) => `${r.rows[0]!.w} ${r.rows[0]!.p}`);
  } finally {
    await database.close();
    await t.dispose();
  }
}

/**
 * The analyses run without PostgreSQL's parallel workers unless DATABASE_PARALLEL_WORKERS says
 * otherwise (issue 18: on 2 cores a Gather cost the lists and leaders two to four times their time),
 * and with partitionwise aggregation, which groups a topic's hits month by month.
 */
describe.runIf(ENGINES.includes('postgres'))('connection settings (postgres)', () => {
  it('turn parallel workers off on every connection by default, as DATABASE_PARALLEL_WORKERS says', async () => {
    expect(await settingsSeen({})).toEqual(['0 on', '0 on', '0 on']);
    expect(await settingsSeen({ DATABASE_PARALLEL_WORKERS: '2' })).toEqual([
      '2 on',
      '2 on',
      '2 on',
    ]);
  });
});
