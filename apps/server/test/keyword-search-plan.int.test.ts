import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { articleList } from '../src/analysis/index.js';
import { dialectFor } from '../src/db/dialect.js';
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
