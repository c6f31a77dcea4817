import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/** Vacuumed after the migration (db/migrate.ts): index-only lookups need the visibility map. */
export const vacuumAfter = ['org_article_state'];

/**
 * PostgreSQL: the organisations' judgements (修改情感, 与我无关) on their own, as a partial covering
 * index of `org_article_state`. Every analysis on the article path joins the organisation's
 * judged rows (`JUDGED`, analysis/scope-judgements.ts: `is_deleted = 1 OR sentiment IS NOT
 * NULL`), and for want of an index that holds only those PostgreSQL hashed them from a scan of
 * the whole table, read marks included: 6 of the 7 ms of the 全量 panels' part-hour count over
 * 239 articles at 1 M (50 K state rows, 8 K judged). With it each article is one index-only
 * probe (0.7–1.0 ms). SQLite already probes its key per article.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`CREATE INDEX org_article_state_judged_idx ON org_article_state (org_id, article_id)
    INCLUDE (sentiment, is_deleted) WHERE is_deleted = 1 OR sentiment IS NOT NULL`.execute(db);
}
