import { describe, expect, it } from 'vitest';
import { mergeLive, parseScreenPush, stageScale } from './screen-types';

const item = (id: number) => ({
  id,
  title: `标题${id}`,
  siteName: '',
  carrierName: '新闻',
  sentiment: 'neutral',
  sentimentName: '中性',
  publishTime: '',
});

describe('big-screen helpers', () => {
  it('parses only screen pushes', () => {
    expect(parseScreenPush('{"type":"warning"}')).toBeUndefined();
    expect(parseScreenPush('not json')).toBeUndefined();
    expect(
      parseScreenPush(JSON.stringify({ type: 'bigScreen', at: 't', count: 2, live: [item(1)] })),
    ).toEqual({
      type: 'bigScreen',
      at: 't',
      count: 2,
      live: [item(1)],
    });
  });

  it('merges pushed items on top without duplicates and caps the feed', () => {
    const merged = mergeLive([item(1), item(2)], [item(3), item(2)], 3);
    expect(merged.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(mergeLive([item(1)], [item(5), item(4), item(3)], 2).map((x) => x.id)).toEqual([5, 4]);
  });

  it('scales the 1920×1080 stage to fit', () => {
    expect(stageScale(1920, 1080)).toBe(1);
    expect(stageScale(960, 1080)).toBe(0.5);
    expect(stageScale(3840, 1080)).toBe(1);
  });
});
