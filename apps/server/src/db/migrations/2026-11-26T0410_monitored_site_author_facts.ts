import type { Kysely } from 'kysely';

/** What an analysis of monitored sites or accounts reads per article, after the lookup key. */
const FACTS = [
  'publish_time',
  'owner_org_id',
  'carrier',
  'sentiment',
  'cluster_id',
  'site_name',
  'author_name',
  'author_followers',
  'forwards',
  'comments',
  'likes',
  // SQLite indexes carry the rowid anyway; PostgreSQL needs the id to answer from the index.
  'id',
];

/**
 * 重点监测 (and any scope of sites or accounts) walks the articles of a few sites or authors
 * over a time range. The plain (site_name, publish_time) and (author_name) indexes sent every
 * article to the wide row for its owner, sentiment and counts (overflow pages at 1 M articles):
 * 113 ms for one count over two sites at 200 K articles. These covering indexes answer those
 * analyses from the index alone (8 ms) and replace the two narrow ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('article_site_facts_idx')
    .on('article')
    .columns(['site_name', ...FACTS.filter((c) => c !== 'site_name')])
    .execute();
  await db.schema.dropIndex('article_site_time_idx').execute();
  await db.schema
    .createIndex('article_author_facts_idx')
    .on('article')
    .columns(['author_name', ...FACTS.filter((c) => c !== 'author_name')])
    .execute();
  await db.schema.dropIndex('article_author_idx').execute();
}
