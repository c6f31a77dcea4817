import { describe, expect, it } from 'vitest';
import {
  carrierSentimentOption,
  isCarrierTableEmpty,
  isPieEmpty,
  sentimentPieOption,
} from './sentiment';

const distribution = {
  columns: [
    { key: 'name', title: '情感' },
    { key: 'count', title: '信息量' },
    { key: 'percent', title: '占比(%)' },
  ],
  rows: [
    { sentiment: 'positive', name: '正面', count: 2, percent: 20 },
    { sentiment: 'neutral', name: '中性', count: 5, percent: 50 },
    { sentiment: 'negative', name: '负面', count: 3, percent: 30 },
  ],
};

const statistics = {
  columns: [{ key: 'name', title: '载体' }],
  rows: [
    { carrier: 'news', name: '新闻', total: 4, positive: 1, neutral: 2, negative: 1 },
    { carrier: 'weChat', name: '微信', total: 0, positive: 0, neutral: 0, negative: 0 },
    { carrier: 'forum', name: '论坛', total: 3, positive: 0, neutral: 1, negative: 2 },
    { carrier: 'total', name: '合计', total: 7, positive: 1, neutral: 3, negative: 3 },
  ],
};

describe('sentimentPieOption', () => {
  it('gives each sentiment one slice in its own colour: green, slate, red', () => {
    const [series] = sentimentPieOption(distribution).series;
    expect(series?.data).toEqual([
      { name: '正面', value: 2, itemStyle: { color: '#2fb57a' } },
      { name: '中性', value: 5, itemStyle: { color: '#7b8da8' } },
      { name: '负面', value: 3, itemStyle: { color: '#e5484d' } },
    ]);
  });

  it('is empty when no sentiment has an article', () => {
    expect(isPieEmpty(distribution)).toBe(false);
    expect(
      isPieEmpty({ ...distribution, rows: distribution.rows.map((r) => ({ ...r, count: 0 })) }),
    ).toBe(true);
  });
});

describe('carrierSentimentOption', () => {
  it('stacks sentiment counts per carrier that has articles, without the 合计 row', () => {
    const option = carrierSentimentOption(statistics);
    expect(option.xAxis.data).toEqual(['新闻', '论坛']);
    expect(option.series.map((s) => [s.name, s.stack, s.color, s.data])).toEqual([
      ['正面', 'sentiment', '#2fb57a', [1, 0]],
      ['中性', 'sentiment', '#7b8da8', [2, 1]],
      ['负面', 'sentiment', '#e5484d', [1, 2]],
    ]);
  });

  it('is empty when only the 合计 row or zero carriers remain', () => {
    expect(isCarrierTableEmpty(statistics)).toBe(false);
    const zero = {
      ...statistics,
      rows: [statistics.rows[1]!, { ...statistics.rows[3]!, total: 0 }],
    };
    expect(isCarrierTableEmpty(zero)).toBe(true);
  });
});
