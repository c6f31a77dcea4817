import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

const CLUSTERED = '2026-11-30T0100_keyword_region_by_key';
const T = Date.UTC(2026, 10, 2);

describe('keywords and regions stored by their keys', () => {
  let testDb: TestDatabase | undefined;
  let pgDb: TestDatabase | undefined;
  afterAll(async () => {
    await testDb?.dispose();
    await pgDb?.dispose();
  });

  it('gives the keyword key the weight, for index-only reads (postgres)', async () => {
    pgDb = await createTestDatabase('postgres', { before: CLUSTERED });
    const db = pgDb.database.db;
    await sql`INSERT INTO article_keyword (article_id, word, weight, publish_time)
        VALUES (1, '舆情', 0.5, ${T}), (1, '监测', 0.25, ${T})`.execute(db);
    await migrateToLatest(db);

    const key = await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE conrelid = 'article_keyword'::regclass AND contype = 'p'`.execute(
      db,
    );
    expect(key.rows.map((r) => r.def)).toEqual([
      'PRIMARY KEY (article_id, word, publish_time) INCLUDE (weight)',
    ]);
    const rows = await db.selectFrom('article_keyword').select(['word', 'weight']).execute();
    expect(rows.map((r) => [r.word, r.weight]).sort()).toEqual([
      ['监测', 0.25],
      ['舆情', 0.5],
    ]);
    await sql`INSERT INTO article_keyword (article_id, word, weight, publish_time)
        VALUES (1, '舆情', 9, ${T}) ON CONFLICT DO NOTHING`.execute(db);
    const kept = await db
      .selectFrom('article_keyword')
      .select('weight')
      .where('word', '=', '舆情')
      .execute();
    expect(kept).toEqual([{ weight: 0.5 }]);
  });

  it('keeps every row, key and index when the tables are rebuilt (sqlite)', async () => {
    testDb = await createTestDatabase('sqlite', { before: CLUSTERED });
    const db = testDb.database.db;
    const schemaOf = async (table: string) =>
      (
        await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql
          FROM sqlite_schema WHERE tbl_name = ${table} ORDER BY type, name`.execute(db)
      ).rows;
    const indexesBefore = {
      article_keyword: (await schemaOf('article_keyword')).filter((r) => r.type === 'index'),
      article_region: (await schemaOf('article_region')).filter((r) => r.type === 'index'),
    };
    for (const id of [1, 2]) {
      await sql`INSERT INTO article_keyword (article_id, word, weight, publish_time)
          VALUES (${id}, '舆情', ${id / 2}, ${T}), (${id}, '监测', 0.25, ${T})`.execute(db);
      await sql`INSERT INTO article_region (article_id, code, level, is_publisher, publish_time)
          VALUES (${id}, '110000', 'province', 0, ${T}), (${id}, '110105', 'county', 1, ${T})`.execute(
        db,
      );
    }
    await migrateToLatest(db);

    const keywords = await db
      .selectFrom('article_keyword')
      .selectAll()
      .orderBy('article_id')
      .orderBy('word')
      .execute();
    expect(keywords.map((k) => [Number(k.article_id), k.word, k.weight])).toEqual([
      [1, '监测', 0.25],
      [1, '舆情', 0.5],
      [2, '监测', 0.25],
      [2, '舆情', 1],
    ]);
    const regions = await db
      .selectFrom('article_region')
      .select(['article_id', 'code', 'level', 'is_publisher'])
      .orderBy('article_id')
      .orderBy('code')
      .execute();
    expect(regions).toHaveLength(4);
    expect(regions[1]).toMatchObject({ code: '110105', level: 'county', is_publisher: 1 });

    for (const table of ['article_keyword', 'article_region'] as const) {
      const after = await schemaOf(table);
      expect(after.find((r) => r.type === 'table')!.sql).toMatch(/\)\s*WITHOUT ROWID$/);
      // The secondary indexes are there again, as they were; the key is the table itself now.
      expect(after.filter((r) => r.type === 'index' && r.sql).map((r) => r.sql)).toEqual(
        indexesBefore[table].filter((r) => r.sql).map((r) => r.sql),
      );
    }
    // The keys still hold: a second row for the same article and word is skipped.
    await sql`INSERT INTO article_keyword (article_id, word, weight, publish_time)
        VALUES (1, '舆情', 9, ${T}) ON CONFLICT DO NOTHING`.execute(db);
    const kept = await db
      .selectFrom('article_keyword')
      .select('weight')
      .where('article_id', '=', 1)
      .where('word', '=', '舆情')
      .execute();
    expect(kept).toEqual([{ weight: 0.5 }]);
    // The hot-words read of an article's keywords is one range of the table's own key.
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
        SELECT word, weight FROM article_keyword WHERE article_id = 1`.execute(db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/USING PRIMARY KEY \(article_id=\?\)/);
  });
});
