import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db.js';
import type { Database } from './create-db.js';

const dirs: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) {
    await d.close();
  }
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function open(checkpointThread: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-wal-'));
  dirs.push(dataDir);
  const database = createDb({ dataDir, checkpointThread });
  opened.push(database);
  await sql`CREATE TABLE blob_row (x BLOB)`.execute(database.db);
  return { database, file: path.join(dataDir, 'guanlan.sqlite') };
}

/** Waits until `file` has grown past `bytes` (true) or `ms` passed (false). */
async function grows(file: string, bytes: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (fs.statSync(file).size >= bytes) {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('SQLite checkpoints on their own thread', () => {
  it('copies committed pages into the database file without a commit doing it', async () => {
    const { database, file } = await open(true);
    const before = fs.statSync(file).size;
    // 2 MB: under the 1,000-page WAL that makes a commit checkpoint by itself.
    await sql`INSERT INTO blob_row VALUES (randomblob(2000000))`.execute(database.db);
    expect(await grows(file, before + 2_000_000, 5000)).toBe(true);
  });

  it('leaves the pages in the WAL when no thread checkpoints (the commit did not)', async () => {
    const { database, file } = await open(false);
    const before = fs.statSync(file).size;
    await sql`INSERT INTO blob_row VALUES (randomblob(2000000))`.execute(database.db);
    expect(await grows(file, before + 2_000_000, 1500)).toBe(false);
  });

  it('closes with everything in the database file and no WAL left', async () => {
    const { database, file } = await open(true);
    await sql`INSERT INTO blob_row VALUES (randomblob(500000))`.execute(database.db);
    await database.close();
    opened.splice(opened.indexOf(database), 1);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(fs.statSync(file).size).toBeGreaterThan(500_000);
  });
});
