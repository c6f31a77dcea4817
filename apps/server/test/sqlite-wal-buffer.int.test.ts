import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '../src/db/create-db.js';
import type { Database } from '../src/db/create-db.js';
import { WAL_BUFFER_LIBRARY } from '../src/db/sqlite-wal-buffer.js';

const WORKLOAD = path.join(import.meta.dirname, 'fixtures', 'wal-workload.mjs');

interface WorkloadState {
  digest: string;
  items: number;
  integrity: string;
  mismatches?: number;
}

/** Runs the workload in a child process, with the WAL-buffer VFS or SQLite's own ('-'). */
function workload(dir: string, library: string, action: 'write' | 'crash' | 'read') {
  const child = spawnSync(process.execPath, [WORKLOAD, dir, library, action], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (action !== 'crash') {
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
  }
  return { state: JSON.parse(child.stdout) as WorkloadState, signal: child.signal };
}

/**
 * gl-walbuf (native/gl-walbuf.c) gathers a commit's WAL frames into one write. It must write the
 * very bytes SQLite would have, in time for every other connection and for a crash.
 */
describe('SQLite WAL frames gathered into one write (gl-walbuf)', () => {
  const dirs: string[] = [];
  let database: Database | undefined;
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-walbuf-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await database?.close();
    database = undefined;
    for (const dir of dirs.splice(0)) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is the server connection's VFS, and a transaction's frames go out in a few writes", async () => {
    database = createDb({ dataDir: tempDir() });
    const { db } = database;
    await sql`CREATE TABLE note (id INTEGER PRIMARY KEY, grp INTEGER, body TEXT)`.execute(db);
    await sql`CREATE INDEX note_grp ON note (grp, body)`.execute(db);
    const stats = async () => {
      const row = (await sql`PRAGMA glwalbuf`.execute(db)).rows[0] as Record<string, string>;
      return JSON.parse(Object.values(row)[0]!) as { gathered: number; writes: number };
    };
    const before = await stats();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 500; i += 1) {
        await sql`INSERT INTO note (grp, body) VALUES (${i % 37}, ${'观'.repeat(200)})`.execute(
          trx,
        );
      }
    });
    const after = await stats();
    const gathered = after.gathered - before.gathered;
    const writes = after.writes - before.writes;
    // Two writes per frame (header and page) for well over 100 pages, in ~a write per 30 frames.
    expect(gathered).toBeGreaterThan(200);
    expect(writes).toBeGreaterThan(0);
    expect(writes * 10).toBeLessThan(gathered);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM note`.execute(db);
    expect(count.rows[0]!.n).toBe(500);
  });

  it("writes the database SQLite's own VFS writes, seen by other connections at each commit", () => {
    const buffered = workload(tempDir(), WAL_BUFFER_LIBRARY, 'write').state;
    const plain = workload(tempDir(), '-', 'write').state;
    expect(buffered.integrity).toBe('ok');
    expect(buffered.mismatches).toBe(0);
    expect(buffered.items).toBeGreaterThan(1000);
    expect(buffered).toEqual(plain);
  });

  it('keeps every committed transaction when the process is killed after its last commit', () => {
    const dir = tempDir();
    const crashed = workload(dir, WAL_BUFFER_LIBRARY, 'crash');
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.state.mismatches).toBe(0);
    // Opened afresh with SQLite's own VFS, which recovers the WAL frame by frame.
    const reopened = workload(dir, '-', 'read').state;
    expect(reopened).toEqual({
      digest: crashed.state.digest,
      items: crashed.state.items,
      integrity: 'ok',
    });
  });
});
