import { describe, expect, it } from 'vitest';
import type { EventConsensus, EventDispose, EventGrowingTrend } from '@guanlan/shared';
import {
  bucketIndexOf,
  disposeCurveOption,
  disposeMarkers,
  growingTrendOption,
  PHASE_COLORS,
  phaseRuns,
  viewpointShareOption,
} from './event-charts';

const HOUR = 3_600_000;
const T0 = 1_793_462_400_000;

function row(i: number, count: number, phase: EventGrowingTrend['rows'][number]['phase']) {
  const names = { latent: '潜伏期', outbreak: '爆发期', climax: '高潮期', decline: '衰退期' };
  return {
    time: `2026-11-0${i + 1}`,
    timestamp: T0 + i * 24 * HOUR,
    count,
    positive: 0,
    neutral: count - 1,
    negative: 1,
    phase,
    phaseName: names[phase],
  };
}

const GROWING: EventGrowingTrend = {
  granularity: 'day',
  columns: [],
  rows: [
    row(0, 2, 'latent'),
    row(1, 3, 'latent'),
    row(2, 20, 'outbreak'),
    row(3, 40, 'climax'),
    row(4, 9, 'decline'),
  ],
  phases: [],
  currentPhase: 'decline',
};

function dispose(records: [number][]): EventDispose {
  return {
    windowHours: 24,
    curve: {
      granularity: 'hour',
      columns: [],
      rows: [0, 1, 2, 3].map((i) => ({ time: `t${i}`, timestamp: T0 + i * HOUR, count: i * 2 })),
    },
    records: records.map(([offset], i) => ({
      disposeId: i + 1,
      disposeTime: '',
      disposeTimestamp: T0 + offset,
      department: '宣传部',
      content: '发布通报',
      author: 'admin',
      createTime: '',
      before: 0,
      after: 0,
      changeRate: null,
      effect: '持平',
    })),
  };
}

describe('phaseRuns', () => {
  it('groups consecutive buckets of one phase in order', () => {
    expect(phaseRuns(GROWING.rows).map((r) => [r.phase, r.from, r.to])).toEqual([
      ['latent', 0, 1],
      ['outbreak', 2, 2],
      ['climax', 3, 3],
      ['decline', 4, 4],
    ]);
  });
});

describe('growingTrendOption', () => {
  it('colours the volume line by phase and draws the three sentiments under it', () => {
    const option = growingTrendOption(GROWING);
    expect(option.visualMap.pieces).toEqual([
      { gte: -0.5, lt: 1.5, color: PHASE_COLORS.latent },
      { gte: 1.5, lt: 2.5, color: PHASE_COLORS.outbreak },
      { gte: 2.5, lt: 3.5, color: PHASE_COLORS.climax },
      { gte: 3.5, lt: 4.5, color: PHASE_COLORS.decline },
    ]);
    expect(option.series.map((s) => s.name)).toEqual(['信息量', '正面', '中性', '负面']);
    expect(option.series[0]?.data).toEqual([2, 3, 20, 40, 9]);
    expect(option.xAxis.axisLabel.formatter('2026-11-03')).toBe('11-03');
  });
});

describe('dispose markers', () => {
  it('puts a moment in the last bucket that starts at or before it', () => {
    const rows = [{ timestamp: 10 }, { timestamp: 20 }, { timestamp: 30 }];
    expect(bucketIndexOf(rows, 25)).toBe(1);
    expect(bucketIndexOf(rows, 30)).toBe(2);
    expect(bucketIndexOf(rows, 5)).toBe(0);
    expect(bucketIndexOf([], 5)).toBe(-1);
  });

  it('numbers the records per bucket and pins them on the curve', () => {
    const data = dispose([[HOUR + 60_000], [HOUR + 120_000], [3 * HOUR]]);
    expect([...disposeMarkers(data)]).toEqual([
      [1, [1, 2]],
      [3, [3]],
    ]);
    const option = disposeCurveOption(data);
    expect(option.series[1]?.data).toEqual([null, 2, null, 6]);
    expect(option.series[1]?.label?.formatter({ dataIndex: 1 })).toBe('1,2');
  });
});

describe('viewpointShareOption', () => {
  it('draws the largest viewpoint on top', () => {
    const point = (label: string, share: number) => ({
      viewpointId: share,
      label,
      keywords: [],
      count: 1,
      share,
      positive: 0,
      neutral: 1,
      negative: 0,
      articles: [],
    });
    const data: EventConsensus = { total: 10, viewpoints: [point('甲', 60), point('乙', 40)] };
    const option = viewpointShareOption(data);
    expect(option.yAxis.data).toEqual(['乙', '甲']);
    expect(option.series[0]?.data).toEqual([40, 60]);
  });
});
