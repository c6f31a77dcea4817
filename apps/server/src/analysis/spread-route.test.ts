import { describe, expect, it } from 'vitest';
import type { RouteMember, SpreadNode } from './spread-route.js';
import { buildSpreadRoute } from './spread-route.js';

const T = Date.UTC(2026, 10, 2, 1, 0, 0);
const m = (id: number, minutes: number, parent: number | null = null): RouteMember => ({
  id,
  title: `文章${id}`,
  site_name: `站点${id}`,
  carrier: id % 2 === 0 ? 'weChat' : 'news',
  publish_time: T + minutes * 60_000,
  parent_id: parent,
});

/** The tree as nested ids: `[id, [children…]]`. */
function shape(n: SpreadNode): unknown {
  return n.children.length === 0 ? n.id : [n.id, n.children.map(shape)];
}

describe('buildSpreadRoute', () => {
  it('roots the tree at the earliest article and hangs reprints without a parent under it', () => {
    const root = buildSpreadRoute([m(3, 30), m(1, 0), m(2, 10)])!;
    expect(shape(root)).toEqual([1, [2, 3]]);
    expect(root.publishTime).toBe('2026-11-02 09:00:00');
    expect(root.children[0]).toMatchObject({ siteName: '站点2', carrierName: '微信' });
  });

  it('hangs a reprint under its parent inside the cluster, and under the origin when outside', () => {
    const root = buildSpreadRoute([m(1, 0), m(2, 10), m(4, 20, 2), m(5, 25, 4), m(6, 30, 99)])!;
    expect(shape(root)).toEqual([1, [[2, [[4, [5]]]], 6]]);
  });

  it('breaks a parent loop in bad data by sending its articles to the origin', () => {
    const root = buildSpreadRoute([m(1, 0), m(2, 10, 3), m(3, 20, 2), m(4, 30, 4)])!;
    expect(shape(root)).toEqual([1, [2, 3, 4]]);
  });

  it('answers undefined for an empty cluster and a single node for a lone article', () => {
    expect(buildSpreadRoute([])).toBeUndefined();
    expect(shape(buildSpreadRoute([m(7, 0)])!)).toBe(7);
  });
});
