import type { Kysely, Transaction } from 'kysely';
import { startOfDayCn } from '@guanlan/shared';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { canonicalUrl, articleKey } from '../normalise/canonical-url.js';
import { linkSocialPosts, upsertPostAuthors } from '../../social/social-writer.js';
import { insertClaimed, insertNumbered, resolvedCluster } from './article-rows.js';
import type { ArticleToStore } from './article-rows.js';
import { insertSnapshots } from './video-snapshots.js';
import { factsOfAnalysed } from './hit-facts.js';
import { insertHits } from './hit-rows.js';
import { ensureArticleMonths } from '../../db/article-partitions.js';
import { insertRows } from '../../db/insert-rows.js';
import { countArticleHours } from './article-hours.js';

/** Runs inside the article transaction with the stored rows (e.g. queue warning evaluation). */
export type TransactionHook = (
  trx: Transaction<DB>,
  stored: {
    id: number;
    hits: ArticleToStore['hits'];
    siteName: string | null;
    authorName: string | null;
  }[],
) => Promise<void>;

/**
 * Writes articles, their regions, keywords, full-text tokens, rule hits and source counts in
 * one transaction, so an acknowledged batch is either wholly stored or not at all. Rows whose
 * URL is already stored (a concurrent writer won) are skipped; returns the new ids by URL hash.
 */
export async function writeArticles(
  db: Kysely<DB>,
  dialect: Dialect,
  items: ArticleToStore[],
  hooks: readonly TransactionHook[] = [],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (items.length === 0) {
    return ids;
  }
  const pg = dialect.engine === 'postgres';
  if (pg) {
    // Outside the batch's transaction: attaching a partition locks the parent briefly.
    await ensureArticleMonths(
      db,
      items.map((i) => i.article.publishTime),
    );
  }
  await db.transaction().execute(async (trx) => {
    const authors = await upsertPostAuthors(
      trx,
      items.map((i) => i.article),
      items[0]!.article.crawlTime,
    );
    const stored = pg
      ? await insertClaimed(trx, items, authors, ids)
      : await insertNumbered(trx, dialect, items, authors, ids);
    await writeChildren(trx, stored, ids);
    await writeVideoSnapshots(trx, stored, ids);
    await linkParents(trx, stored, ids);
    await linkSocialPosts(
      trx,
      stored.map((i) => ({ id: ids.get(i.article.urlHash)!, article: i.article })),
    );
    const rows = stored.map((i) => ({
      id: ids.get(i.article.urlHash)!,
      hits: i.hits,
      siteName: i.article.raw.siteName?.slice(0, 100) ?? null,
      authorName: i.article.raw.author?.name?.slice(0, 100) ?? null,
    }));
    for (const hook of hooks) {
      await hook(trx, rows);
    }
    // Last, so the hour rows' locks (PostgreSQL) are held only until the commit.
    await countArticleHours(
      trx,
      stored.map(({ article: a }) => ({
        publishTime: a.publishTime,
        ownerOrgId: a.raw.ownerOrgId ?? null,
        carrier: a.carrier,
        sentiment: a.sentiment,
        crawlTime: a.crawlTime,
      })),
    );
  });
  return ids;
}

/** A video that arrives with its counts starts its count series: one snapshot at crawl time. */
function writeVideoSnapshots(
  trx: Transaction<DB>,
  stored: ArticleToStore[],
  ids: Map<string, number>,
): Promise<void> {
  return insertSnapshots(
    trx,
    stored
      .filter(({ article: a }) => a.carrier === 'video' && a.raw.engagement !== undefined)
      .map(({ article: a }) => ({
        articleId: ids.get(a.urlHash)!,
        takenAt: a.crawlTime,
        engagement: a.raw.engagement!,
      })),
  );
}

/** Resolves forwards and comments to the stored post they answer (parent_id). */
async function linkParents(
  trx: Transaction<DB>,
  stored: ArticleToStore[],
  ids: Map<string, number>,
): Promise<void> {
  // Keys to try in order: an organisation's own post answers its own copy of the parent
  // first, else the shared one.
  const wanted = new Map<number, string[]>();
  for (const { article: a } of stored) {
    const canonical = a.raw.parentUrl ? canonicalUrl(a.raw.parentUrl) : null;
    if (canonical) {
      const keys = [articleKey(canonical, a.raw.ownerOrgId), articleKey(canonical, null)];
      wanted.set(ids.get(a.urlHash)!, [...new Set(keys)]);
    }
  }
  if (wanted.size === 0) {
    return;
  }
  const parents = await trx
    .selectFrom('article')
    .select(['id', 'url_hash'])
    .where('url_hash', 'in', [...new Set([...wanted.values()].flat())])
    .execute();
  const byHash = new Map(parents.map((p) => [p.url_hash, p.id]));
  for (const [childId, keys] of wanted) {
    const parentId = keys.map((k) => byHash.get(k)).find((id) => id !== undefined);
    if (parentId !== undefined && parentId !== childId) {
      await trx
        .updateTable('article')
        .set({ parent_id: parentId })
        .where('id', '=', childId)
        .execute();
    }
  }
}

async function writeChildren(
  trx: Transaction<DB>,
  stored: ArticleToStore[],
  ids: Map<string, number>,
): Promise<void> {
  const regions = stored.flatMap(({ article: a }) => {
    const id = ids.get(a.urlHash)!;
    const rows = a.regions.map((r) => ({
      article_id: id,
      code: r.code,
      level: r.level,
      is_publisher: 0,
      publish_time: a.publishTime,
    }));
    const pub = a.publisher.city ?? a.publisher.province;
    if (pub) {
      rows.push({
        article_id: id,
        code: pub,
        level: a.publisher.city ? 'city' : 'province',
        is_publisher: 1,
        publish_time: a.publishTime,
      });
    }
    return rows;
  });
  await insertRows(trx, 'article_region', regions, { skipConflicts: true });
  const keywords = stored.flatMap(({ article: a }) =>
    a.keywords.slice(0, 10).map((k) => ({
      article_id: ids.get(a.urlHash)!,
      word: k.word.slice(0, 50),
      weight: k.weight,
      publish_time: a.publishTime,
    })),
  );
  await insertRows(trx, 'article_keyword', keywords, { skipConflicts: true });
  const byHash = new Map(stored.map((i) => [i.article.urlHash, i]));
  await insertHits(
    trx,
    stored.map((item) => {
      const id = ids.get(item.article.urlHash)!;
      const cluster = resolvedCluster(item, byHash, ids) ?? id;
      return { facts: factsOfAnalysed(item.article, id, cluster), hits: item.hits };
    }),
  );
  await countSourceDays(trx, stored);
}

/** Items per source per Shanghai day (source health and volume-drop alerts). */
async function countSourceDays(trx: Transaction<DB>, stored: ArticleToStore[]): Promise<void> {
  const counts = new Map<string, { source_id: number; day: number; items: number }>();
  for (const { article: a } of stored) {
    if (a.raw.sourceId === undefined) {
      continue;
    }
    const day = startOfDayCn(a.crawlTime);
    const key = `${a.raw.sourceId}:${day}`;
    const c = counts.get(key) ?? { source_id: a.raw.sourceId, day, items: 0 };
    c.items += 1;
    counts.set(key, c);
  }
  for (const c of counts.values()) {
    await trx
      .insertInto('source_day')
      .values(c)
      .onConflict((oc) =>
        oc
          .columns(['source_id', 'day'])
          .doUpdateSet((eb) => ({ items: eb('source_day.items', '+', c.items) })),
      )
      .execute();
    await trx
      .updateTable('source')
      .set((eb) => ({ items_total: eb('items_total', '+', c.items) }))
      .where('id', '=', c.source_id)
      .execute();
  }
}
