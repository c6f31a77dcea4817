import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * PostgreSQL only: `article` becomes range-partitioned by `publish_time` in UTC months
 * (`article_pYYYYMM`, plus `article_default` for rows written around the writer). A unique
 * index on a partitioned table must contain the partition key, so URL idempotency moves to the
 * unpartitioned key table `article_url` (url_hash → publish_time), claimed before the article
 * row is written; the primary key becomes (id, publish_time). Every other index is recreated
 * on the parent (so on every partition) under its old name. SQLite is untouched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`CREATE TABLE article_url (
      url_hash varchar(40) PRIMARY KEY,
      publish_time bigint NOT NULL)`.execute(db);
  await sql`CREATE INDEX article_url_time_idx ON article_url (publish_time)`.execute(db);
  await sql`INSERT INTO article_url (url_hash, publish_time)
      SELECT url_hash, publish_time FROM article`.execute(db);

  const indexes = await sql<{ def: string }>`SELECT indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'article'
        AND indexname NOT IN ('article_pkey', 'article_url_hash_key')`.execute(db);
  await sql`ALTER TABLE article RENAME TO article_unpartitioned`.execute(db);
  await sql`CREATE TABLE article (LIKE article_unpartitioned INCLUDING DEFAULTS INCLUDING IDENTITY,
      CONSTRAINT article_partitioned_pkey PRIMARY KEY (id, publish_time)) PARTITION BY RANGE (publish_time)`.execute(
    db,
  );
  await sql`CREATE TABLE article_default PARTITION OF article DEFAULT`.execute(db);

  const months = await sql<{ m: string }>`SELECT DISTINCT
      (date_trunc('month', to_timestamp(publish_time / 1000.0) AT TIME ZONE 'UTC'))::text AS m
      FROM article_unpartitioned`.execute(db);
  const now = new Date();
  const starts = new Set(months.rows.map((r) => Date.parse(`${r.m.replace(' ', 'T')}Z`)));
  for (let i = 0; i <= 2; i += 1) {
    starts.add(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
  }
  for (const from of starts) {
    const d = new Date(from);
    const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const name = `article_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    // With 2026-11-26T0700's insert-driven autovacuum settings, which the old table had.
    await sql`CREATE TABLE ${sql.table(name)} PARTITION OF article
        FOR VALUES FROM (${sql.lit(from)}) TO (${sql.lit(to)}) WITH (
        autovacuum_vacuum_insert_scale_factor = 0.01,
        autovacuum_vacuum_insert_threshold = 2000,
        autovacuum_analyze_scale_factor = 0.02)`.execute(db);
  }
  await sql`INSERT INTO article SELECT * FROM article_unpartitioned`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('article', 'id'),
      GREATEST((SELECT max(id) FROM article_unpartitioned), 0) + 1, false)`.execute(db);
  await sql`DROP TABLE article_unpartitioned`.execute(db);
  await sql`ALTER TABLE article RENAME CONSTRAINT article_partitioned_pkey TO article_pkey`.execute(
    db,
  );

  // url_hash lookups (parents of reposts, checks) keep an index, no longer unique.
  await sql`CREATE INDEX article_url_hash_idx ON article (url_hash)`.execute(db);
  for (const { def } of indexes.rows) {
    await sql.raw(def.replace(/ ON (?:\w+\.)?article /, ' ON article ')).execute(db);
  }
  await sql`ANALYZE article`.execute(db);
}
