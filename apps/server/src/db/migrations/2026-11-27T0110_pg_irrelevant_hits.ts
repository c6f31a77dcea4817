import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * PostgreSQL: the hit facts marked 与我无关 (sentiment `irrelevant`: rare, set by
 * ArticleRepo.judge) in partial indexes by rule and by organisation and kind. A list page counts
 * a hit range without testing each row's sentiment (half the cost of the walk on PostgreSQL) and
 * subtracts these, read from the small index (analysis/article-list.ts, hitCounts). SQLite:
 * nothing (it keeps the filtered count).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`CREATE INDEX rule_hit_irrelevant_idx ON rule_hit (rule_id, publish_time)
    INCLUDE (org_id, carrier, cluster_key) WHERE sentiment = 'irrelevant'`.execute(db);
  await sql`CREATE INDEX org_hit_irrelevant_idx ON org_hit (org_id, kind, publish_time)
    INCLUDE (carrier, cluster_key) WHERE sentiment = 'irrelevant'`.execute(db);
}
