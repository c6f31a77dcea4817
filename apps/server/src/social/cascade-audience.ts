import { startOfDayCn } from '@guanlan/shared';
import { isKeywordCandidate } from '../nlp/keywords.js';
import { defaultSegmenter } from '../nlp/segment.js';
import { loadDivisions } from '../nlp/region-data.js';
import type { CascadeNode } from './cascade-repo.js';
import { accountOf, nameOf } from './cascade-structure.js';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const HOUR_MS = 3_600_000;

/** A count with its share of the known total. */
export interface Share {
  key: string;
  name: string;
  count: number;
  share: number;
}

/** Distinct participating accounts (everyone below the original), first post each. */
function participants(nodes: readonly CascadeNode[], rootId: number): CascadeNode[] {
  const seen = new Map<string, CascadeNode>();
  for (const n of nodes) {
    if (n.id !== rootId && !seen.has(accountOf(n))) {
      seen.set(accountOf(n), n);
    }
  }
  return [...seen.values()];
}

function shares(counts: Map<string, number>, names: (k: string) => string): Share[] {
  const total = [...counts.values()].reduce((s, c) => s + c, 0);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([key, count]) => ({
      key,
      name: names(key),
      count,
      share: total ? round4(count / total) : 0,
    }));
}

const GENDER_NAMES: Record<string, string> = { m: '男', f: '女', unknown: '未知' };

/** 性别分布 of participating accounts; accounts without a profile count as 未知. */
export function genderDistribution(nodes: readonly CascadeNode[], rootId: number): Share[] {
  const counts = new Map<string, number>();
  for (const n of participants(nodes, rootId)) {
    const g = n.gender === 'm' || n.gender === 'f' ? n.gender : 'unknown';
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return shares(counts, (k) => GENDER_NAMES[k] ?? k);
}

let provinceNames: Map<string, string> | undefined;
function provinceName(code: string): string {
  provinceNames ??= new Map(loadDivisions().provinces.map((p) => [p.code, p.name] as const));
  return code === 'unknown' ? '未知' : (provinceNames.get(code) ?? code);
}

/** 地域分布 of participating accounts by province (未知 when no location is known). */
export function regionDistribution(nodes: readonly CascadeNode[], rootId: number): Share[] {
  const counts = new Map<string, number>();
  for (const n of participants(nodes, rootId)) {
    const code = n.province ? `${n.province.slice(0, 2)}0000` : 'unknown';
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return shares(counts, provinceName);
}

export interface TrendPoint {
  time: number;
  reposts: number;
  comments: number;
  total: number;
  cumulative: number;
}

/** 转发评论走势: per hour when the cascade spans up to three days, else per Shanghai day. */
export function spreadTrend(
  nodes: readonly CascadeNode[],
  rootId: number,
): { interval: 'hour' | 'day'; points: TrendPoint[] } {
  const below = nodes.filter((n) => n.id !== rootId);
  if (below.length === 0) {
    return { interval: 'hour', points: [] };
  }
  let first = Infinity;
  let last = -Infinity;
  for (const n of below) {
    first = Math.min(first, n.publishTime);
    last = Math.max(last, n.publishTime);
  }
  const interval = last - first <= 3 * 24 * HOUR_MS ? 'hour' : 'day';
  const bucket = (t: number) =>
    interval === 'hour' ? Math.floor(t / HOUR_MS) * HOUR_MS : startOfDayCn(t);
  const byTime = new Map<number, TrendPoint>();
  for (const n of below) {
    const time = bucket(n.publishTime);
    const p = byTime.get(time) ?? { time, reposts: 0, comments: 0, total: 0, cumulative: 0 };
    if (n.kind === 'comment') {
      p.comments += 1;
    } else {
      p.reposts += 1;
    }
    p.total += 1;
    byTime.set(time, p);
  }
  const step = interval === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  const points: TrendPoint[] = [];
  let cumulative = 0;
  // Empty buckets between the first and last are shown as zero (at most 400 points are filled).
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const fill = (times[times.length - 1]! - times[0]!) / step <= 400;
  const all = fill ? range(times[0]!, times[times.length - 1]!, step, interval) : times;
  for (const time of all) {
    const p = byTime.get(time) ?? { time, reposts: 0, comments: 0, total: 0, cumulative: 0 };
    cumulative += p.total;
    points.push({ ...p, cumulative });
  }
  return { interval, points };
}

function range(from: number, to: number, step: number, interval: 'hour' | 'day'): number[] {
  const out: number[] = [];
  for (let t = from; t <= to; t += step) {
    out.push(interval === 'day' ? startOfDayCn(t + HOUR_MS * 12) : t);
  }
  return out;
}

/** What the participant wrote: without the `//@` chain it quotes, replies, emoticons or links. */
export function ownWords(text: string): string {
  const cut = text.indexOf('//@');
  return (cut >= 0 ? text.slice(0, cut) : text)
    .replace(/^回复@[^:：]{1,30}[:：]/, '')
    .replace(/\[[^\]]{1,8}\]/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/@[^\s:：@]{1,30}/g, '')
    .replace(/^\s*(转发微博|轉發微博|Repost)\s*$/i, '')
    .trim();
}

export interface HotWord {
  word: string;
  /** Comments using it. */
  count: number;
}

/** 评论热词: words of the participants' own text, counted once per comment. */
export function commentWords(nodes: readonly CascadeNode[], rootId: number, size = 60): HotWord[] {
  const seg = defaultSegmenter();
  const counts = new Map<string, number>();
  for (const n of nodes) {
    const own = n.id === rootId ? '' : ownWords(n.text);
    if (!own) {
      continue;
    }
    for (const w of new Set(seg.cut(own))) {
      if (isKeywordCandidate(w)) {
        counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, size)
    .map(([word, count]) => ({ word, count }));
}

/** 评论情感: sentiment of the participants' posts that say something of their own. */
export function commentSentiment(nodes: readonly CascadeNode[], rootId: number) {
  const out = { positive: 0, neutral: 0, negative: 0, total: 0 };
  for (const n of nodes) {
    if (n.id === rootId || !ownWords(n.text)) {
      continue;
    }
    if (n.sentiment === 'positive' || n.sentiment === 'negative' || n.sentiment === 'neutral') {
      out[n.sentiment] += 1;
      out.total += 1;
    }
  }
  return out;
}

export interface CommentItem {
  id: number;
  name: string;
  text: string;
  time: number;
  sentiment: string;
  downstream: number;
  likes: number;
}

/** Participants' posts with own words, most downstream reposts first (热门评论). */
export function commentItems(
  nodes: readonly CascadeNode[],
  rootId: number,
  downstream: ReadonlyMap<number, number>,
): CommentItem[] {
  return nodes
    .filter((n) => n.id !== rootId && ownWords(n.text))
    .map((n) => ({
      id: n.id,
      name: nameOf(n),
      text: n.text.slice(0, 500),
      time: n.publishTime,
      sentiment: n.sentiment,
      downstream: downstream.get(n.id) ?? 0,
      likes: n.likes,
    }))
    .sort(
      (a, b) => b.downstream - a.downstream || b.likes - a.likes || a.time - b.time || a.id - b.id,
    );
}
