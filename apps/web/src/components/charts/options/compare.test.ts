import { describe, expect, it } from 'vitest';
import { carrierCompareOption } from './compare';

const day = (news: number, weChat: number, blog: number) => ({
  columns: [{ key: 'name', title: '载体' }],
  rows: [
    { carrier: 'news', name: '新闻', total: news },
    { carrier: 'weChat', name: '微信', total: weChat },
    { carrier: 'blog', name: '博客', total: blog },
    { carrier: 'total', name: '合计', total: news + weChat + blog },
  ],
});

describe('carrierCompareOption', () => {
  it('puts today and yesterday side by side for carriers with articles on either day', () => {
    const option = carrierCompareOption(day(5, 0, 0), day(2, 0, 4));
    expect(option.xAxis.data).toEqual(['新闻', '博客']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['今日', [5, 0]],
      ['昨日', [2, 4]],
    ]);
  });

  it('draws yesterday alone while today has not answered', () => {
    const option = carrierCompareOption(undefined, day(0, 3, 0));
    expect(option.xAxis.data).toEqual(['微信']);
    expect(option.series[0]?.data).toEqual([0]);
    expect(option.series[1]?.data).toEqual([3]);
  });
});
