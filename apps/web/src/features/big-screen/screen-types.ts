/** One panel of a screen as the server sends it (findBigScreenData). */
export interface ScreenPanel<T = unknown> {
  data: T;
  updatedAt: string | null;
  stale: boolean;
}

export interface ScreenData {
  screenCode: ScreenCode;
  screenTitle: string;
  boundTo: string;
  refreshSeconds: number;
  rotateSeconds: number;
  generatedAt: string;
  panels: Record<string, ScreenPanel>;
  shared?: boolean;
}

export type ScreenCode =
  'publicOpinion' | 'emergencyCommandCenter' | 'visualScreen' | 'hotList' | 'dataSourceCenter';

export const SCREEN_NAMES: Record<ScreenCode, string> = {
  publicOpinion: '舆情态势大屏',
  emergencyCommandCenter: '应急指挥中心',
  visualScreen: '可视化大屏',
  hotList: '热榜大屏',
  dataSourceCenter: '数据源中心',
};

export const SCREEN_CODES = Object.keys(SCREEN_NAMES) as ScreenCode[];

/** An analysis table (columns and rows keyed by column). */
export interface Table {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
  granularity?: 'hour' | 'day';
}

import type { ScreenLiveItem as LiveItem } from '@guanlan/shared';

export type { LiveItem };

/** What the `bigScreen` push carries: how many new articles and the newest few. */
export interface ScreenPush {
  type: 'bigScreen';
  at: string;
  count: number;
  live: LiveItem[];
}

/** Parses a websocket frame; anything but a screen push gives undefined. */
export function parseScreenPush(data: unknown): ScreenPush | undefined {
  if (typeof data !== 'string') {
    return undefined;
  }
  try {
    const raw = JSON.parse(data) as Partial<ScreenPush>;
    if (raw.type !== 'bigScreen' || !Array.isArray(raw.live)) {
      return undefined;
    }
    return {
      type: 'bigScreen',
      at: String(raw.at ?? ''),
      count: Number(raw.count ?? 0),
      live: raw.live,
    };
  } catch {
    return undefined;
  }
}

/** Puts pushed items at the top of the live feed, without duplicates, at most `max` items. */
export function mergeLive(
  current: readonly LiveItem[],
  pushed: readonly LiveItem[],
  max = 15,
): LiveItem[] {
  const seen = new Set<number>();
  const out: LiveItem[] = [];
  for (const item of [...pushed, ...current]) {
    if (!seen.has(item.id)) {
      seen.add(item.id);
      out.push(item);
    }
    if (out.length >= max) {
      break;
    }
  }
  return out;
}

/** The stage is drawn at 1920×1080 and scaled to fit the window, letterboxed. */
export const STAGE = { width: 1920, height: 1080 } as const;

export function stageScale(width: number, height: number): number {
  return Math.min(width / STAGE.width, height / STAGE.height);
}
