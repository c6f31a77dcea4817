import { describe, expect, it } from 'vitest';
import { isTrendEmpty, shortTimeLabel, trendOption } from './trend';

const emotion = {
  granularity: 'day' as const,
  columns: [
    { key: 'time', title: '时间' },
    { key: 'positive', title: '正面' },
    { key: 'neutral', title: '中性' },
    { key: 'negative', title: '负面' },
  ],
  rows: [
    { time: '2026-11-20', timestamp: 1795104000000, positive: 3, neutral: 5, negative: 1 },
    { time: '2026-11-21', timestamp: 1795190400000, positive: 0, neutral: 2, negative: 4 },
  ],
};

const carriers = {
  granularity: 'hour' as const,
  columns: [
    { key: 'time', title: '时间' },
    { key: 'news', title: '新闻' },
    { key: 'weChat', title: '微信' },
    { key: 'blog', title: '博客' },
  ],
  rows: [
    { time: '2026-11-22 09:00', news: 0, weChat: 2, blog: 0 },
    { time: '2026-11-22 10:00', news: 0, weChat: 1, blog: 3 },
  ],
};

describe('trendOption', () => {
  it('draws one line per sentiment in the fixed sentiment colours, buckets on the x axis', () => {
    const option = trendOption(emotion);
    expect(option.xAxis.data).toEqual(['2026-11-20', '2026-11-21']);
    expect(option.series.map((s) => [s.name, s.color, s.data])).toEqual([
      ['正面', '#2fb57a', [3, 0]],
      ['中性', '#7b8da8', [5, 2]],
      ['负面', '#e5484d', [1, 4]],
    ]);
    expect(option.legend?.data).toEqual(['正面', '中性', '负面']);
  });

  it('leaves the neutral series out for 不含中性', () => {
    const option = trendOption(emotion, { hide: ['neutral'] });
    expect(option.series.map((s) => s.name)).toEqual(['正面', '负面']);
  });

  it('drops carriers without articles but keeps each carrier on its own palette colour', () => {
    const option = trendOption(carriers, { dropEmptySeries: true });
    // 新闻 (column 0) is empty; 微信 and 博客 keep the colours of columns 1 and 2.
    expect(option.series.map((s) => [s.name, s.color, s.data])).toEqual([
      ['微信', '#2fb57a', [2, 1]],
      ['博客', '#f5a623', [0, 3]],
    ]);
  });

  it('shows no legend for a single series and fills its area when asked', () => {
    const volume = {
      granularity: 'day' as const,
      columns: [
        { key: 'time', title: '时间' },
        { key: 'count', title: '信息量' },
      ],
      rows: [{ time: '2026-11-22', count: 7 }],
    };
    const option = trendOption(volume, { area: true });
    expect(option.legend).toBeUndefined();
    expect(option.series[0]?.areaStyle).toEqual({ opacity: 0.15 });
    expect(option.series[0]?.data).toEqual([7]);
  });
});

describe('trend helpers', () => {
  it('shortens axis labels to month-day, with the hour for hourly trends', () => {
    expect(shortTimeLabel('2026-11-22 09:00', 'hour')).toBe('11-22 09:00');
    expect(shortTimeLabel('2026-11-22', 'day')).toBe('11-22');
    expect(shortTimeLabel('昨天', 'day')).toBe('昨天');
  });

  it('counts a zero-filled trend as empty, and a hidden series does not count', () => {
    const zero = {
      ...emotion,
      rows: [{ time: '2026-11-20', positive: 0, neutral: 0, negative: 0 }],
    };
    expect(isTrendEmpty(zero)).toBe(true);
    expect(isTrendEmpty(undefined)).toBe(true);
    expect(isTrendEmpty(emotion)).toBe(false);
    const onlyNeutral = {
      ...emotion,
      rows: [{ time: '2026-11-20', positive: 0, neutral: 6, negative: 0 }],
    };
    expect(isTrendEmpty(onlyNeutral, ['neutral'])).toBe(true);
  });
});
