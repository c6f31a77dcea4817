import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RawArticle } from '../raw-article.js';

type Engagement = NonNullable<RawArticle['engagement']>;

/** One snapshot row of a video's counts; a count the collector did not give stays null. */
function snapshotRow(articleId: number, takenAt: number, e: Engagement) {
  return {
    article_id: articleId,
    taken_at: takenAt,
    plays: e.plays ?? null,
    likes: e.likes ?? null,
    comments: e.comments ?? null,
    shares: e.forwards ?? null,
    favourites: e.favourites ?? null,
  };
}

/**
 * Stores video count snapshots (短视频 details show growth, not only totals). A count the
 * collector did not give stays null (不可获取), never 0.
 */
export async function insertSnapshots(
  db: Kysely<DB> | Transaction<DB>,
  items: { articleId: number; takenAt: number; engagement: Engagement }[],
): Promise<void> {
  const rows = items.map((i) => snapshotRow(i.articleId, i.takenAt, i.engagement));
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insertInto('video_snapshot')
      .values(rows.slice(i, i + 300))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * A known video collected again with its counts: a new snapshot at this crawl, and the
 * article's totals move to the counts given (those not given keep their last value).
 */
export async function recordRecollected(
  db: Kysely<DB>,
  videos: { articleId: number; engagement: Engagement }[],
  now: number,
): Promise<void> {
  if (videos.length === 0) {
    return;
  }
  await db.transaction().execute(async (trx) => {
    await insertSnapshots(
      trx,
      videos.map((v) => ({ ...v, takenAt: now })),
    );
    for (const { articleId, engagement: e } of videos) {
      const totals = {
        ...(e.plays !== undefined ? { plays: e.plays } : {}),
        ...(e.likes !== undefined ? { likes: e.likes } : {}),
        ...(e.comments !== undefined ? { comments: e.comments } : {}),
        ...(e.forwards !== undefined ? { forwards: e.forwards } : {}),
        ...(e.reads !== undefined ? { reads: e.reads } : {}),
      };
      if (Object.keys(totals).length > 0) {
        await trx.updateTable('article').set(totals).where('id', '=', articleId).execute();
      }
    }
  });
}
