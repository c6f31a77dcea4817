import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

const FACTS = `carrier, sentiment, cluster_key, site_name, author_name, author_followers, engagement,
  region_mask, district_mask`;

/**
 * Any-hit facts (issue 18): one row per organisation, rule kind and article that any of the
 * organisation's rules of that kind hit, with the same facts as its hits (rule_hit): the
 * organisation's effective sentiment, carrier, cluster, site, author, followers, engagement and
 * region masks. 全部专题 (every special of the organisation: the all-topics report, the
 * dashboard, screens, themes) reads one range of it like one rule's hits, instead of one row per
 * article through the hit lists of every rule and the article row.
 *
 * Keyed (org_id, kind, publish_time, article_id): WITHOUT ROWID on SQLite, so the table is the
 * covering index its range scans read; on PostgreSQL the primary key INCLUDEs the facts (index-only
 * scans) and the table can be range-partitioned by month of publish_time like rule_hit. Written
 * with the hits (ingest/persist/org-hits.ts) and through ArticleRepo.judge.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let table = db.schema
    .createTable('org_hit')
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addColumn('cluster_key', 'bigint', (c) => c.notNull())
    .addColumn('site_name', 'varchar(100)')
    .addColumn('author_name', 'varchar(100)')
    .addColumn('author_followers', 'bigint')
    .addColumn('engagement', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('region_mask', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('district_mask', 'bigint', (c) => c.notNull().defaultTo(0));
  if (!pg) {
    table = table
      .addPrimaryKeyConstraint('org_hit_pk', ['org_id', 'kind', 'publish_time', 'article_id'])
      .modifyEnd(sql`WITHOUT ROWID`);
  }
  await table.execute();
  // Every hit of one article for one organisation carries the same facts: any one will do.
  await sql`INSERT INTO org_hit (org_id, kind, publish_time, article_id, ${sql.raw(FACTS)})
    SELECT h.org_id, r.kind, h.publish_time, h.article_id, MAX(h.carrier), MAX(h.sentiment),
      MAX(h.cluster_key), MAX(h.site_name), MAX(h.author_name), MAX(h.author_followers),
      MAX(h.engagement), MAX(h.region_mask), MAX(h.district_mask)
    FROM rule_hit h JOIN monitor_rule r ON r.id = h.rule_id
    GROUP BY h.org_id, r.kind, h.publish_time, h.article_id
    ORDER BY h.org_id, r.kind, h.publish_time, h.article_id`.execute(db);
  // Judgements, rule deletions and article deletions find an article's rows by the article.
  await db.schema
    .createIndex('org_hit_article_idx')
    .on('org_hit')
    .columns(['article_id', 'org_id'])
    .execute();
  if (pg) {
    // The key's index, built after the back-fill, carries the facts: index-only range scans.
    await sql`ALTER TABLE org_hit ADD CONSTRAINT org_hit_pk
      PRIMARY KEY (org_id, kind, publish_time, article_id) INCLUDE (${sql.raw(FACTS)})`.execute(db);
    await sql`ALTER TABLE org_hit SET (
      autovacuum_vacuum_insert_scale_factor = 0.01,
      autovacuum_vacuum_insert_threshold = 2000,
      autovacuum_analyze_scale_factor = 0.02
    )`.execute(db);
    await sql`ANALYZE org_hit`.execute(db);
  }
}
