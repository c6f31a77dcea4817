import { describe, expect, it } from 'vitest';
import { influenceIndex } from './influence-index.js';

const news = (n: number) => Array.from({ length: n }, () => ({ carrier: 'news', sourceWeight: 1 }));

describe('influenceIndex', () => {
  it('is 0 (轻微) for an event without articles', () => {
    const r = influenceIndex({ articles: 0, sites: [], interactions: 0, views: 0 });
    expect(r.index).toBe(0);
    expect(r.level).toBe('轻微');
  });

  it('reaches 100 (重大) at 10 000 articles, 200 news sites and a million interactions', () => {
    const r = influenceIndex({
      articles: 9_999,
      sites: news(200),
      interactions: 999_999,
      views: 0,
    });
    expect(r.parts.map((p) => p.score)).toEqual([40, 35, 25]);
    expect(r.index).toBe(100);
    expect(r.level).toBe('重大');
  });

  it('scores a mid-sized event by the documented formula', () => {
    // 信息量 40·lg(100)/4 = 20; 来源 35·lg(21)/lg(201) = 20.09; 互动 25·lg(1000)/6 = 12.5.
    const r = influenceIndex({ articles: 99, sites: news(20), interactions: 999, views: 0 });
    expect(r.parts).toEqual([
      { key: 'volume', name: '信息量', value: 99, score: 20, max: 40 },
      { key: 'sources', name: '来源权重', value: 20, score: 20.1, max: 35 },
      { key: 'engagement', name: '互动量', value: 999, score: 12.5, max: 25 },
    ]);
    expect(r.index).toBe(52.6);
    expect(r.level).toBe('较大');
    expect(r.formula).toContain('影响力指数');
  });

  it('weighs sites by carrier and data-source weight, and views at 1/100', () => {
    const r = influenceIndex({
      articles: 0,
      sites: [
        { carrier: 'microBlog', sourceWeight: 2 },
        { carrier: 'forum', sourceWeight: 1 },
        { carrier: 'unknown', sourceWeight: 1 },
      ],
      interactions: 10,
      views: 1_000,
    });
    expect(r.parts[1]!.value).toBe(1.9);
    expect(r.parts[2]!.value).toBe(20);
  });

  it('compares across events: more articles, sites or engagement never lower the index', () => {
    const small = influenceIndex({ articles: 50, sites: news(5), interactions: 100, views: 0 });
    const large = influenceIndex({
      articles: 500,
      sites: news(50),
      interactions: 10_000,
      views: 0,
    });
    expect(large.index).toBeGreaterThan(small.index);
  });
});
