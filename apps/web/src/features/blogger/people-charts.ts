import { SENTIMENT_COLORS, SENTIMENT_NAMES, SERIES_COLORS } from '../../components/charts/palette';

/** Sentiment counts as the people analyses answer them. */
export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
}

const KEYS = ['positive', 'neutral', 'negative'] as const;

/** A day series chart: one line per key, x = `YYYY-MM-DD` shown as `MM-DD`. */
export function dayLinesOption<R extends { date: string }>(
  rows: readonly R[],
  series: readonly { key: keyof R & string; name: string; color?: string }[],
) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s, i) => ({
      type: 'line',
      name: s.name,
      smooth: 0.3,
      // Monotone smoothing: a curve never dips below zero between two days.
      smoothMonotone: 'x',
      showSymbol: false,
      color: s.color ?? SERIES_COLORS[i % SERIES_COLORS.length],
      data: rows.map((r) => Number(r[s.key]) || 0),
    })),
  };
}

/** 情感分布 pie of positive / neutral / negative counts. */
export function sentimentPieOption(c: SentimentCounts) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        data: KEYS.map((k) => ({
          name: SENTIMENT_NAMES[k],
          value: c[k],
          itemStyle: { color: SENTIMENT_COLORS[k] },
        })),
      },
    ],
  };
}

/** Bars of named counts (转发/评论 distribution bands). */
export function bandBarsOption(rows: readonly { name: string; count: number }[], unit = '条') {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} ${unit}` },
    grid: { left: 40, right: 16, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => r.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', barMaxWidth: 36, color: SERIES_COLORS[0], data: rows.map((r) => r.count) },
    ],
  };
}

/** 博主对比: one bar group per category, one bar per blogger. */
export function groupedBarsOption(
  categories: readonly string[],
  members: readonly { name: string; values: readonly number[] }[],
) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: { type: 'value', minInterval: 1 },
    series: members.map((m, i) => ({
      type: 'bar',
      name: m.name,
      barMaxWidth: 28,
      color: SERIES_COLORS[i % SERIES_COLORS.length],
      data: [...m.values],
    })),
  };
}

/** Sentiment counts as the three values of a grouped bar chart (正面, 中性, 负面). */
export const sentimentValues = (c: SentimentCounts) => KEYS.map((k) => c[k]);
export const SENTIMENT_CATEGORIES = KEYS.map((k) => SENTIMENT_NAMES[k]);

/** Words as the 热词云 table (word, weight, articles). */
export function wordTable(words: readonly { word: string; count: number }[]) {
  return {
    columns: [
      { key: 'word', title: '热词' },
      { key: 'weight', title: '权重' },
      { key: 'articles', title: '文章数' },
    ],
    rows: words.map((w) => ({ word: w.word, weight: w.count, articles: w.count })),
  };
}
