import type { Kysely } from 'kysely';
import { isPostgres, partitionByPublishMonth, sql } from './helpers.js';

/**
 * The tables that grow with the articles follow `article` into monthly partitions on
 * PostgreSQL (issue 20), so retention drops a month of hits, keywords and regions whole and
 * the analyses prune them by time like the articles:
 *
 * - `rule_hit` (its key already holds publish_time) is copied as it is; so is `org_hit` (the
 *   per-organisation any-hit facts, key (org, kind, publish_time, article)) where it exists.
 * - `article_keyword` and `article_region` gain `publish_time` (their article's), filled from
 *   the articles; the key gains it too (a partitioned table's unique keys must hold it).
 * - `article_url` (the URL key table) gains `article_id`, unique: the id of the article a URL
 *   was stored as, so a lookup by id finds its month (publish_time) without probing every
 *   partition. The writer takes the id from the sequence when it claims the URL.
 *
 * `org_article_state` stays one table: it holds judgements, only for the few articles someone
 * judged, and is read by (organisation, article) from any month; retention deletes the rows
 * of a dropped month's articles.
 *
 * SQLite keeps its tables and keys; `article_keyword` and `article_region` are rebuilt with the
 * new NOT NULL column (SQLite cannot add one without a default).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The hit facts keep their key (rule, publish_time, article); the per-organisation any-hit
    // facts (org_hit, issue 18, where present) theirs with its INCLUDEd facts.
    await partitionByPublishMonth(db, 'rule_hit', {});
    const anyHit = await sql<{
      t: string | null;
    }>`SELECT to_regclass('org_hit')::text AS t`.execute(db);
    if (anyHit.rows[0]?.t) {
      await partitionByPublishMonth(db, 'org_hit', {});
    }
    for (const [table, key] of [
      ['article_keyword', ['article_id', 'word']],
      ['article_region', ['article_id', 'code', 'is_publisher']],
    ] as const) {
      await partitionByPublishMonth(db, table, {
        primaryKey: [...key, 'publish_time'],
        addPublishTime: true,
        select: sql`SELECT old.*, a.publish_time FROM ${sql.table(`${table}_unpartitioned`)} old
          JOIN article a ON a.id = old.article_id`,
      });
    }
    await sql`ALTER TABLE article_url ADD COLUMN article_id bigint`.execute(db);
    await sql`UPDATE article_url u SET article_id = a.id FROM article a
        WHERE a.url_hash = u.url_hash`.execute(db);
    // A key without its article (none is written so) would only block the URL for good.
    await sql`DELETE FROM article_url WHERE article_id IS NULL`.execute(db);
    await sql`ALTER TABLE article_url ALTER COLUMN article_id SET NOT NULL`.execute(db);
    await sql`CREATE UNIQUE INDEX article_url_article_idx ON article_url (article_id)
        INCLUDE (publish_time)`.execute(db);
    await sql`ANALYZE article_url`.execute(db);
    return;
  }
  await rebuildWithTime(
    db,
    'article_keyword',
    sql`article_id bigint NOT NULL, word varchar(50) NOT NULL, weight real NOT NULL,
      publish_time bigint NOT NULL, CONSTRAINT article_keyword_pk PRIMARY KEY (article_id, word)`,
    sql`article_id, word, weight`,
  );
  await rebuildWithTime(
    db,
    'article_region',
    sql`article_id bigint NOT NULL, code varchar(12) NOT NULL, level varchar(8) NOT NULL,
      is_publisher integer NOT NULL DEFAULT 0, publish_time bigint NOT NULL,
      CONSTRAINT article_region_pk PRIMARY KEY (article_id, code, is_publisher)`,
    sql`article_id, code, level, is_publisher`,
  );
}

/** SQLite: the table anew with `publish_time` (its article's), and its old indexes. */
async function rebuildWithTime(
  db: Kysely<any>,
  table: string,
  columns: ReturnType<typeof sql>,
  copied: ReturnType<typeof sql>,
): Promise<void> {
  const { rows: indexes } = await sql<{ sql: string }>`SELECT sql FROM sqlite_schema
      WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  const next = sql.table(`${table}_next`);
  await sql`CREATE TABLE ${next} (${columns})`.execute(db);
  await sql`INSERT INTO ${next} (${copied}, publish_time)
      SELECT ${copied}, (SELECT a.publish_time FROM article a WHERE a.id = t.article_id)
      FROM ${sql.table(table)} t
      WHERE EXISTS (SELECT 1 FROM article a WHERE a.id = t.article_id)`.execute(db);
  await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`ALTER TABLE ${next} RENAME TO ${sql.table(table)}`.execute(db);
  for (const index of indexes) {
    await sql.raw(index.sql).execute(db);
  }
}
