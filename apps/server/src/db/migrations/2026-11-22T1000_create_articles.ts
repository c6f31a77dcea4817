import type { Kysely } from 'kysely';
import { isPostgres, sql, withId } from './helpers.js';

/**
 * Articles (shared raw material), their regions and keywords, sources with health, similar
 * clusters, and the full-text index: CJK bigrams + Latin words as tokens, FTS5 on SQLite and a
 * `simple` tsvector with GIN on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await withId(db, db.schema.createTable('source'))
    .addColumn('org_id', 'bigint')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('region', 'varchar(50)')
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
    .addColumn('is_abroad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('interval_sec', 'integer', (c) => c.notNull().defaultTo(900))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('next_run_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_run_at', 'bigint')
    .addColumn('last_success_at', 'bigint')
    .addColumn('last_error_at', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('consecutive_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('source_url_idx').on('source').columns(['org_id', 'url']).execute();

  await db.schema
    .createTable('source_day')
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('source_day_pk', ['source_id', 'day'])
    .execute();

  await withId(db, db.schema.createTable('article'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('url_hash', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('site_name', 'varchar(100)')
    .addColumn('source_id', 'bigint')
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_abroad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('crawl_time', 'bigint', (c) => c.notNull())
    .addColumn('author_name', 'varchar(100)')
    .addColumn('author_id', 'varchar(100)')
    .addColumn('author_followers', 'bigint')
    .addColumn('author_verified', 'integer')
    .addColumn('author_gender', 'varchar(1)')
    .addColumn('author_region', 'varchar(50)')
    .addColumn('publisher_province', 'varchar(12)')
    .addColumn('publisher_city', 'varchar(12)')
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('sentiment_score', 'real', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('entities', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('simhash', 'varchar(16)', (c) => c.notNull())
    .addColumn('cluster_id', 'bigint')
    .addColumn('cover_url', 'varchar(2000)')
    .addColumn('reads', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('forwards', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('plays', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('parent_id', 'bigint')
    .addColumn('parent_url', 'varchar(2000)')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('article_time_idx').on('article').column('publish_time').execute();
  await db.schema
    .createIndex('article_carrier_time_idx')
    .on('article')
    .columns(['carrier', 'publish_time'])
    .execute();
  await db.schema.createIndex('article_cluster_idx').on('article').column('cluster_id').execute();
  await db.schema.createIndex('article_simhash_idx').on('article').column('simhash').execute();
  await db.schema.createIndex('article_author_idx').on('article').column('author_name').execute();

  // Mentioned and publisher regions, one row per region code (region distribution queries).
  await db.schema
    .createTable('article_region')
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('code', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('is_publisher', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('article_region_pk', ['article_id', 'code', 'is_publisher'])
    .execute();
  await db.schema
    .createIndex('article_region_code_idx')
    .on('article_region')
    .column('code')
    .execute();

  // Hot-word candidates per article with their weights.
  await db.schema
    .createTable('article_keyword')
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('word', 'varchar(50)', (c) => c.notNull())
    .addColumn('weight', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_keyword_pk', ['article_id', 'word'])
    .execute();

  if (pg) {
    await sql`ALTER TABLE article ADD COLUMN fts tsvector`.execute(db);
    await sql`CREATE INDEX article_fts_idx ON article USING GIN (fts)`.execute(db);
  } else {
    // Contentless: the tokens are derived text, the article row holds the real content.
    await sql`CREATE VIRTUAL TABLE article_fts USING fts5(tokens, content='', tokenize='unicode61 remove_diacritics 0')`.execute(
      db,
    );
  }
}
