import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.js';
import { listArticlePartitions } from '../src/db/article-partitions.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';

const PARTITIONING = '2026-11-26T0900_partition_articles';

describe.runIf(ENGINES.includes('postgres'))(
  'partitioning a stored article table (postgres)',
  () => {
    let testDb: TestDatabase | undefined;
    afterAll(() => testDb?.dispose());

    it('moves every stored article into its month, keeps ids, indexes and URL keys', async () => {
      testDb = await createTestDatabase('postgres', { before: PARTITIONING });
      const db = testDb.database.db;

      const indexesOf = async () =>
        (
          await sql<{ i: string }>`SELECT indexname AS i FROM pg_indexes
          WHERE tablename = 'article' ORDER BY indexname`.execute(db)
        ).rows.map((r) => r.i);
      const oldIndexes = await indexesOf();
      const times = [Date.UTC(2025, 11, 31, 23), Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 20)];
      for (const [i, t] of times.entries()) {
        await sql`INSERT INTO article (url, url_hash, title, content, summary, carrier, language,
          publish_time, crawl_time, sentiment, sentiment_score, simhash)
        VALUES (${`https://a.example.cn/${i}`}, ${`h${i}`}, '标题', '正文', '摘要', 'news', 'zh',
          ${t}, ${t}, 'neutral', 0, '0')`.execute(db);
      }
      await migrateToLatest(db);

      const names = (await listArticlePartitions(db)).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['article_p202512', 'article_p202601']));
      const perPartition = await sql<{
        part: string;
        n: string;
      }>`SELECT tableoid::regclass::text AS part,
        count(*) AS n FROM article GROUP BY 1 ORDER BY 1`.execute(db);
      expect(perPartition.rows.map((r) => [r.part, Number(r.n)])).toEqual([
        ['article_p202512', 1],
        ['article_p202601', 2],
      ]);
      const keys = await sql<{ n: string }>`SELECT count(*) AS n FROM article_url`.execute(db);
      expect(Number(keys.rows[0]!.n)).toBe(3);
      // New rows continue the id sequence; the old indexes exist on the partitioned table, with
      // those later migrations add (2026-12-02T0100: the cluster key).
      const next = await sql<{ id: string }>`INSERT INTO article (url, url_hash, title, content,
        summary, carrier, language, publish_time, crawl_time, sentiment, sentiment_score, simhash)
      VALUES ('https://a.example.cn/9', 'h9', '标题', '正文', '摘要', 'news', 'zh', ${times[2]!},
        ${times[2]!}, 'neutral', 0, '0') RETURNING id`.execute(db);
      expect(Number(next.rows[0]!.id)).toBe(4);
      expect(await indexesOf()).toEqual(
        [
          ...oldIndexes.filter((i) => i !== 'article_url_hash_key'),
          'article_url_hash_idx',
          'article_cluster_key_idx',
        ].sort(),
      );
    });
  },
);
