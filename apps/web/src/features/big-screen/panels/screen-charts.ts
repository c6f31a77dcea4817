import type { AnalysisTableData, TrendTableData } from '@guanlan/shared';
import { SENTIMENT_COLORS, SERIES_COLORS } from '../../../components/charts';
import { mapPieces, regionMapOption } from '../../../components/charts/options/region';
import { trendOption } from '../../../components/charts/options/trend';

const AXIS = {
  axisLabel: { color: '#8fb8ff', fontSize: 14 },
  splitLine: { lineStyle: { color: 'rgba(64,158,255,0.15)' } },
};

/** The three sentiments as a ring. */
export function sentimentRingOption(r: { positive: number; neutral: number; negative: number }) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}：{c} 条（{d}%）' },
    legend: { bottom: 0, textStyle: { color: '#cfe3ff', fontSize: 14 } },
    series: [
      {
        type: 'pie' as const,
        radius: ['42%', '68%'],
        center: ['50%', '44%'],
        label: { color: '#cfe3ff', fontSize: 14, formatter: '{b}\n{d}%' },
        data: [
          { name: '正面', value: r.positive, itemStyle: { color: SENTIMENT_COLORS.positive } },
          { name: '中性', value: r.neutral, itemStyle: { color: SENTIMENT_COLORS.neutral } },
          { name: '负面', value: r.negative, itemStyle: { color: SENTIMENT_COLORS.negative } },
        ],
      },
    ],
  };
}

/** Carriers with articles, as horizontal bars (the 合计 row left out). */
export function carrierBarOption(table: AnalysisTableData) {
  const rows = table.rows
    .filter((r) => r.carrier !== 'total' && Number(r.total) > 0)
    .sort((a, b) => Number(a.total) - Number(b.total));
  return {
    grid: { left: 70, right: 40, top: 8, bottom: 8 },
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'value' as const, ...AXIS },
    yAxis: {
      type: 'category' as const,
      data: rows.map((r) => String(r.name)),
      axisLabel: AXIS.axisLabel,
    },
    series: [
      {
        type: 'bar' as const,
        barWidth: 14,
        data: rows.map((r) => Number(r.total)),
        itemStyle: { color: SERIES_COLORS[0] },
        label: { show: true, position: 'right' as const, color: '#cfe3ff' },
      },
    ],
  };
}

/** A trend on the dark stage: the shared trend option with light axis labels. */
export function darkTrendOption(table: TrendTableData) {
  const base = trendOption(table, { dropEmptySeries: true }) as Record<string, unknown>;
  return {
    ...base,
    grid: { left: 48, right: 20, top: 40, bottom: 30 },
    legend: { top: 4, textStyle: { color: '#cfe3ff', fontSize: 13 } },
  };
}

const DARK_PIECES = ['#12305f', '#1f5aa6', '#2f7be0', '#4f9bff', '#7cc0ff', '#b5dcff', '#e0f1ff'];

/** The China map scaled to the data (the analysis pages' fixed scale suits years, not a day). */
export function screenMapOption(table: AnalysisTableData) {
  const base = regionMapOption(table, 'china') as Record<string, unknown> & {
    visualMap: Record<string, unknown>;
  };
  const max = Math.max(10, ...table.rows.map((r) => Number(r.count ?? 0)));
  const scale = 10 ** Math.ceil(Math.log10(max));
  return {
    ...base,
    visualMap: {
      ...base.visualMap,
      max: scale,
      // Dark-stage colours: empty provinces recede, busy ones glow.
      pieces: mapPieces(scale).map((piece, i) => ({
        ...piece,
        color: DARK_PIECES[Math.min(i, DARK_PIECES.length - 1)],
      })),
      textStyle: { color: '#cfe3ff', fontSize: 12 },
    },
  };
}

/** Hourly counts of a hot topic or an event as a small area line. */
export function curveOption(points: { time: string; count: number }[]) {
  return {
    grid: { left: 36, right: 10, top: 10, bottom: 22 },
    tooltip: { trigger: 'axis' as const },
    xAxis: {
      type: 'category' as const,
      data: points.map((p) => p.time.slice(5, 13)),
      axisLabel: { color: '#8fb8ff', fontSize: 11 },
    },
    yAxis: { type: 'value' as const, minInterval: 1, ...AXIS },
    series: [
      {
        type: 'line' as const,
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.2 },
        color: SERIES_COLORS[1],
        data: points.map((p) => p.count),
      },
    ],
  };
}

/** Warnings by level as bars in the level colours. */
export function levelBarOption(levels: { level: string; name: string; count: number }[]) {
  const colors: Record<string, string> = { red: '#e5484d', orange: '#fa8c16', yellow: '#fadb14' };
  return {
    grid: { left: 80, right: 40, top: 10, bottom: 26 },
    xAxis: { type: 'value' as const, minInterval: 1, ...AXIS },
    yAxis: {
      type: 'category' as const,
      data: levels.map((l) => l.name),
      axisLabel: AXIS.axisLabel,
    },
    series: [
      {
        type: 'bar' as const,
        barWidth: 18,
        label: { show: true, position: 'right' as const, color: '#cfe3ff' },
        data: levels.map((l) => ({
          value: l.count,
          itemStyle: { color: colors[l.level] ?? '#1d5fd6' },
        })),
      },
    ],
  };
}
