import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Hot-list platforms and their Chinese names. */
export const PLATFORM_NAMES: Record<string, string> = {
  weibo: '微博热搜',
  baidu: '百度热搜',
  zhihu: '知乎热榜',
  douyin: '抖音热榜',
  toutiao: '头条热榜',
  bilibili: 'B站热门',
  weChat: '微信热文',
};
export const PLATFORMS = Object.keys(PLATFORM_NAMES);

/** One entry of a collected hot list. */
export interface HotListEntry {
  rank: number;
  title: string;
  heat?: number;
  url?: string;
}

/**
 * The story key of a title: lower-cased, without spaces, punctuation and hashtags, so the same
 * story on two platforms (#某某事件# vs 某某事件) and in two snapshots is one story.
 */
export function storyKey(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s#【】[\]「」『』“”"'‘’!！?？,，.。:：;；、·…—\-_()（）《》<>|/\\]+/g, '')
    .slice(0, 200);
}

/** Keeps every snapshot: one row per snapshot, one per entry. */
export class HotListStore {
  constructor(private readonly db: Kysely<DB>) {}

  async save(
    platform: string,
    takenAt: number,
    entries: readonly HotListEntry[],
    opts: { sourceId?: number | null; isDemo?: boolean } = {},
  ): Promise<number> {
    const clean = entries
      .filter((e) => e.title.trim() && e.rank >= 1)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, 100);
    return this.db.transaction().execute(async (trx) => {
      const snap = await trx
        .insertInto('hot_list_snapshot')
        .values({
          platform,
          source_id: opts.sourceId ?? null,
          taken_at: takenAt,
          item_count: clean.length,
          is_demo: opts.isDemo ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (clean.length) {
        await trx
          .insertInto('hot_list_item')
          .values(
            clean.map((e) => ({
              snapshot_id: snap.id,
              platform,
              taken_at: takenAt,
              rank: Math.round(e.rank),
              title: e.title.trim().slice(0, 200),
              story_key: storyKey(e.title) || e.title.slice(0, 200),
              heat: Math.max(0, Math.round(e.heat ?? 0)),
              url: (e.url ?? '').slice(0, 2000),
            })),
          )
          .execute();
      }
      return Number(snap.id);
    });
  }
}
