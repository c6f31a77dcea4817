import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/create-db.js';
import { dialectFor } from '../db/dialect.js';
import { hasSqliteGroups } from '../db/sqlite-groups.js';
import { analysisSuite, everyAnalysis } from './analysis-suite.fixture.js';
import type { AnalysisDb } from './scope.js';
import { mulberry32 } from '@guanlan/shared';

// gl_groups (native/gl-groups.c) is SQLite's only: PostgreSQL hashes its groups itself.
describe('gl_groups, the SQLite hash aggregate', () => {
  const s = analysisSuite('sqlite');
  let plain: Database;
  let plainAdb: AnalysisDb;

  beforeAll(() => {
    // A second connection to the same file, without the extension: the GROUP BY path.
    plain = createDb({ dataDir: s.t.testDb.dataDir, sqliteGroups: false });
    plainAdb = { db: plain.db, dialect: dialectFor('sqlite') };
  });
  afterAll(() => plain.close());

  it('is loaded on the server connection, and not where it is turned off', () => {
    expect(hasSqliteGroups(s.adb.db)).toBe(true);
    expect(hasSqliteGroups(plain.db)).toBe(false);
  });

  it('answers every analysis and list exactly as GROUP BY does', async () => {
    const scopes = [
      s.scopeA(),
      s.scopeA({ ruleIds: [s.c.rules.A1] }),
      s.scopeA({ ruleIds: [s.c.rules.A1, s.c.rules.A2], allOfKind: 'special' }),
      s.scopeA({ ruleIds: [s.c.rules.A1], sentiments: ['negative', 'neutral'] }),
      s.scopeA({ orgId: s.c.orgB, ruleIds: [s.c.rules.B1] }),
    ];
    for (const scope of scopes) {
      const hashed = await everyAnalysis(s.adb, scope);
      expect(hashed).toEqual(await everyAnalysis(plainAdb, scope));
      expect(hashed.mediaLeaders!.rows.length).toBeGreaterThan(0);
    }
  });

  it('groups, aggregates and ranks generated rows as GROUP BY ... ORDER BY ... LIMIT does', async () => {
    const db = s.t.db;
    await sql`CREATE TEMP TABLE g (k TEXT, n INTEGER, e INTEGER, f INTEGER)`.execute(db);
    const next = mulberry32(18);
    // Names that tie, differ only in case or length, carry quotes, backslashes, control
    // characters and Chinese; NULL keys (left out) and NULL values (ignored).
    const names = ['人民网', '新华网', 'a"b', 'a\\b', 'line\nbreak', 'A', 'a', 'ab', '', '𠮷野家'];
    const rows = Array.from({ length: 5000 }, () => ({
      k:
        next() < 0.03
          ? null
          : `${names[Math.floor(next() * names.length)]}${Math.floor(next() * 40)}`,
      n: Math.floor(next() * 7) - 2,
      e: next() < 0.2 ? null : Math.floor(next() * 1e12),
      f: next() < 0.5 ? null : Math.floor(next() * 100),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      const part = rows.slice(i, i + 200);
      await sql`INSERT INTO g (k, n, e, f) VALUES ${sql.join(
        part.map((r) => sql`(${r.k}, ${r.n}, ${r.e}, ${r.f})`),
      )}`.execute(db);
    }
    const grouped = await sql<{
      k: string;
      c: number;
      s: number | null;
      lo: number | null;
      hi: number | null;
    }>`
      SELECT k, COUNT(*) AS c, SUM(n) AS s, MIN(e) AS lo, MAX(f) AS hi FROM g
      WHERE k IS NOT NULL GROUP BY k ORDER BY s DESC, hi ASC, c DESC, k LIMIT 25`.execute(db);
    const hashed = await sql<{ j: string }>`
      SELECT gl_groups('smM:2d4a1d0a:25', k, n, e, f) AS j FROM g`.execute(db);
    const top = JSON.parse(hashed.rows[0]!.j) as unknown[][];
    expect(top).toEqual(grouped.rows.map((r) => [r.k, r.c, r.s, r.lo, r.hi]));
    expect(top).toHaveLength(25);
    // Without an order and limit: every group, in no particular order.
    const all = await sql<{ j: string }>`SELECT gl_groups('s', k, n) AS j FROM g`.execute(db);
    const every = await sql<{ k: string; c: number; s: number }>`
      SELECT k, COUNT(*) AS c, SUM(n) AS s FROM g WHERE k IS NOT NULL GROUP BY k`.execute(db);
    const sorted = (list: unknown[][]) =>
      [...list].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(sorted(JSON.parse(all.rows[0]!.j) as unknown[][])).toEqual(
      sorted(every.rows.map((r) => [r.k, r.c, r.s])),
    );
    // Integer keys come back as numbers and order before text; no rows give an empty array.
    const mixed = await sql<{ j: string }>`SELECT gl_groups(':0a:9', k) AS j FROM
      (SELECT 7 AS k UNION ALL SELECT 'x' UNION ALL SELECT -3 UNION ALL SELECT 7)`.execute(db);
    expect(JSON.parse(mixed.rows[0]!.j)).toEqual([
      [-3, 1],
      [7, 2],
      ['x', 1],
    ]);
    const none = await sql<{ j: string }>`SELECT gl_groups('s', k, n) AS j FROM g WHERE 0`.execute(
      db,
    );
    expect(JSON.parse(none.rows[0]!.j)).toEqual([]);
    await expect(sql`SELECT gl_groups('q', k, n) FROM g`.execute(db)).rejects.toThrow(/bad spec/);
  });
});
