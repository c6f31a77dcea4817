import type { TrendTableData } from '@guanlan/shared';

type Obj = Record<string, unknown>;

/** The counts a video keeps, in the order the page shows them. */
export const VIDEO_METRICS = [
  { key: 'plays', label: '播放' },
  { key: 'likes', label: '点赞' },
  { key: 'comments', label: '评论' },
  { key: 'shares', label: '分享' },
  { key: 'favourites', label: '收藏' },
] as const;
export type VideoMetric = (typeof VIDEO_METRICS)[number]['key'];

/** A count, or null where the platform does not expose it (shown as 不可获取, never 0). */
export type Counts = Record<VideoMetric, number | null>;

export interface VideoSnapshot {
  time: string;
  counts: Counts;
}

/** A video as the page shows it (the detail itself or one of its similar videos). */
export interface VideoItem {
  articleId: number;
  title: string;
  platform: string;
  publishTime: string;
  coverUrl: string | null;
  summary: string;
  url: string;
  author: string;
  sentiment: string;
}

export interface VideoDetail {
  video: VideoItem;
  counts: Counts;
  snapshots: VideoSnapshot[];
  similar: VideoItem[];
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A count under its name or `<name>Count` (playCount…); anything not a number is null. */
function countOf(o: Obj, key: VideoMetric): number | null {
  const singular = key.replace(/s$/, '');
  const names = [key, `${singular}Count`, key === 'favourites' ? 'favorites' : ''];
  for (const name of names.filter(Boolean)) {
    const v = o[name];
    if (typeof v === 'number' && Number.isFinite(v)) {
      return v;
    }
  }
  return null;
}

export function countsOf(o: Obj): Counts {
  const nested = isObj(o.counts) ? o.counts : o;
  return Object.fromEntries(VIDEO_METRICS.map((m) => [m.key, countOf(nested, m.key)])) as Counts;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A video of the answer (`articleId` or `id`; `coverUrl` or the list's cover field). */
export function videoOf(o: Obj): VideoItem {
  const id = o.articleId ?? o.id;
  const cover = [o.coverUrl, o.articleCoverBase64].find((c) => typeof c === 'string' && c);
  return {
    articleId: typeof id === 'number' ? id : 0,
    title: text(o.title),
    platform: text(o.platform) || text(o.siteName),
    publishTime: text(o.publishTime),
    coverUrl: typeof cover === 'string' ? cover : null,
    summary: text(o.summary),
    url: text(o.url),
    author: text(o.author),
    sentiment: text(o.sentiment),
  };
}

/**
 * The video detail answer: the video (flat or under `article`), its latest counts, the count
 * snapshots (oldest first) and the videos of its similar cluster.
 */
export function readVideoDetail(raw: unknown): VideoDetail {
  const o = isObj(raw) ? raw : {};
  const flat = isObj(o.article) ? { ...o.article, ...o } : o;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObj) : []);
  const snapshots = list(o.snapshots)
    .map((s) => ({
      time: [s.time, s.snapshotTime].find((t) => typeof t === 'string') ?? '',
      counts: countsOf(s),
    }))
    .sort((a, b) => a.time.localeCompare(b.time));
  const last = snapshots[snapshots.length - 1];
  const own = countsOf(flat);
  const counts = VIDEO_METRICS.some((m) => own[m.key] !== null) ? own : (last?.counts ?? own);
  return {
    video: videoOf(flat),
    counts,
    snapshots,
    similar: list(o.similar ?? o.similarArticles).map(videoOf),
  };
}

/** A count as the page shows it: grouped digits, or 不可获取. */
export function countText(value: number | null): string {
  return value === null ? '不可获取' : value.toLocaleString('zh-CN');
}

/**
 * The growth of the counts as a trend table (one line per count the platform exposes), so
 * the shared trend chart draws it. Counts never exposed are left out rather than drawn as 0.
 */
export function growthTable(snapshots: readonly VideoSnapshot[]): TrendTableData {
  const shown = VIDEO_METRICS.filter((m) => snapshots.some((s) => s.counts[m.key] !== null));
  return {
    granularity: 'hour',
    columns: [
      { key: 'time', title: '时间' },
      ...shown.map((m) => ({ key: m.key, title: m.label })),
    ],
    rows: snapshots.map((s) => ({
      time: s.time,
      ...Object.fromEntries(shown.map((m) => [m.key, s.counts[m.key] ?? 0])),
    })),
  };
}
