import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { articleList } from '../src/analysis/index.js';
import { dialectFor } from '../src/db/dialect.js';
import { costFtsMatch, FTS_MATCH_COST, ftsMatchCost } from '../src/db/fts-match-cost.js';
import { createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

/**
 * A keyword search over the shared pool (云搜索, 全部文章) reads each full-text match's facts
 * from the covering `article_facts_idx`, not its wide row by rowid (migration 2026-11-28T0100:
 * 「经济」 over 1 M articles 350 → 135 ms). The planner only takes the index while it covers
 * every column the search tests, the provenance column included.
 */
describe('keyword search plan (sqlite)', () => {
  let t: TestDatabase;
  const queries: CompiledQuery[] = [];
  beforeAll(async () => {
    t = await createTestDatabase('sqlite', {
      log: (event) => {
        queries.push(event.query);
      },
    });
  });
  afterAll(() => t.dispose());

  it('walks the matches on the covering facts index', async () => {
    queries.length = 0;
    const now = Date.now();
    const adb = { db: t.database.db, dialect: dialectFor('sqlite') };
    await articleList(adb, {
      orgId: 1,
      startTime: now - 30 * 86_400_000,
      endTime: now,
      keyword: '经济',
    });
    const search = queries.find((q) => q.sql.includes('article_fts MATCH'));
    expect(search).toBeDefined();
    const plan = await t.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${search!.sql}`, [...search!.parameters]),
    );
    const details = plan.rows.map((r) => r.detail);
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH article USING COVERING INDEX article_facts_idx \(id=\?/),
    );
    expect(details.filter((d) => d.startsWith('SEARCH article USING INTEGER PRIMARY KEY'))).toEqual(
      [],
    );
  });
});

/**
 * PostgreSQL costs the full-text test as if it were an integer comparison, so over the part of a
 * month's partition a 30-day range covers it walked the time index and detoasted every article's
 * vector (「经济」 at 1 M articles: 263 → 131 ms once costed). A new database starts from the
 * template's built-in cost; the migration step sets it, in that database only.
 */
describe('full-text match cost (postgres)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t.dispose());

  const cost = () => ftsMatchCost(t.database.db);

  it('is set by the migration step, and set again after a reset', async () => {
    expect(await cost()).toBe(FTS_MATCH_COST);
    await sql`ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 1`.execute(
      t.database.db,
    );
    expect(await cost()).toBe(1);
    expect(await costFtsMatch(t.database.db)).toBe(true);
    expect(await cost()).toBe(FTS_MATCH_COST);
  });
});
