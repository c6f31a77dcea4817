import { formatCn, startOfDayCn } from '@guanlan/shared';
import type { SocialPost } from './social-post.js';

/** Per-day buckets (Asia/Shanghai) of a window, oldest first, every day present. */
export function dayKeys(start: number, end: number): number[] {
  const out: number[] = [];
  const last = startOfDayCn(end);
  for (let d = startOfDayCn(start); d <= last && out.length < 400; d += 86_400_000) {
    out.push(d);
  }
  return out;
}

/** `YYYY-MM-DD` of a day start. */
export const dayLabel = (day: number) => formatCn(day, false);

/** Counts of positive / neutral / negative among the posts (irrelevant ones left out). */
export function sentimentCounts(posts: readonly Pick<SocialPost, 'sentiment'>[]) {
  const out = { positive: 0, neutral: 0, negative: 0 };
  for (const p of posts) {
    if (p.sentiment === 'positive' || p.sentiment === 'neutral' || p.sentiment === 'negative') {
      out[p.sentiment] += 1;
    }
  }
  return out;
}

/** Per-day sentiment counts over the window. */
export function sentimentTrend(posts: readonly SocialPost[], start: number, end: number) {
  const days = dayKeys(start, end);
  const rows = new Map(days.map((d) => [d, { positive: 0, neutral: 0, negative: 0 }]));
  for (const p of posts) {
    const row = rows.get(startOfDayCn(p.publishTime));
    if (
      row &&
      (p.sentiment === 'positive' || p.sentiment === 'neutral' || p.sentiment === 'negative')
    ) {
      row[p.sentiment] += 1;
    }
  }
  return days.map((d) => ({ date: dayLabel(d), ...rows.get(d)! }));
}

/** The words most posts carry (each post counts a word once), most frequent first. */
export function hotWords(posts: readonly SocialPost[], size = 50) {
  const n = new Map<string, number>();
  for (const p of posts) {
    for (const w of new Set(p.words ?? [])) {
      n.set(w, (n.get(w) ?? 0) + 1);
    }
  }
  return [...n.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, size)
    .map(([word, count]) => ({ word, count }));
}

/** Posts per band of a count (0, 1–9, 10–99, 100–999, 1000+). */
export function countBands(values: readonly number[]) {
  const bands = [
    { name: '0', min: 0, max: 0 },
    { name: '1-9', min: 1, max: 9 },
    { name: '10-99', min: 10, max: 99 },
    { name: '100-999', min: 100, max: 999 },
    { name: '1000+', min: 1000, max: Infinity },
  ];
  return bands.map((b) => ({
    name: b.name,
    count: values.filter((v) => v >= b.min && v <= b.max).length,
  }));
}

/**
 * 地域轨迹: the places the author posted from, in time order, one stop per run of posts from
 * the same place (first and last time, posts). Posts without a place are skipped.
 */
export function regionLocus(posts: readonly SocialPost[]) {
  const sorted = posts.filter((p) => p.region).sort((a, b) => a.publishTime - b.publishTime);
  const stops: { region: string; firstTime: string; lastTime: string; posts: number }[] = [];
  for (const p of sorted) {
    const last = stops[stops.length - 1];
    if (last && last.region === p.region) {
      last.lastTime = formatCn(p.publishTime);
      last.posts += 1;
    } else {
      stops.push({
        region: p.region!,
        firstTime: formatCn(p.publishTime),
        lastTime: formatCn(p.publishTime),
        posts: 1,
      });
    }
  }
  const totals = new Map<string, number>();
  for (const p of sorted) {
    totals.set(p.region!, (totals.get(p.region!) ?? 0) + 1);
  }
  return {
    stops,
    regions: [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([region, count]) => ({ region, count })),
  };
}
