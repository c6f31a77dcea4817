/**
 * The article rows of a batch (article-writer's first step), by engine: PostgreSQL claims the
 * URLs and writes each row once and whole; SQLite numbers the rows after the highest id and
 * writes each once and whole too, then its FTS5 rows.
 */
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { pgFtsVector } from '../../db/dialect.js';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { rowInserter, transactionConnection } from '../../db/insert-rows.js';
import type { AnalysedArticle } from '../analysed-article.js';
import { socialColumns } from '../../social/social-writer.js';
import type { upsertPostAuthors } from '../../social/social-writer.js';
import type { RuleHit } from './org-hits.js';

/** A stored article with the rules it matched. */
export interface ArticleToStore {
  article: AnalysedArticle;
  /** Cluster of a near-duplicate already stored; null starts a new cluster at this article. */
  clusterId: number | null;
  /** A near-duplicate earlier in the same batch (its URL hash) whose cluster this one joins. */
  sameClusterAs?: string;
  hits: RuleHit[];
}

/** The cluster an item ends up in: its stored near-duplicate's, its batch-mate's, or its own. */
export function resolvedCluster(
  item: ArticleToStore,
  byHash: ReadonlyMap<string, ArticleToStore>,
  ids: ReadonlyMap<string, number>,
): number | undefined {
  const mate = item.sameClusterAs ? byHash.get(item.sameClusterAs) : undefined;
  const root = mate && ids.has(mate.article.urlHash) ? mate : item;
  return root.clusterId ?? ids.get(root.article.urlHash);
}

const INSERT_CHUNK = 50;

/**
 * PostgreSQL: claims the URL keys of a chunk in the unpartitioned `article_url` (a partitioned
 * table cannot hold a unique index without the partition key) and keeps the items whose key
 * was free, so a URL stored before — by any process — is skipped as with a unique index. Each
 * claim takes the article's id from the sequence, so the key table also maps an id to its
 * month (see article-months.ts); answers the free items with their ids.
 */
async function claimUrls(
  trx: Transaction<DB>,
  part: ArticleToStore[],
): Promise<{ item: ArticleToStore; id: number }[]> {
  const claimed = await trx
    .insertInto('article_url')
    .values(
      part.map((i) => ({
        url_hash: i.article.urlHash,
        publish_time: i.article.publishTime,
        article_id: sql<number>`nextval(pg_get_serial_sequence('article', 'id'))`,
      })),
    )
    .onConflict((oc) => oc.column('url_hash').doNothing())
    .returning(['url_hash', 'article_id'])
    .execute();
  const free = new Map(claimed.map((r) => [r.url_hash, Number(r.article_id)]));
  // A URL twice in one chunk is claimed once: its first item is written.
  const out: { item: ArticleToStore; id: number }[] = [];
  for (const item of part) {
    const id = free.get(item.article.urlHash);
    if (id !== undefined) {
      free.delete(item.article.urlHash);
      out.push({ item, id });
    }
  }
  return out;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

type PostAuthors = Awaited<ReturnType<typeof upsertPostAuthors>>;

/**
 * PostgreSQL: claims every URL of the batch first, so each row is written once and whole: its
 * id, its cluster (a batch-mate's id is known too) and its full-text vector. Setting the cluster
 * and the vector by UPDATE afterwards wrote every article three times, and since both columns
 * are indexed, none of those updates was HOT: three entries in each of the article's indexes
 * and two dead tuples per article for vacuum.
 */
export async function insertClaimed(
  trx: Transaction<DB>,
  items: ArticleToStore[],
  authors: PostAuthors,
  ids: Map<string, number>,
): Promise<ArticleToStore[]> {
  const claimed: { item: ArticleToStore; id: number }[] = [];
  for (const part of chunks(items, INSERT_CHUNK)) {
    claimed.push(...(await claimUrls(trx, part)));
  }
  for (const { item, id } of claimed) {
    ids.set(item.article.urlHash, id);
  }
  const stored = claimed.map((c) => c.item);
  const byHash = new Map(stored.map((i) => [i.article.urlHash, i]));
  for (const part of chunks(claimed, INSERT_CHUNK)) {
    await trx
      .insertInto('article')
      .values(
        part.map(({ item, id }) => ({
          id,
          ...toRow(item.article, resolvedCluster(item, byHash, ids) ?? id),
          ...socialColumns(item.article, authors),
          // Not in the engine-neutral schema: PostgreSQL's tsvector column (see dialect.ts).
          ...({ fts: pgFtsVector(item.article.ftsTokens) } as object),
        })),
      )
      .execute();
  }
  return stored;
}

/**
 * SQLite: the unique url_hash index skips URLs stored before. The transaction holds the write
 * lock (it began IMMEDIATE), so the ids that follow the highest one are this batch's: each row is
 * written once and whole with its id and cluster (a stored near-duplicate's, a batch-mate's, or
 * its own id), one prepared single-row statement each (rowInserter), then the full-text index
 * gets its tokens. Writing the rows first and their clusters by UPDATE after rewrote each new cluster's
 * row and its entries in the four indexes that carry `cluster_id`, and a multi-row INSERT spilled
 * its statement journal to a temporary file in every write slice.
 */
export async function insertNumbered(
  trx: Transaction<DB>,
  dialect: Dialect,
  items: ArticleToStore[],
  authors: PostAuthors,
  ids: Map<string, number>,
): Promise<ArticleToStore[]> {
  const file = transactionConnection(trx);
  if (!file) {
    throw new Error('insertNumbered runs inside a SQLite transaction');
  }
  let next = nextArticleId(file);
  const byHash = new Map(items.map((i) => [i.article.urlHash, i]));
  let insert: ((row: Record<string, unknown>) => boolean) | undefined;
  for (const item of items) {
    const { article: a } = item;
    // Every row has the same columns (NO_SOCIAL), so one prepared statement writes them all.
    const row: Record<string, unknown> = {
      id: next,
      ...toRow(a, resolvedCluster(item, byHash, ids) ?? next),
      ...NO_SOCIAL,
      ...socialColumns(a, authors),
    };
    insert ??= rowInserter(file, 'article', Object.keys(row), '(url_hash)');
    if (insert(row)) {
      ids.set(a.urlHash, next);
      next += 1;
    }
  }
  const stored = items.filter((i) => ids.has(i.article.urlHash));
  await dialect.writeFts(
    trx,
    stored.map(({ article: a }) => ({ id: ids.get(a.urlHash)!, tokens: a.ftsTokens })),
  );
  return stored;
}

/** The social columns of a row that is not a post, so every article row has the same columns. */
const NO_SOCIAL = {
  post_key: null,
  parent_key: null,
  post_kind: null,
  link_via: null,
  social_author_id: null,
};

/**
 * The id SQLite would give the next article: past the highest stored and the highest ever given
 * (AUTOINCREMENT's `sqlite_sequence`, so a deleted article's id is not given again).
 */
function nextArticleId(file: SQLite.Database): number {
  const row = file
    .prepare(
      `SELECT max(coalesce((SELECT max(id) FROM article), 0),
        coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'article'), 0)) + 1 AS next`,
    )
    .get() as { next: number };
  return Number(row.next);
}

function toRow(a: AnalysedArticle, clusterId: number | null) {
  const r = a.raw;
  return {
    url: a.url,
    url_hash: a.urlHash,
    title: a.title,
    content: a.content,
    html: a.html,
    summary: a.summary,
    site_name: r.siteName?.slice(0, 100) ?? null,
    source_id: r.sourceId ?? null,
    carrier: a.carrier,
    is_abroad: a.isAbroad ? 1 : 0,
    language: a.language,
    publish_time: a.publishTime,
    crawl_time: a.crawlTime,
    author_name: r.author?.name?.slice(0, 100) ?? null,
    author_id: r.author?.id?.slice(0, 100) ?? null,
    author_followers: r.author?.followers ?? null,
    author_verified: r.author?.verified === undefined ? null : r.author.verified ? 1 : 0,
    author_gender: r.author?.gender ?? null,
    author_region: r.author?.region?.slice(0, 50) ?? null,
    publisher_province: a.publisher.province,
    publisher_city: a.publisher.city,
    sentiment: a.sentiment,
    sentiment_score: a.sentimentScore,
    keywords: JSON.stringify(a.keywords),
    entities: JSON.stringify(a.entities),
    simhash: a.simhash,
    cluster_id: clusterId,
    cover_url: r.coverUrl?.slice(0, 2000) ?? null,
    reads: r.engagement?.reads ?? 0,
    comments: r.engagement?.comments ?? 0,
    forwards: r.engagement?.forwards ?? 0,
    likes: r.engagement?.likes ?? 0,
    plays: r.engagement?.plays ?? 0,
    parent_id: null,
    parent_url: r.parentUrl?.slice(0, 2000) ?? null,
    is_demo: r.isDemo ? 1 : 0,
    owner_org_id: r.ownerOrgId ?? null,
  };
}
