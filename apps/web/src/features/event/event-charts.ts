import type { EventConsensus, EventDispose, EventGrowingTrend, EventPhase } from '@guanlan/shared';
import { SENTIMENT_COLORS } from '../../components/charts/palette';
import { shortTimeLabel } from '../../components/charts/options/trend';

/** One colour per phase of an event's life: 潜伏 slate, 爆发 amber, 高潮 red, 衰退 blue. */
export const PHASE_COLORS: Record<EventPhase, string> = {
  latent: '#7b8da8',
  outbreak: '#f5a623',
  climax: '#e5484d',
  decline: '#3a7bd5',
};

/** Chinese names of the phases (the legend lists all four, detected or not). */
export const PHASE_LABELS: Record<EventPhase, string> = {
  latent: '潜伏期',
  outbreak: '爆发期',
  climax: '高潮期',
  decline: '衰退期',
};

/** Consecutive buckets of one phase, as indexes into the trend rows (inclusive). */
export interface PhaseRun {
  phase: EventPhase;
  phaseName: string;
  from: number;
  to: number;
}

/** Splits the trend rows into runs of one phase, in order. */
export function phaseRuns(rows: EventGrowingTrend['rows']): PhaseRun[] {
  const runs: PhaseRun[] = [];
  rows.forEach((row, index) => {
    const last = runs.at(-1);
    if (last && last.phase === row.phase) {
      last.to = index;
    } else {
      runs.push({ phase: row.phase, phaseName: row.phaseName, from: index, to: index });
    }
  });
  return runs;
}

/**
 * 发展趋势: the volume line coloured by phase (one visualMap piece per run of buckets) with the
 * three sentiment lines under it.
 */
export function growingTrendOption(data: EventGrowingTrend) {
  const runs = phaseRuns(data.rows);
  const { granularity } = data;
  const sentiment = (key: 'positive' | 'neutral' | 'negative', name: string) => ({
    name,
    type: 'line' as const,
    smooth: true,
    showSymbol: false,
    color: SENTIMENT_COLORS[key],
    lineStyle: { width: 1.5, type: 'dashed' as const },
    data: data.rows.map((row) => row[key]),
  });
  return {
    tooltip: { trigger: 'axis' as const, confine: true },
    legend: { top: 0, data: ['信息量', '正面', '中性', '负面'] },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      boundaryGap: false,
      data: data.rows.map((row) => row.time),
      axisLabel: { formatter: (label: string) => shortTimeLabel(label, granularity) },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    visualMap: {
      show: false,
      type: 'piecewise' as const,
      dimension: 0,
      seriesIndex: 0,
      // Half-bucket bounds, so the segment between two phases changes colour at its middle.
      pieces: runs.map((run) => ({
        gte: run.from - 0.5,
        lt: run.to + 0.5,
        color: PHASE_COLORS[run.phase],
      })),
      outOfRange: { color: PHASE_COLORS.latent },
    },
    series: [
      {
        name: '信息量',
        type: 'line' as const,
        smooth: true,
        showSymbol: data.rows.length <= 31,
        symbolSize: 6,
        lineStyle: { width: 3 },
        areaStyle: { opacity: 0.12 },
        data: data.rows.map((row) => row.count),
      },
      sentiment('positive', '正面'),
      sentiment('neutral', '中性'),
      sentiment('negative', '负面'),
    ],
  };
}

/**
 * The bucket a moment falls in: the last bucket that starts at or before it (the first bucket
 * for earlier moments), or -1 without buckets.
 */
export function bucketIndexOf(rows: readonly { timestamp: number }[], timestamp: number): number {
  let found = rows.length > 0 ? 0 : -1;
  rows.forEach((row, index) => {
    if (row.timestamp <= timestamp) {
      found = index;
    }
  });
  return found;
}

/** Numbers (1-based, in record order) of the disposal records in each bucket of the curve. */
export function disposeMarkers(data: EventDispose): Map<number, number[]> {
  const rows = data.curve.rows.map((row) => ({ timestamp: Number(row.timestamp) }));
  const markers = new Map<number, number[]>();
  data.records.forEach((record, i) => {
    const index = bucketIndexOf(rows, record.disposeTimestamp);
    if (index >= 0) {
      markers.set(index, [...(markers.get(index) ?? []), i + 1]);
    }
  });
  return markers;
}

const DISPOSE_COLOR = '#8e6bd8';

/**
 * 处置情况: the volume curve with a pin on each bucket where the office took an action
 * (labelled with the record's number), so the change after each action shows at a glance.
 */
export function disposeCurveOption(data: EventDispose) {
  const rows = data.curve.rows;
  const markers = disposeMarkers(data);
  const counts = rows.map((row) => Number(row.count) || 0);
  return {
    tooltip: { trigger: 'axis' as const, confine: true },
    legend: { top: 0, data: ['信息量', '处置动作'] },
    grid: { left: 8, right: 16, top: 44, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      boundaryGap: false,
      data: rows.map((row) => String(row.time)),
      axisLabel: {
        formatter: (label: string) => shortTimeLabel(label, data.curve.granularity),
      },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      {
        name: '信息量',
        type: 'line' as const,
        smooth: true,
        showSymbol: rows.length <= 31,
        color: '#3a7bd5',
        areaStyle: { opacity: 0.12 },
        data: counts,
      },
      {
        name: '处置动作',
        type: 'line' as const,
        color: DISPOSE_COLOR,
        symbol: 'pin',
        symbolSize: 34,
        lineStyle: { opacity: 0 },
        connectNulls: false,
        label: {
          show: true,
          color: '#fff',
          fontSize: 11,
          formatter: (p: { dataIndex: number }) => (markers.get(p.dataIndex) ?? []).join(','),
        },
        tooltip: { valueFormatter: () => '有处置' },
        data: counts.map((count, index) => (markers.has(index) ? count : null)),
      },
    ],
  };
}

/** 观点占比: one horizontal bar per viewpoint, the largest on top. */
export function viewpointShareOption(data: EventConsensus) {
  const points = [...data.viewpoints].reverse();
  return {
    tooltip: {
      trigger: 'axis' as const,
      axisPointer: { type: 'shadow' as const },
      valueFormatter: (v: unknown) => `${Number(v)}%`,
      confine: true,
    },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value' as const, axisLabel: { formatter: '{value}%' } },
    yAxis: {
      type: 'category' as const,
      data: points.map((v) => v.label),
      axisLabel: { width: 160, overflow: 'truncate' as const },
    },
    series: [
      {
        name: '观点占比',
        type: 'bar' as const,
        barMaxWidth: 22,
        color: '#3a7bd5',
        label: { show: true, position: 'right' as const, formatter: '{c}%' },
        data: points.map((v) => v.share),
      },
    ],
  };
}
