import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/migrations/helpers.js';
import type { DB } from '../../db/schema.js';
import { uncountArticles } from './article-hours.js';
import { removeArticleHits } from './org-hits.js';

/**
 * Deletes articles with everything the article tables hold of them: hits and any-hit rows,
 * their place in the hourly counts, regions, keywords, the organisations' judgements and, on
 * PostgreSQL, their URL keys (article_url; SQLite keeps the key in the article row). Runs in the
 * caller's transaction; demo removal and chat-message deletion both go through it.
 */
export async function deleteArticles(
  trx: Transaction<DB> | Kysely<DB>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await removeArticleHits(trx, ids);
  await uncountArticles(trx, ids);
  await trx.deleteFrom('article_region').where('article_id', 'in', ids).execute();
  await trx.deleteFrom('article_keyword').where('article_id', 'in', ids).execute();
  await trx.deleteFrom('org_article_state').where('article_id', 'in', ids).execute();
  if (isPostgres(trx as Kysely<unknown>)) {
    await trx.deleteFrom('article_url').where('article_id', 'in', ids).execute();
  }
  await trx.deleteFrom('article').where('id', 'in', ids).execute();
}
