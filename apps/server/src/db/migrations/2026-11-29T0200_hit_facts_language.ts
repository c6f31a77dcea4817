import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** rule_hit_scope_idx's INCLUDE columns (2026-11-26T0400), now with the language. */
const SCOPE_FACTS = `article_id, org_id, carrier, sentiment, cluster_key, site_name, author_name,
  author_followers, engagement, region_mask, district_mask, language`;
/** org_hit's key INCLUDEs (2026-11-27T0100), now with the language. */
const ANY_HIT_FACTS = `carrier, sentiment, cluster_key, site_name, author_name, author_followers,
  engagement, region_mask, district_mask, language`;
const TABLES = ['rule_hit', 'org_hit'];

/**
 * PostgreSQL: the tables to VACUUM (ANALYZE) once this migration has committed (see migrate.ts).
 * The fill rewrites every hit, which clears the visibility map: until a vacuum sets it again
 * every index-only scan of a set's hits reads the heap (bench:query at 1 M articles: the
 * special's analyses took 360–410 ms instead of 70–100 after the migration alone).
 */
export const vacuumAfter = TABLES;

/**
 * The hit facts (rule_hit, org_hit) carry the article's language, so 语种分布 of a set counts
 * its hit range by it, as the other distributions do, instead of looking up every hit's article:
 * 830 ms on PostgreSQL for a 多语种 set of 175 K hits at 1 M articles, 128 ms on SQLite. Filled
 * from the articles; on PostgreSQL the covering index of a rule's hits and org_hit's key INCLUDE
 * it (index-only scans), dropped before the fill and built after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)}
        ADD COLUMN language varchar(16) NOT NULL DEFAULT ''`.execute(db);
  }
  if (!isPostgres(db)) {
    // In place: a row grows by a few bytes, and SQLite's rebalancing keeps the pages full (at
    // 1 M articles 92 % of each leaf page of both tables is used after the fill).
    for (const table of TABLES) {
      await sql`UPDATE ${sql.table(table)} SET language = COALESCE(
          (SELECT a.language FROM article a WHERE a.id = ${sql.ref(`${table}.article_id`)}),
          '')`.execute(db);
    }
    return;
  }
  const pk = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
      WHERE conrelid = 'org_hit'::regclass AND contype = 'p'`.execute(db);
  const pkName = pk.rows[0]?.name ?? 'org_hit_pk';
  await sql`DROP INDEX IF EXISTS rule_hit_scope_idx`.execute(db);
  await sql`ALTER TABLE org_hit DROP CONSTRAINT IF EXISTS ${sql.id(pkName)}`.execute(db);
  for (const table of TABLES) {
    await sql`UPDATE ${sql.table(table)} h SET language = a.language FROM article a
        WHERE a.id = h.article_id AND a.publish_time = h.publish_time`.execute(db);
  }
  await sql`CREATE INDEX rule_hit_scope_idx ON rule_hit (rule_id, publish_time)
      INCLUDE (${sql.raw(SCOPE_FACTS)})`.execute(db);
  await sql`ALTER TABLE org_hit ADD CONSTRAINT ${sql.id(pkName)}
      PRIMARY KEY (org_id, kind, publish_time, article_id) INCLUDE (${sql.raw(ANY_HIT_FACTS)})`.execute(
    db,
  );
  // The statistics come with the vacuum the migrator runs after it (vacuumAfter).
}
