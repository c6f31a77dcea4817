import { describe, expect, it } from 'vitest';
import { clusterViewpoints } from './viewpoints.js';
import { effectOf } from './dispose-effect.js';

describe('clusterViewpoints', () => {
  it('groups co-occurring keywords into viewpoints and assigns each article once', () => {
    const docs = [
      { id: 1, words: ['暴雨', '内涝', '救援'] },
      { id: 2, words: ['暴雨', '内涝', '排水'] },
      { id: 3, words: ['内涝', '救援', '排水'] },
      { id: 4, words: ['暴雨', '救援'] },
      { id: 5, words: ['停电', '抢修'] },
      { id: 6, words: ['停电', '抢修', '电网'] },
      { id: 7, words: ['停电', '电网'] },
      { id: 8, words: ['天气'] },
    ];
    expect(clusterViewpoints(docs)).toEqual([
      { keywords: ['内涝', '排水', '救援', '暴雨'], articleIds: [1, 2, 3, 4] },
      { keywords: ['停电', '抢修', '电网'], articleIds: [6, 5, 7] },
    ]);
  });

  it('drops words found in more than 80% of the articles (the event subject itself)', () => {
    const docs = [1, 2, 3, 4, 5].map((id) => ({
      id,
      words: ['事件', id <= 3 ? '道歉' : '处罚'],
    }));
    expect(clusterViewpoints(docs).map((v) => v.keywords)).toEqual([['道歉'], ['处罚']]);
  });

  it('finds nothing in articles without shared words', () => {
    expect(
      clusterViewpoints([
        { id: 1, words: ['甲乙'] },
        { id: 2, words: ['丙丁'] },
      ]),
    ).toEqual([]);
  });
});

describe('effectOf', () => {
  it('reads a fall, a rise and a flat curve around a disposal action', () => {
    expect(effectOf(10, 4)).toEqual({ changeRate: -60, effect: '下降' });
    expect(effectOf(4, 10)).toEqual({ changeRate: 150, effect: '上升' });
    expect(effectOf(10, 11)).toEqual({ changeRate: 10, effect: '持平' });
    expect(effectOf(0, 3)).toEqual({ changeRate: null, effect: '上升' });
    expect(effectOf(0, 0)).toEqual({ changeRate: null, effect: '持平' });
  });
});
