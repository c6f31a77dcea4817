import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { createTestDatabase, ENGINES } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

/**
 * Every API and worker process migrates at start. On an up-to-date database that is one read
 * of the migration log: the migrator's catalog read (every column of every table) raced with
 * another process's retention dropping a month's partitions, and the starting process failed
 * with `relation "public.org_hit_p202001" does not exist` (the multi-process test, once).
 */
describe.each(ENGINES)('migrating at start (%s)', (engine) => {
  let t: TestDatabase;
  const statements: string[] = [];
  let logging = false;
  beforeAll(async () => {
    t = await createTestDatabase(engine, {
      log: (e) => {
        if (logging) {
          statements.push(e.query.sql);
        }
      },
    });
  });
  afterAll(() => t.dispose());

  it('reads only the migration log when nothing is pending', async () => {
    logging = true;
    const applied = await migrateToLatest(t.database.db);
    logging = false;
    expect(applied).toEqual([]);
    const migrationStatements = statements.filter((q) => !/ts_match_vq/.test(q));
    expect(migrationStatements).toEqual(['SELECT name FROM kysely_migration']);
  });

  it('runs a migration that is not recorded, and only that one', async () => {
    const name = Object.keys(MIGRATIONS).at(-1)!;
    // The newest migration forgotten and stood in for: the migrator runs it, and only it.
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(t.database.db);
    statements.length = 0;
    const down = MIGRATIONS[name]!;
    const probe = { ran: false };
    MIGRATIONS[name] = {
      up: () => {
        probe.ran = true;
        return Promise.resolve();
      },
    };
    try {
      expect(await migrateToLatest(t.database.db)).toEqual([name]);
      expect(probe.ran).toBe(true);
    } finally {
      MIGRATIONS[name] = down;
    }
  });
});
