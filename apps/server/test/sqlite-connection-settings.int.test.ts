import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The page cache (PRAGMA cache_size, negative = KiB) of the connection the server opens. */
async function cacheSeen(env: Record<string, string>): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-sqlite-settings-'));
  dirs.push(dir);
  const config = loadConfig({ ...env, DATA_DIR: dir });
  const database = createDb(config);
  try {
    const { rows } = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(database.db);
    return rows[0]!.cache_size;
  } finally {
    await database.close();
  }
}

/**
 * Issue 18: SQLite's own 2 MB page cache made every write slice with many rule hits read back
 * and spill the pages it dirtied; the server's connection keeps 32 MB unless SQLITE_CACHE_MB
 * says otherwise.
 */
describe('connection settings (sqlite)', () => {
  it('give the connection a 32 MB page cache by default, and the size SQLITE_CACHE_MB says', async () => {
    expect(await cacheSeen({})).toBe(-32 * 1024);
    expect(await cacheSeen({ SQLITE_CACHE_MB: '128' })).toBe(-128 * 1024);
  });

  it('refuse a cache size that is not a positive whole number of MB, naming the variable', () => {
    for (const bad of ['0', '-5', '1.5', 'big']) {
      expect(() => loadConfig({ SQLITE_CACHE_MB: bad })).toThrow(/SQLITE_CACHE_MB/);
    }
  });
});
