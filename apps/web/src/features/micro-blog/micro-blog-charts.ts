import type { AnalysisTableData, TrendTableData } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import { SERIES_COLORS } from '../../components/charts/palette';
import type { HotWord, Level, SentimentCounts, ShareItem, Trend } from './micro-blog-types';

/** 传播层级: bars of reposts per level, with the share in the label and tooltip. */
export function levelsOption(levels: readonly Level[]) {
  return {
    tooltip: {
      trigger: 'axis' as const,
      confine: true,
      formatter: (items: { dataIndex: number }[]) => {
        const l = levels[items[0]?.dataIndex ?? 0];
        return l ? `第${l.level}层：${l.count} 条（${(l.share * 100).toFixed(1)}%）` : '';
      },
    },
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category' as const, data: levels.map((l) => `第${l.level}层`) },
    yAxis: { type: 'value' as const, name: '条数' },
    series: [
      {
        name: '转发/评论数',
        type: 'bar' as const,
        barMaxWidth: 36,
        itemStyle: { color: SERIES_COLORS[0] },
        label: {
          show: levels.length <= 12,
          position: 'top' as const,
          formatter: (p: { dataIndex: number }) =>
            `${((levels[p.dataIndex]?.share ?? 0) * 100).toFixed(1)}%`,
        },
        data: levels.map((l) => l.count),
      },
    ],
  };
}

/** A share list as a pie (性别分布). */
export function sharePieOption(items: readonly ShareItem[], name: string) {
  const colors: Record<string, string> = { m: '#3a7bd5', f: '#e86a92', unknown: '#b8c2d3' };
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}：{c} 人（{d}%）', confine: true },
    legend: { bottom: 0 },
    series: [
      {
        name,
        type: 'pie' as const,
        radius: ['36%', '60%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{d}%' },
        data: items.map((i, k) => ({
          name: i.name,
          value: i.count,
          itemStyle: { color: colors[i.key] ?? SERIES_COLORS[k % SERIES_COLORS.length] },
        })),
      },
    ],
  };
}

/** 地域分布: the top provinces as horizontal bars (未知 last). */
export function regionBarOption(items: readonly ShareItem[], top = 12) {
  const known = items
    .filter((i) => i.key !== 'unknown')
    .slice(0, top)
    .reverse();
  return {
    tooltip: { trigger: 'axis' as const, confine: true },
    grid: { left: 72, right: 40, top: 8, bottom: 24 },
    xAxis: { type: 'value' as const },
    yAxis: { type: 'category' as const, data: known.map((i) => i.name) },
    series: [
      {
        name: '参与用户',
        type: 'bar' as const,
        barMaxWidth: 16,
        itemStyle: { color: SERIES_COLORS[1] },
        label: { show: true, position: 'right' as const },
        data: known.map((i) => i.count),
      },
    ],
  };
}

/** The trend as the shared trend table (时间, 转发, 评论), so the shared line chart draws it. */
export function trendTable(trend: Trend): TrendTableData {
  const label = (t: number) =>
    trend.interval === 'hour' ? formatCn(t).slice(0, 16) : formatCn(t, false);
  return {
    granularity: trend.interval,
    columns: [
      { key: 'time', title: '时间' },
      { key: 'reposts', title: '转发' },
      { key: 'comments', title: '评论' },
    ],
    rows: trend.points.map((p) => ({
      time: label(p.time),
      reposts: p.reposts,
      comments: p.comments,
    })),
  };
}

/** Hot words as the shared word-cloud table (word, weight, articles). */
export function wordTable(words: readonly HotWord[]): AnalysisTableData {
  return {
    columns: [
      { key: 'word', title: '热词' },
      { key: 'weight', title: '权重' },
      { key: 'articles', title: '评论数' },
    ],
    rows: words.map((w) => ({ word: w.word, weight: w.count, articles: w.count })),
  };
}

/** Comment sentiment as the shared sentiment table. */
export function sentimentTable(s: SentimentCounts): AnalysisTableData {
  return {
    columns: [
      { key: 'sentiment', title: '情感' },
      { key: 'name', title: '名称' },
      { key: 'count', title: '条数' },
    ],
    rows: [
      { sentiment: 'positive', name: '正面', count: s.positive },
      { sentiment: 'neutral', name: '中性', count: s.neutral },
      { sentiment: 'negative', name: '负面', count: s.negative },
    ],
  };
}
