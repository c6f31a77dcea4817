import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

const LANGUAGE = '2026-11-29T0200_hit_facts_language';
// In the current month: its partitions exist from the start (the migrations create the current
// and the coming months), so the rows written around the writer land in a month, not `_default`.
const NOW = new Date();
const T = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1, 12);

describe.each(ENGINES)('the language in stored hit facts (%s)', (engine) => {
  let testDb: TestDatabase | undefined;
  afterAll(() => testDb?.dispose());

  it('fills the language of hits stored before it from their articles', async () => {
    testDb = await createTestDatabase(engine, { before: LANGUAGE });
    const db = testDb.database.db;

    // A Chinese and an English article with a hit and an any-hit row each, as the old writer
    // left them (no language).
    const ids: number[] = [];
    for (const [i, language] of ['zh', 'en'].entries()) {
      const row = await sql<{ id: number }>`INSERT INTO article (url, url_hash, title, content,
          summary, carrier, language, publish_time, crawl_time, sentiment, sentiment_score,
          simhash, keywords, entities)
        VALUES (${`https://a.example.cn/${i}`}, ${`h${i}`}, '标题', '正文', '摘要', 'news',
          ${language}, ${T}, ${T}, 'neutral', 0, '0', '[]', '{}') RETURNING id`.execute(db);
      const id = Number(row.rows[0]!.id);
      ids.push(id);
      await sql`INSERT INTO rule_hit (rule_id, article_id, org_id, publish_time, carrier,
          sentiment, cluster_key) VALUES (7, ${id}, 1, ${T}, 'news', 'neutral', ${id})`.execute(db);
      await sql`INSERT INTO org_hit (org_id, kind, publish_time, article_id, carrier, sentiment,
          cluster_key) VALUES (1, 'special', ${T}, ${id}, 'news', 'neutral', ${id})`.execute(db);
    }
    await migrateToLatest(db);

    for (const table of ['rule_hit', 'org_hit'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['article_id', 'language'])
        .orderBy('article_id')
        .execute();
      expect(rows.map((r) => [Number(r.article_id), r.language])).toEqual([
        [ids[0], 'zh'],
        [ids[1], 'en'],
      ]);
    }
    if (engine === 'postgres') {
      // A set's range of hits (the wide and the narrow index) and the any-hit key still answer
      // index-only, the language too (2026-11-29T0300: 语种分布 from the narrow one), and the
      // rewritten hits were vacuumed (their pages all-visible again) once it committed.
      const defs = await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes
          WHERE indexname IN ('rule_hit_scope_idx', 'rule_hit_count_idx', 'org_hit_pk')
          ORDER BY indexname`.execute(db);
      expect(defs.rows.map((r) => /INCLUDE \(.*language\)/.test(r.def))).toEqual([
        true,
        true,
        true,
      ]);
      const vacuumed = await sql<{ t: string }>`SELECT s.relname AS t FROM pg_stat_user_tables s
          JOIN pg_inherits i ON i.inhrelid = s.relid
          WHERE i.inhparent IN ('rule_hit'::regclass, 'org_hit'::regclass)
            AND s.n_live_tup > 0 AND s.last_vacuum IS NOT NULL`.execute(db);
      expect(vacuumed.rows.map((r) => r.t.replace(/_p\d+$/, '')).sort()).toEqual([
        'org_hit',
        'rule_hit',
      ]);
    }
    // org_hit keeps its key: a second any-hit row of the same article is skipped, not stored.
    await sql`INSERT INTO org_hit (org_id, kind, publish_time, article_id, carrier, sentiment,
        cluster_key, language) VALUES (1, 'special', ${T}, ${ids[0]}, 'news', 'neutral', 1, 'zh')
        ON CONFLICT DO NOTHING`.execute(db);
    const n = await db
      .selectFrom('org_hit')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    expect(Number(n[0]!.n)).toBe(2);
  });
});
