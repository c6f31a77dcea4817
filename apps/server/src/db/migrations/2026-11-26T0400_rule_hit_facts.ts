import type { Kysely } from 'kysely';
import { BEIJING_DISTRICT_BITS, PROVINCE_BITS } from '../../nlp/region-bits.js';
import { isPostgres, sql } from './helpers.js';

/** `CASE code WHEN '110000' THEN 1 WHEN … END`: a region code's bit (0 when not listed). */
function bitOf(bits: readonly string[]) {
  return sql.raw(
    `CASE r.code ${bits.map((code, i) => `WHEN '${code}' THEN ${2 ** i}`).join(' ')} ELSE 0 END`,
  );
}

/**
 * Hit facts (issue 18): rule_hit carries what the analyses of a rule group by, so they read
 * one range of the rule's hits and never the article row, its regions or the organisation's
 * judgements: the effective sentiment for the rule's organisation (override; `irrelevant` for
 * 与我无关), the similar cluster, site, author, followers, engagement and the mentioned
 * provinces and Beijing districts as bit masks. Articles are not changed after ingest, so the
 * copies stay true; judgements are written through to the hits.
 *
 * The table is rebuilt ordered by (rule, publish time, article): on SQLite WITHOUT ROWID, so
 * the table itself is the covering index a rule's range scan reads; on PostgreSQL a covering
 * index over the same key serves index-only scans.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('hit_region_tmp')
    .addColumn('article_id', 'bigint', (c) => c.primaryKey())
    .addColumn('region_mask', 'bigint', (c) => c.notNull())
    .addColumn('district_mask', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO hit_region_tmp (article_id, region_mask, district_mask)
    SELECT r.article_id,
      SUM(CASE WHEN r.level = 'province' THEN ${bitOf(PROVINCE_BITS)} ELSE 0 END),
      SUM(CASE WHEN r.level = 'county' THEN ${bitOf(BEIJING_DISTRICT_BITS)} ELSE 0 END)
    FROM article_region r
    WHERE r.is_publisher = 0 AND r.level IN ('province', 'county')
      AND r.article_id IN (SELECT article_id FROM rule_hit)
    GROUP BY r.article_id`.execute(db);

  let table = db.schema
    .createTable('rule_hit_facts')
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('cluster_key', 'bigint', (c) => c.notNull())
    .addColumn('site_name', 'varchar(100)')
    .addColumn('author_name', 'varchar(100)')
    .addColumn('author_followers', 'bigint')
    .addColumn('engagement', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('region_mask', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('district_mask', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rule_hit_facts_pk', ['rule_id', 'publish_time', 'article_id']);
  if (!pg) {
    table = table.modifyEnd(sql`WITHOUT ROWID`);
  }
  await table.execute();
  await sql`INSERT INTO rule_hit_facts (rule_id, publish_time, article_id, org_id, carrier,
      sentiment, cluster_key, site_name, author_name, author_followers, engagement,
      region_mask, district_mask)
    SELECT h.rule_id, h.publish_time, h.article_id, h.org_id, h.carrier,
      CASE WHEN oas.is_deleted = 1 THEN 'irrelevant' ELSE COALESCE(oas.sentiment, h.sentiment) END,
      COALESCE(a.cluster_id, a.id), a.site_name, a.author_name, a.author_followers,
      a.forwards + a.comments + a.likes,
      COALESCE(m.region_mask, 0), COALESCE(m.district_mask, 0)
    FROM rule_hit h
    JOIN article a ON a.id = h.article_id
    LEFT JOIN org_article_state oas ON oas.org_id = h.org_id AND oas.article_id = h.article_id
    LEFT JOIN hit_region_tmp m ON m.article_id = h.article_id
    ORDER BY h.rule_id, h.publish_time, h.article_id`.execute(db);
  await db.schema.dropTable('hit_region_tmp').execute();
  await db.schema.dropTable('rule_hit').execute();
  await db.schema.alterTable('rule_hit_facts').renameTo('rule_hit').execute();
  // Judgements and deletions find an article's hits (per organisation) by the article.
  await db.schema
    .createIndex('rule_hit_article_idx')
    .on('rule_hit')
    .columns(['article_id', 'org_id'])
    .execute();
  if (pg) {
    await sql`CREATE INDEX rule_hit_scope_idx ON rule_hit (rule_id, publish_time)
      INCLUDE (article_id, org_id, carrier, sentiment, cluster_key, site_name, author_name,
        author_followers, engagement, region_mask, district_mask)`.execute(db);
    await sql`ANALYZE rule_hit`.execute(db);
  }
}
