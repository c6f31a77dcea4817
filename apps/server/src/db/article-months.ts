import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Lookups of articles by id on PostgreSQL, where `article` is partitioned by month of
 * publish_time: an id alone makes the planner probe the key index of every month. The URL key
 * table `article_url` knows the publish time of every article the writer stored, by id (its
 * unique `article_url_article_idx`, an index-only read); with the times as constants in the
 * query the planner keeps only their months.
 *
 * Answers the distinct publish times of the given ids, or null when they cannot narrow the
 * query: on SQLite (one table), or when an id has no key row (a row written around the writer
 * — fixtures, bulk loads — or no such article), so the query reads every month as before.
 */
export async function publishTimesOf(
  db: Kysely<DB>,
  ids: readonly number[],
): Promise<number[] | null> {
  if (ids.length === 0 || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return null;
  }
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('article_url')
    .select(['article_id', 'publish_time'])
    .where('article_id', 'in', unique)
    .execute();
  if (rows.length < unique.length) {
    return null;
  }
  return [...new Set(rows.map((r) => Number(r.publish_time)))];
}

/**
 * The stored articles with these URL keys (id and carrier by key). On PostgreSQL the key table
 * answers first — a fresh batch's keys are mostly unknown, and then no partition is read at
 * all — and the articles it names are read in their months only; it is also what the writer's
 * claim decides by, so both agree on what is stored. SQLite reads its unique url_hash index.
 */
export async function storedByUrlHash(
  db: Kysely<DB>,
  hashes: readonly string[],
): Promise<{ url_hash: string; id: number; carrier: string }[]> {
  if (hashes.length === 0) {
    return [];
  }
  let query = db.selectFrom('article').select(['url_hash', 'id', 'carrier']);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const keys = await db
      .selectFrom('article_url')
      .select(['article_id', 'publish_time'])
      .where('url_hash', 'in', hashes)
      .execute();
    if (keys.length === 0) {
      return [];
    }
    query = query
      .where(
        'id',
        'in',
        keys.map((k) => k.article_id),
      )
      .where('publish_time', 'in', [...new Set(keys.map((k) => Number(k.publish_time)))]);
  } else {
    query = query.where('url_hash', 'in', hashes);
  }
  return query.execute();
}
