import { describe, expect, it } from 'vitest';
import type { ArticleFacts } from './warning-facts.js';
import { clusterFirings, simulateFirings, volumeFiring } from './warning-grouping.js';

const MINUTE = 60_000;
const fact = (id: number, minute: number, clusterId = id): ArticleFacts => ({
  id,
  title: `标题${id}`,
  sentiment: 'negative',
  carrier: 'news',
  sourceWeight: 0,
  clusterId,
  siteName: null,
  authorName: null,
  ownerOrgId: null,
  publishTime: minute * MINUTE,
});

describe('warning-grouping', () => {
  const rule = { id: 7, name: '测试', conditions: {} };

  it('plans one firing per similar cluster of a batch', () => {
    const plans = clusterFirings(
      rule,
      [fact(1, 0, 1), fact(2, 0, 1), fact(3, 0, 3)],
      () => undefined,
    );
    expect(plans.map((p) => [p.fireKey, p.articleIds, p.reason])).toEqual([
      ['cluster:1', [1, 2], '命中预警规则「测试」：标题1'],
      ['cluster:3', [3], '命中预警规则「测试」：标题3'],
    ]);
  });

  it('holds a cluster below minSimilarCount', () => {
    const r = { ...rule, conditions: { minSimilarCount: 3 } };
    expect(clusterFirings(r, [fact(1, 0)], () => 2)).toEqual([]);
    expect(clusterFirings(r, [fact(1, 0)], () => 3)[0]!.reason).toBe(
      '相似信息已达 3 篇（阈值 3 篇）：标题1',
    );
  });

  it('fires a volume window at its threshold, not again inside it, and again once it has passed', () => {
    const r = { ...rule, conditions: { volumeCount: 2, volumeMinutes: 10 } };
    expect(volumeFiring(r, [1], 0, false)).toBeNull();
    expect(volumeFiring(r, [2, 1], 0, true)).toBeNull();
    const arrivals = [fact(1, 0), fact(2, 5), fact(3, 9), fact(4, 16), fact(5, 20), fact(6, 40)];
    const fired = simulateFirings(r, arrivals, () => 1);
    // 5 min: {1, 2} fires; 9 min: the 5-min firing is inside its window; 16 min: window from
    // 6 holds {3, 4} and the last firing (5) is older than it → fires; 20 min: 16 is inside.
    expect(fired.map((f) => [f.at / MINUTE, f.articleIds])).toEqual([
      [5, [2, 1]],
      [16, [4, 3]],
    ]);
  });

  it('replays a cluster once, at the article that brings it to the threshold', () => {
    const r = { ...rule, conditions: { minSimilarCount: 2 } };
    const sizes = new Map([[1, [0, 30 * MINUTE]]]);
    const fired = simulateFirings(
      r,
      [fact(2, 30, 1), fact(1, 0, 1)],
      (id, at) => (sizes.get(id) ?? []).filter((t) => t <= at).length,
    );
    expect(fired.map((f) => [f.at / MINUTE, f.fireKey, f.articleIds])).toEqual([
      [30, 'cluster:1', [2]],
    ]);
  });
});
