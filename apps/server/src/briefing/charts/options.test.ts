import { describe, expect, it } from 'vitest';
import { carrierBarOption, sentimentPieOption } from './options.js';

describe('briefing chart options', () => {
  it('colours the pie 正面 green, 中性 blue, 负面 red and leaves out empty slices', () => {
    const option = sentimentPieOption({
      columns: [],
      rows: [
        { sentiment: 'positive', name: '正面', count: 2 },
        { sentiment: 'neutral', name: '中性', count: 0 },
        { sentiment: 'negative', name: '负面', count: 1 },
      ],
    });
    const series = option.series as { data: { name: string; itemStyle: { color: string } }[] }[];
    expect(series[0]!.data.map((d) => [d.name, d.itemStyle.color])).toEqual([
      ['正面', '#52c41a'],
      ['负面', '#f5222d'],
    ]);
  });

  it('stacks carrier bars by sentiment without the 合计 row or empty carriers', () => {
    const option = carrierBarOption({
      columns: [],
      rows: [
        { carrier: 'news', name: '新闻', total: 3, positive: 1, neutral: 1, negative: 1 },
        { carrier: 'blog', name: '博客', total: 0, positive: 0, neutral: 0, negative: 0 },
        { carrier: 'total', name: '合计', total: 3, positive: 1, neutral: 1, negative: 1 },
      ],
    });
    expect((option.xAxis as { data: string[] }).data).toEqual(['新闻']);
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['正面', [1]],
      ['中性', [1]],
      ['负面', [1]],
    ]);
  });
});
