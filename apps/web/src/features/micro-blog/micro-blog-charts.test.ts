import { describe, expect, it } from 'vitest';
import {
  levelsOption,
  regionBarOption,
  sentimentTable,
  trendTable,
  wordTable,
} from './micro-blog-charts';

describe('微博分析 charts', () => {
  it('draws one bar per level with its share as the label', () => {
    const o = levelsOption([
      { level: 1, count: 65, share: 0.65 },
      { level: 2, count: 35, share: 0.35 },
    ]);
    expect(o.xAxis.data).toEqual(['第1层', '第2层']);
    expect(o.series[0]!.data).toEqual([65, 35]);
    expect(o.series[0]!.label.formatter({ dataIndex: 1 })).toBe('35.0%');
  });

  it('turns the trend into the shared trend table in Beijing time', () => {
    const t = trendTable({
      interval: 'hour',
      points: [
        { time: Date.UTC(2026, 10, 1, 2), reposts: 3, comments: 1, total: 4, cumulative: 4 },
      ],
    });
    expect(t.granularity).toBe('hour');
    expect(t.rows).toEqual([{ time: '2026-11-01 10:00', reposts: 3, comments: 1 }]);
  });

  it('leaves 未知 out of the region bars and keeps the largest on top', () => {
    const o = regionBarOption([
      { key: '440000', name: '广东省', count: 5, share: 0.5 },
      { key: 'unknown', name: '未知', count: 4, share: 0.4 },
      { key: '110000', name: '北京市', count: 1, share: 0.1 },
    ]);
    expect(o.yAxis.data).toEqual(['北京市', '广东省']);
  });

  it('feeds the shared word cloud and sentiment pie tables', () => {
    expect(wordTable([{ word: '希望', count: 3 }]).rows).toEqual([
      { word: '希望', weight: 3, articles: 3 },
    ]);
    expect(
      sentimentTable({ positive: 1, neutral: 2, negative: 3, total: 6 }).rows.map((r) => r.count),
    ).toEqual([1, 2, 3]);
  });
});
