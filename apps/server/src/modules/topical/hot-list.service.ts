import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { PLATFORM_NAMES, PLATFORMS } from '../../ingest/hotlist/hot-list.store.js';

/** new = first seen in the latest snapshot; rising/falling against the previous snapshot. */
export type RankMove = 'new' | 'rising' | 'falling' | 'same';

export interface HotListRow {
  rank: number;
  title: string;
  storyKey: string;
  heat: number;
  url: string;
  platform: string;
  platformName: string;
  previousRank: number | null;
  move: RankMove;
  bestRank: number;
  firstSeen: string;
  lastSeen: string;
  /** Minutes between the first and the last snapshot the story was in. */
  minutesOnList: number;
  snapshots: number;
}

export interface MergedRow {
  rank: number;
  title: string;
  storyKey: string;
  score: number;
  platforms: { platform: string; platformName: string; rank: number }[];
  move: RankMove;
  firstSeen: string;
}

const moveOf = (rank: number, previous: number | null, seenBefore: boolean): RankMove => {
  if (previous === null) {
    return seenBefore ? 'rising' : 'new';
  }
  return rank < previous ? 'rising' : rank > previous ? 'falling' : 'same';
};

/** 热榜: the latest snapshot per platform with history marks, merged across platforms. */
export class HotListService {
  constructor(private readonly db: Kysely<DB>) {}

  private async latestTwo(platform: string) {
    return this.db
      .selectFrom('hot_list_snapshot')
      .select(['id', 'taken_at'])
      .where('platform', '=', platform)
      .orderBy('taken_at', 'desc')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
  }

  /** One platform's latest list with rank moves, best rank and time on list. */
  async platformList(
    platform: string,
    size: number,
  ): Promise<{ takenAt: number | null; list: HotListRow[] }> {
    const [latest, previous] = await this.latestTwo(platform);
    if (!latest) {
      return { takenAt: null, list: [] };
    }
    const items = await this.db
      .selectFrom('hot_list_item')
      .selectAll()
      .where('snapshot_id', '=', latest.id)
      .orderBy('rank')
      .limit(size)
      .execute();
    const keys = items.map((i) => i.story_key);
    const prevRanks = new Map<string, number>();
    if (previous && keys.length) {
      const rows = await this.db
        .selectFrom('hot_list_item')
        .select(['story_key', 'rank'])
        .where('snapshot_id', '=', previous.id)
        .where('story_key', 'in', keys)
        .execute();
      for (const r of rows) {
        prevRanks.set(r.story_key, Number(r.rank));
      }
    }
    const history = keys.length
      ? await this.db
          .selectFrom('hot_list_item')
          .select((eb) => [
            'story_key',
            eb.fn.min('rank').as('best'),
            eb.fn.min('taken_at').as('first'),
            eb.fn.max('taken_at').as('last'),
            eb.fn.countAll<number>().as('n'),
          ])
          .where('platform', '=', platform)
          .where('story_key', 'in', keys)
          .groupBy('story_key')
          .execute()
      : [];
    const hist = new Map(history.map((h) => [h.story_key, h]));
    const list = items.map((i) => {
      const h = hist.get(i.story_key)!;
      const previousRank = prevRanks.get(i.story_key) ?? null;
      const first = Number(h.first);
      return {
        rank: Number(i.rank),
        title: i.title,
        storyKey: i.story_key,
        heat: Number(i.heat),
        url: i.url,
        platform,
        platformName: PLATFORM_NAMES[platform] ?? platform,
        previousRank,
        move: moveOf(Number(i.rank), previousRank, first < Number(latest.taken_at)),
        bestRank: Number(h.best),
        firstSeen: formatCn(first),
        lastSeen: formatCn(Number(h.last)),
        minutesOnList: Math.round((Number(h.last) - first) / 60_000),
        snapshots: Number(h.n),
      };
    });
    return { takenAt: Number(latest.taken_at), list };
  }

  /**
   * Every platform's latest list merged into one: a story's score is Σ (51 − rank) over the
   * platforms listing it, so a story high on several lists leads.
   */
  async merged(size: number): Promise<{ takenAt: number | null; list: MergedRow[] }> {
    const lists = await Promise.all(PLATFORMS.map((p) => this.platformList(p, 50)));
    const byKey = new Map<string, MergedRow & { rising: number; firstMs: number }>();
    let takenAt: number | null = null;
    for (const { takenAt: t, list } of lists) {
      if (t !== null) {
        takenAt = Math.max(takenAt ?? 0, t);
      }
      for (const r of list) {
        const row = byKey.get(r.storyKey) ?? {
          rank: 0,
          title: r.title,
          storyKey: r.storyKey,
          score: 0,
          platforms: [],
          move: 'same' as RankMove,
          firstSeen: r.firstSeen,
          rising: 0,
          firstMs: Infinity,
        };
        row.score += 51 - Math.min(r.rank, 50);
        row.platforms.push({ platform: r.platform, platformName: r.platformName, rank: r.rank });
        row.rising += r.move === 'rising' || r.move === 'new' ? 1 : r.move === 'falling' ? -1 : 0;
        if (r.move === 'new' && row.move === 'same') {
          row.move = 'new';
        }
        byKey.set(r.storyKey, row);
      }
    }
    const list = [...byKey.values()]
      .sort((a, b) => b.score - a.score || a.storyKey.localeCompare(b.storyKey))
      .slice(0, size)
      .map(({ rising, firstMs: _f, ...r }, i) => ({
        ...r,
        rank: i + 1,
        move: r.move === 'new' ? r.move : rising > 0 ? 'rising' : rising < 0 ? 'falling' : 'same',
      })) as MergedRow[];
    return { takenAt, list };
  }

  /** A story's rank in every snapshot of every platform, oldest first. */
  async trajectory(key: string) {
    const rows = await this.db
      .selectFrom('hot_list_item')
      .select(['platform', 'taken_at', 'rank', 'title', 'heat'])
      .where('story_key', '=', key)
      .orderBy('taken_at')
      .orderBy('platform')
      .execute();
    const byPlatform = new Map<string, { time: string; rank: number; heat: number }[]>();
    for (const r of rows) {
      const list = byPlatform.get(r.platform) ?? [];
      list.push({ time: formatCn(Number(r.taken_at)), rank: Number(r.rank), heat: Number(r.heat) });
      byPlatform.set(r.platform, list);
    }
    return {
      title: rows[0]?.title ?? '',
      platforms: [...byPlatform.entries()].map(([platform, points]) => ({
        platform,
        platformName: PLATFORM_NAMES[platform] ?? platform,
        bestRank: Math.min(...points.map((p) => p.rank)),
        points,
      })),
    };
  }
}
