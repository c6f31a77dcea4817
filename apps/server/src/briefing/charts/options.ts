import type { EChartsOption } from 'echarts/types/dist/echarts';
import type { Table } from '../../analysis/index.js';

/** The three sentiment colours every briefing uses: 正面 green, 中性 blue, 负面 red. */
export const SENTIMENT_COLORS: Record<string, string> = {
  positive: '#52c41a',
  neutral: '#1677ff',
  negative: '#f5222d',
};

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#722ed1', '#eb2f96', '#fa541c'];
const TEXT = { fontFamily: 'sans-serif', color: '#333333' };
const num = (v: string | number | undefined) => Number(v ?? 0);

/**
 * 信息走势 line: one line per count column of a trend table (all columns but 时间), the time
 * labels on the x axis; a single series gets a soft area fill.
 */
export function trendLineOption(table: Table, colors: Record<string, string> = {}): EChartsOption {
  const series = table.columns.filter((c) => c.key !== 'time');
  return {
    textStyle: TEXT,
    color: PALETTE,
    legend: series.length > 1 ? { top: 4, data: series.map((c) => c.title) } : { show: false },
    grid: { left: 16, right: 32, top: series.length > 1 ? 40 : 20, bottom: 16, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: table.rows.map((r) => String(r.time)),
      // The range is in the title block, so labels drop the year: 10-26, 10-26 09:00.
      axisLabel: { hideOverlap: true, fontSize: 11, formatter: (v: string) => v.slice(5) },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((c) => ({
      name: c.title,
      type: 'line',
      smooth: true,
      symbolSize: 5,
      data: table.rows.map((r) => num(r[c.key])),
      ...(colors[c.key] ? { itemStyle: { color: colors[c.key] } } : {}),
      ...(series.length === 1 ? { areaStyle: { opacity: 0.15 } } : {}),
    })),
  };
}

/**
 * 载体分布 stacked bars: one bar per carrier (the carrier-statistics table without its 合计
 * row and without empty carriers), split into 正面/中性/负面 in the sentiment colours.
 */
export function carrierBarOption(table: Table): EChartsOption {
  const rows = table.rows.filter((r) => r.carrier !== 'total' && num(r.total) > 0);
  const parts = [
    { key: 'positive', name: '正面' },
    { key: 'neutral', name: '中性' },
    { key: 'negative', name: '负面' },
  ];
  return {
    textStyle: TEXT,
    legend: { top: 4, data: parts.map((p) => p.name) },
    grid: { left: 16, right: 24, top: 40, bottom: 16, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => String(r.name)), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: parts.map((p) => ({
      name: p.name,
      type: 'bar',
      stack: 'sentiment',
      barMaxWidth: 40,
      itemStyle: { color: SENTIMENT_COLORS[p.key] },
      data: rows.map((r) => num(r[p.key])),
    })),
  };
}

/** 情感分布 pie from the sentiment-distribution table, each slice in its sentiment colour; empty sentiments are left out. */
export function sentimentPieOption(table: Table): EChartsOption {
  const rows = table.rows.filter((r) => num(r.count) > 0);
  return {
    textStyle: TEXT,
    legend: { bottom: 4, data: rows.map((r) => String(r.name)) },
    series: [
      {
        type: 'pie',
        radius: ['35%', '65%'],
        center: ['50%', '46%'],
        label: { fontSize: 13 },
        // The table's own percentages, so the pie and the table below it agree to the digit.
        data: rows.map((r) => ({
          name: String(r.name),
          value: num(r.count),
          label: { formatter: `${String(r.name)} ${num(r.count)}条 (${num(r.percent)}%)` },
          itemStyle: { color: SENTIMENT_COLORS[String(r.sentiment)] ?? '#999999' },
        })),
      },
    ],
  };
}

/**
 * Top-N horizontal bars (地域分布, 媒体排行): `labelKey` names each bar, `valueKey` its length,
 * largest on top; rows with a zero value are left out.
 */
export function rankingBarOption(
  table: Table,
  labelKey: string,
  valueKey: string,
  top = 10,
): EChartsOption {
  const rows = table.rows
    .filter((r) => num(r[valueKey]) > 0)
    .slice(0, top)
    .reverse();
  return {
    textStyle: TEXT,
    grid: { left: 16, right: 48, top: 12, bottom: 16, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((r) => String(r[labelKey])) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'right' },
        data: rows.map((r) => num(r[valueKey])),
      },
    ],
  };
}
