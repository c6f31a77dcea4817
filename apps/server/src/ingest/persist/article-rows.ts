/**
 * The article rows of a batch (article-writer's first step), by engine: PostgreSQL claims the
 * URLs and writes each row once and whole; SQLite numbers the rows as it writes them and sets
 * clusters and its FTS5 rows after.
 */
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { pgFtsVector } from '../../db/dialect.js';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
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
 * SQLite: the unique url_hash index skips URLs stored before and the rows are numbered as they
 * are written; then each row without a stored near-duplicate gets its cluster (a batch-mate's
 * or its own id), and the full-text index its tokens.
 */
export async function insertNumbered(
  trx: Transaction<DB>,
  dialect: Dialect,
  items: ArticleToStore[],
  authors: PostAuthors,
  ids: Map<string, number>,
): Promise<ArticleToStore[]> {
  for (const part of chunks(items, INSERT_CHUNK)) {
    const rows = await trx
      .insertInto('article')
      .values(
        part.map(({ article: a, clusterId }) => ({
          ...toRow(a, clusterId),
          ...socialColumns(a, authors),
        })),
      )
      .onConflict((oc) => oc.column('url_hash').doNothing())
      .returning(['id', 'url_hash'])
      .execute();
    for (const r of rows) {
      ids.set(r.url_hash, r.id);
    }
  }
  const stored = items.filter((i) => ids.has(i.article.urlHash));
  const byHash = new Map(stored.map((i) => [i.article.urlHash, i]));
  const joined = new Map<number, number[]>();
  for (const item of stored.filter((i) => i.sameClusterAs && i.clusterId === null)) {
    const cluster = resolvedCluster(item, byHash, ids)!;
    joined.set(cluster, [...(joined.get(cluster) ?? []), ids.get(item.article.urlHash)!]);
  }
  for (const [cluster, members] of joined) {
    await trx
      .updateTable('article')
      .set({ cluster_id: cluster })
      .where('id', 'in', members)
      .execute();
  }
  const joinedIds = new Set([...joined.values()].flat());
  const newClusters = stored
    .filter((i) => i.clusterId === null)
    .map((i) => ids.get(i.article.urlHash)!)
    .filter((id) => !joinedIds.has(id));
  for (const part of chunks(newClusters, 500)) {
    await trx
      .updateTable('article')
      .set((eb) => ({ cluster_id: eb.ref('id') }))
      .where('id', 'in', part)
      .execute();
  }
  await dialect.writeFts(
    trx,
    stored.map(({ article: a }) => ({ id: ids.get(a.urlHash)!, tokens: a.ftsTokens })),
  );
  return stored;
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
