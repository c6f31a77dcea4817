import { describe, expect, it } from 'vitest';
import { dayLinesOption, groupedBarsOption, sentimentPieOption, wordTable } from './people-charts';

describe('people charts', () => {
  it('draws one line per series with short day labels', () => {
    const o = dayLinesOption(
      [
        { date: '2026-11-01', posts: 2, likes: 5 },
        { date: '2026-11-02', posts: 0, likes: 1 },
      ],
      [
        { key: 'posts', name: '发文' },
        { key: 'likes', name: '点赞' },
      ],
    );
    expect(o.xAxis.data).toEqual(['11-01', '11-02']);
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['发文', [2, 0]],
      ['点赞', [5, 1]],
    ]);
  });

  it('names the sentiments in Chinese with their colours', () => {
    const o = sentimentPieOption({ positive: 1, neutral: 2, negative: 3 });
    expect(o.series[0]!.data.map((d) => [d.name, d.value])).toEqual([
      ['正面', 1],
      ['中性', 2],
      ['负面', 3],
    ]);
  });

  it('puts each blogger in its own bar series', () => {
    const o = groupedBarsOption(
      ['正面', '中性'],
      [
        { name: '甲', values: [1, 2] },
        { name: '乙', values: [3, 4] },
      ],
    );
    expect(o.series.map((s) => s.name)).toEqual(['甲', '乙']);
    expect(o.series[1]!.data).toEqual([3, 4]);
  });

  it('turns counted words into a word-cloud table', () => {
    expect(wordTable([{ word: '地铁', count: 3 }]).rows).toEqual([
      { word: '地铁', weight: 3, articles: 3 },
    ]);
  });
});
