/**
 * The prepared statements bench:query's seed writes its rows with (query-seed.ts): the article
 * with every column a collector fills, its regions, keywords, hit facts and the organisation's
 * marks.
 */
import type SQLite from 'better-sqlite3';

/** The article columns in the order the seed passes their values. */
const ARTICLE_COLUMNS = [
  'id',
  'url',
  'url_hash',
  'title',
  'content',
  'html',
  'summary',
  'site_name',
  'source_id',
  'carrier',
  'is_abroad',
  'language',
  'publish_time',
  'crawl_time',
  'author_name',
  'author_id',
  'author_followers',
  'author_verified',
  'author_gender',
  'author_region',
  'publisher_province',
  'publisher_city',
  'sentiment',
  'sentiment_score',
  'keywords',
  'entities',
  'simhash',
  'cluster_id',
  'cover_url',
  'reads',
  'comments',
  'forwards',
  'likes',
  'plays',
  'parent_id',
  'parent_url',
  'is_demo',
];

/** The seed's statements on the raw handle (inside its own transactions). */
export function statements(raw: SQLite.Database) {
  const cols = ARTICLE_COLUMNS.join(', ');
  const marks = ARTICLE_COLUMNS.map(() => '?').join(', ');
  return {
    article: raw.prepare(`INSERT INTO article (${cols}) VALUES (${marks})`),
    region: raw.prepare(
      'INSERT OR IGNORE INTO article_region (article_id, code, level, is_publisher, publish_time) VALUES (?, ?, ?, ?, ?)',
    ),
    keyword: raw.prepare(
      'INSERT OR IGNORE INTO article_keyword (article_id, word, weight, publish_time) VALUES (?, ?, ?, ?)',
    ),
    hit: raw.prepare(
      `INSERT OR IGNORE INTO rule_hit (rule_id, article_id, org_id, publish_time, carrier, sentiment,
        cluster_key, site_name, author_name, author_followers, engagement, region_mask, district_mask,
        language)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    state: raw.prepare(
      'INSERT INTO org_article_state (org_id, article_id, sentiment, is_deleted, is_read, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };
}
