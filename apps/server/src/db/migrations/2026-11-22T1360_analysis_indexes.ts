import type { Kysely } from 'kysely';
import { isPostgres, statIndexUnique } from './helpers.js';

/** The columns of `article_facts_idx` as created here (2026-11-28T0100 adds one). */
export const ARTICLE_FACTS = [
  'id',
  'publish_time',
  'carrier',
  'sentiment',
  'cluster_id',
  'site_name',
  'author_name',
  'author_followers',
  'forwards',
  'comments',
  'likes',
  'is_abroad',
  'language',
  'source_id',
  'publisher_province',
] as const;

/**
 * Covering indexes for the shared analysis engine (bench:query, 1 M articles): an analysis of a
 * special walks the rule's hits in its time range and reads the few facts it groups by, never
 * the wide article row (title, body, keywords JSON), which at this size is mostly overflow pages.
 *
 * - rule_hit (rule, time, article, org, carrier, sentiment): the hits of a rule in a range in
 *   time order with everything the counting analyses need; supersedes (rule_id, publish_time).
 * - article (id, facts…): per hit, the columns the rankings, lists and scope filters read.
 * - article_region (article, publisher flag, level, code): the region map per hit.
 *
 * SQLite plans without statistics here (nothing runs ANALYZE) and then reads an article by
 * its rowid even when a narrow index covers the query. One hand-written sqlite_stat1 row (the
 * documented way to inform the planner) says ids are unique in article_facts_idx, so lookups
 * by id use it; a later ANALYZE or PRAGMA optimize simply replaces it with measured figures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('rule_hit_scope_idx')
    .on('rule_hit')
    .columns(['rule_id', 'publish_time', 'article_id', 'org_id', 'carrier', 'sentiment'])
    .execute();
  await db.schema.dropIndex('rule_hit_rule_time_idx').execute();
  await db.schema
    .createIndex('article_facts_idx')
    .on('article')
    .columns([...ARTICLE_FACTS])
    .execute();
  await db.schema
    .createIndex('article_region_scope_idx')
    .on('article_region')
    .columns(['article_id', 'is_publisher', 'level', 'code'])
    .execute();
  if (!isPostgres(db)) {
    await statIndexUnique(db, 'article', 'article_facts_idx', ARTICLE_FACTS.length);
  }
}
