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

  /**
   * The newest two snapshots of each platform: one index seek per platform (LIMIT 2 on
   * (platform, taken_at)), sent as one statement.
   */
  private async latestTwo(platforms: readonly string[]) {
    const [first, ...rest] = platforms.map((platform) =>
      this.db
        .selectFrom((eb) =>
          eb
            .selectFrom('hot_list_snapshot')
            .select(['id', 'platform', 'taken_at'])
            .where('platform', '=', platform)
            .orderBy('taken_at', 'desc')
            .orderBy('id', 'desc')
            .limit(2)
            .as('s'),
        )
        .selectAll(),
    );
    if (!first) {
      return [];
    }
    return rest.reduce((q, part) => q.unionAll(part), first).execute();
  }

  /** One platform's latest list with rank moves, best rank and time on list. */
  async platformList(
    platform: string,
    size: number,
  ): Promise<{ takenAt: number | null; list: HotListRow[] }> {
    return (await this.platformLists([platform], size))[0]!;
  }

  /**
   * The latest list of each platform with rank moves, best rank and time on list: four
   * statements for all of them (the newest two snapshots, their entries, and each story's
   * history), not four per platform. On PostgreSQL each statement is a round trip and a plan:
   * the merged list of seven platforms took 28 of them.
   */
  async platformLists(
    platforms: readonly string[],
    size: number,
  ): Promise<{ takenAt: number | null; list: HotListRow[] }[]> {
    const snapshots = await this.latestTwo(platforms);
    const newest = (platform: string, nth: number) =>
      snapshots
        .filter((s) => s.platform === platform)
        .sort((a, b) => Number(b.taken_at) - Number(a.taken_at) || Number(b.id) - Number(a.id))[
        nth
      ];
    const latest = new Map(platforms.map((p) => [p, newest(p, 0)]));
    const previous = new Map(platforms.map((p) => [p, newest(p, 1)]));
    const latestIds = [...latest.values()].flatMap((s) => (s ? [Number(s.id)] : []));
    const previousIds = [...previous.values()].flatMap((s) => (s ? [Number(s.id)] : []));
    const entries = latestIds.length
      ? await this.db
          .selectFrom('hot_list_item')
          .selectAll()
          .where('snapshot_id', 'in', latestIds)
          .orderBy('snapshot_id')
          .orderBy('rank')
          .execute()
      : [];
    // The first `size` entries of each snapshot by rank (a snapshot's ranks may have gaps).
    const itemsOf = new Map<number, typeof entries>();
    for (const e of entries) {
      const list = itemsOf.get(Number(e.snapshot_id)) ?? [];
      if (list.length < size) {
        list.push(e);
      }
      itemsOf.set(Number(e.snapshot_id), list);
    }
    const keys = [...new Set([...itemsOf.values()].flat().map((i) => i.story_key))];
    const [before, history] = keys.length
      ? await Promise.all([
          previousIds.length
            ? this.db
                .selectFrom('hot_list_item')
                .select(['snapshot_id', 'story_key', 'rank'])
                .where('snapshot_id', 'in', previousIds)
                .where('story_key', 'in', keys)
                .execute()
            : [],
          this.db
            .selectFrom('hot_list_item')
            .select((eb) => [
              'platform',
              'story_key',
              eb.fn.min('rank').as('best'),
              eb.fn.min('taken_at').as('first'),
              eb.fn.max('taken_at').as('last'),
              eb.fn.countAll<number>().as('n'),
            ])
            .where('platform', 'in', platforms)
            .where('story_key', 'in', keys)
            .groupBy(['platform', 'story_key'])
            .execute(),
        ])
      : [[], []];
    const prevRank = new Map(
      before.map((r) => [`${r.snapshot_id} ${r.story_key}`, Number(r.rank)]),
    );
    const hist = new Map(history.map((h) => [`${h.platform} ${h.story_key}`, h]));
    return platforms.map((platform) => {
      const snap = latest.get(platform);
      if (!snap) {
        return { takenAt: null, list: [] };
      }
      const prev = previous.get(platform);
      const list = (itemsOf.get(Number(snap.id)) ?? []).map((i) => {
        const h = hist.get(`${platform} ${i.story_key}`)!;
        const previousRank = prev ? (prevRank.get(`${prev.id} ${i.story_key}`) ?? null) : null;
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
          move: moveOf(Number(i.rank), previousRank, first < Number(snap.taken_at)),
          bestRank: Number(h.best),
          firstSeen: formatCn(first),
          lastSeen: formatCn(Number(h.last)),
          minutesOnList: Math.round((Number(h.last) - first) / 60_000),
          snapshots: Number(h.n),
        };
      });
      return { takenAt: Number(snap.taken_at), list };
    });
  }

  /**
   * Every platform's latest list merged into one: a story's score is Σ (51 − rank) over the
   * platforms listing it, so a story high on several lists leads.
   */
  async merged(size: number): Promise<{ takenAt: number | null; list: MergedRow[] }> {
    const lists = await this.platformLists(PLATFORMS, 50);
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
