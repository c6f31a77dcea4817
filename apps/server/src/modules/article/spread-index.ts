import type { ClusterStats } from './article-cluster.repo.js';

/** One part of the spread index: raw value, score (one decimal) and the most it can add. */
export interface SpreadPart {
  key: 'size' | 'sites' | 'carriers' | 'engagement' | 'span';
  name: string;
  value: number;
  score: number;
  max: number;
}

export interface SpreadIndex {
  index: number;
  level: '高' | '中' | '低';
  parts: SpreadPart[];
}

const HOUR = 3_600_000;

const round1 = (x: number) => Math.round(x * 10) / 10;
const capped = (x: number) => Math.min(1, Math.max(0, x));

/**
 * 传播指数, 0–100, the sum of five parts over the article's similar cluster (each part saturates,
 * so one huge number cannot carry the index alone):
 *
 * - 传播规模 (max 30): 30 · ln(n) / ln(100), n = articles in the cluster (1 → 0, 10 → 15, 100+ → 30)
 * - 站点覆盖 (max 25): 25 · ln(s) / ln(50), s = distinct sites (1 → 0, 50+ → 25)
 * - 载体多样性 (max 15): 15 · (c − 1) / 5, c = distinct carriers (1 → 0, 6+ → 15)
 * - 互动热度 (max 20): 20 · log10(1 + E) / 5, E = forwards + comments + likes + (reads + plays) / 100
 *   (E = 100 000 → 20)
 * - 持续时间 (max 10): 10 · ln(1 + h) / ln(169), h = hours from the first to the last article
 *   (a week → 10)
 *
 * Each part is rounded to one decimal and the index is their sum; 高 from 60, 中 from 30, else 低.
 */
export function spreadIndex(stats: ClusterStats): SpreadIndex {
  const engagement = stats.interactions + stats.views / 100;
  const hours = stats.spanMs / HOUR;
  const parts: SpreadPart[] = [
    {
      key: 'size',
      name: '传播规模',
      value: stats.size,
      max: 30,
      score: 30 * capped(Math.log(Math.max(1, stats.size)) / Math.log(100)),
    },
    {
      key: 'sites',
      name: '站点覆盖',
      value: stats.sites,
      max: 25,
      score: 25 * capped(Math.log(Math.max(1, stats.sites)) / Math.log(50)),
    },
    {
      key: 'carriers',
      name: '载体多样性',
      value: stats.carriers,
      max: 15,
      score: 15 * capped((stats.carriers - 1) / 5),
    },
    {
      key: 'engagement',
      name: '互动热度',
      value: round1(engagement),
      max: 20,
      score: 20 * capped(Math.log10(1 + engagement) / 5),
    },
    {
      key: 'span',
      name: '持续时间（小时）',
      value: round1(hours),
      max: 10,
      score: 10 * capped(Math.log(1 + hours) / Math.log(169)),
    },
  ].map((p) => ({ ...p, score: round1(p.score) }) as SpreadPart);
  const index = round1(parts.reduce((sum, p) => sum + p.score, 0));
  return { index, level: index >= 60 ? '高' : index >= 30 ? '中' : '低', parts };
}
