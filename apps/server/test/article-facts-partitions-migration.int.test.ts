import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { listMonthlyPartitions } from '../src/db/article-partitions.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

const FACTS = '2026-11-27T0200_partition_article_facts';

describe.each(ENGINES)('partitioning stored hits, keywords and regions (%s)', (engine) => {
  let testDb: TestDatabase | undefined;
  afterAll(() => testDb?.dispose());

  it('copies every row into its article’s month with the article’s publish time', async () => {
    testDb = await createTestDatabase(engine, { before: FACTS });
    const db = testDb.database.db;

    // Three stored articles (December, January twice) with their facts, as the old writer
    // left them: keywords and regions without a publish time, URL keys without ids.
    const times = [Date.UTC(2025, 11, 31, 23), Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 20)];
    const ids: number[] = [];
    for (const [i, t] of times.entries()) {
      const row = await sql<{ id: number }>`INSERT INTO article (url, url_hash, title, content,
          summary, carrier, language, publish_time, crawl_time, sentiment, sentiment_score,
          simhash, keywords, entities)
        VALUES (${`https://a.example.cn/${i}`}, ${`h${i}`}, '标题', '正文', '摘要', 'news', 'zh',
          ${t}, ${t}, 'neutral', 0, '0', '[]', '{}') RETURNING id`.execute(db);
      const id = Number(row.rows[0]!.id);
      ids.push(id);
      if (engine === 'postgres') {
        await sql`INSERT INTO article_url (url_hash, publish_time) VALUES (${`h${i}`}, ${t})`.execute(
          db,
        );
      }
      await sql`INSERT INTO article_keyword (article_id, word, weight)
          VALUES (${id}, '停水', 0.5), (${id}, '水厂', 0.25)`.execute(db);
      await sql`INSERT INTO article_region (article_id, code, level, is_publisher)
          VALUES (${id}, '110000', 'province', 0), (${id}, '310000', 'province', 1)`.execute(db);
      await sql`INSERT INTO rule_hit (rule_id, publish_time, article_id, org_id, carrier,
          sentiment, cluster_key) VALUES (7, ${t}, ${id}, 1, 'news', 'neutral', ${id})`.execute(db);
    }
    if (engine === 'postgres') {
      // The per-organisation any-hit facts of issue 18 (2026-11-27T0100, made here as that
      // migration makes it when this build lacks it): a key INCLUDing the facts, a partial index.
      await sql`CREATE TABLE IF NOT EXISTS org_hit (org_id bigint NOT NULL, kind varchar(32) NOT NULL,
          publish_time bigint NOT NULL, article_id bigint NOT NULL, carrier varchar(32) NOT NULL,
          sentiment varchar(12) NOT NULL, cluster_key bigint NOT NULL,
          CONSTRAINT org_hit_pk PRIMARY KEY (org_id, kind, publish_time, article_id)
            INCLUDE (carrier, sentiment, cluster_key))`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS org_hit_irrelevant_idx ON org_hit (org_id, kind,
          publish_time) INCLUDE (carrier, cluster_key) WHERE sentiment = 'irrelevant'`.execute(db);
      for (const [i, t] of times.entries()) {
        await sql`INSERT INTO org_hit (org_id, kind, publish_time, article_id, carrier, sentiment,
            cluster_key) VALUES (1, 'special', ${t}, ${ids[i]!}, 'news', 'neutral', ${ids[i]!})`.execute(
          db,
        );
      }
    }
    // A keyword of an article that is gone has no month: it is not carried over.
    await sql`INSERT INTO article_keyword (article_id, word, weight) VALUES (999, '孤儿', 1)`.execute(
      db,
    );

    const indexesOf = async () =>
      engine === 'postgres'
        ? (
            await sql<{ i: string }>`SELECT indexname AS i FROM pg_indexes
              WHERE tablename IN ('rule_hit', 'article_region') ORDER BY indexname`.execute(db)
          ).rows.map((r) => r.i)
        : [];
    const oldIndexes = await indexesOf();

    await migrateToLatest(db);

    for (const table of ['article_keyword', 'article_region']) {
      const rows = await sql<{ article_id: number; publish_time: number }>`SELECT article_id,
          publish_time FROM ${sql.table(table)} ORDER BY article_id`.execute(db);
      expect(rows.rows.map((r) => [Number(r.article_id), Number(r.publish_time)])).toEqual(
        ids.flatMap((id, i) => [
          [id, times[i]],
          [id, times[i]],
        ]),
      );
    }
    const hits = await sql<{ n: number }>`SELECT count(*) AS n FROM rule_hit`.execute(db);
    expect(Number(hits.rows[0]!.n)).toBe(3);
    if (engine === 'sqlite') {
      // The indexes of the rebuilt tables are back.
      const indexes = await sql<{ name: string }>`SELECT name FROM sqlite_schema
          WHERE type = 'index' AND tbl_name = 'article_region' AND sql IS NOT NULL
          ORDER BY name`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toEqual([
        'article_region_code_idx',
        'article_region_scope_idx',
      ]);
      return;
    }
    for (const table of ['rule_hit', 'article_keyword', 'article_region', 'org_hit']) {
      const names = (await listMonthlyPartitions(db, table)).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining([`${table}_p202512`, `${table}_p202601`]));
      const per = await sql<{ part: string; n: string }>`SELECT tableoid::regclass::text AS part,
          count(*) AS n FROM ${sql.table(table)} GROUP BY 1 ORDER BY 1`.execute(db);
      const each = table === 'rule_hit' || table === 'org_hit' ? 1 : 2;
      expect(per.rows.map((r) => [r.part, Number(r.n)])).toEqual([
        [`${table}_p202512`, each],
        [`${table}_p202601`, 2 * each],
      ]);
    }
    // Indexes are on the partitioned tables under their old names.
    expect(oldIndexes).toEqual(
      expect.arrayContaining([
        'article_region_scope_idx',
        'rule_hit_facts_pk',
        'rule_hit_scope_idx',
      ]),
    );
    // Every old index is rebuilt under its name; later migrations (T0300, 2026-11-30T0200,
    // 2026-12-01T0300) add their own.
    const later = [
      'rule_hit_author_idx',
      'rule_hit_cell_idx',
      'rule_hit_cluster_idx',
      'rule_hit_count_idx',
    ];
    expect((await indexesOf()).filter((i) => !later.includes(i))).toEqual(oldIndexes);
    // The any-hit facts keep their key with its INCLUDEd facts, and their partial index.
    const anyHit = await sql<{ i: string; d: string }>`SELECT indexname AS i, indexdef AS d
        FROM pg_indexes WHERE tablename = 'org_hit' ORDER BY indexname`.execute(db);
    expect(anyHit.rows.map((r) => r.i)).toEqual(
      expect.arrayContaining(['org_hit_irrelevant_idx', 'org_hit_pk']),
    );
    expect(anyHit.rows.find((r) => r.i === 'org_hit_pk')?.d).toMatch(
      /\(org_id, kind, publish_time, article_id\) INCLUDE \(carrier, sentiment, cluster_key/,
    );
    expect(anyHit.rows.find((r) => r.i === 'org_hit_irrelevant_idx')?.d).toContain(
      "WHERE ((sentiment)::text = 'irrelevant'::text)",
    );
    // Every URL key knows its article's id.
    const keys = await sql<{ article_id: string; url_hash: string }>`SELECT article_id, url_hash
        FROM article_url ORDER BY url_hash`.execute(db);
    expect(keys.rows.map((r) => [r.url_hash, Number(r.article_id)])).toEqual(
      ids.map((id, i) => [`h${i}`, id]),
    );
  });
});
