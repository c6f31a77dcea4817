import { describe, expect, it } from 'vitest';
import { mergeGraphs, nodeSize, relationGraphOption } from './relation-option';
import type { RelationGraphData } from './relation-option';

const categories = [{ name: '画像对象' }, { name: '转发TA人' }];
const g1: RelationGraphData = {
  nodes: [
    { id: 'a', name: '甲', category: 0, value: 3, isSubject: true },
    { id: 'c', name: '丙', category: 1, value: 3, isSubject: false },
  ],
  links: [{ source: 'a', target: 'c', relation: 'repost', relationName: '转发TA人', value: 3 }],
  categories,
};
const g2: RelationGraphData = {
  nodes: [
    { id: 'b', name: '乙', category: 0, value: 2, isSubject: true },
    { id: 'c', name: '丙', category: 1, value: 1, isSubject: false },
    { id: 'a', name: '甲', category: 1, value: 1, isSubject: false },
  ],
  links: [
    { source: 'b', target: 'c', relation: 'repost', relationName: '转发TA人', value: 1 },
    { source: 'b', target: 'a', relation: 'repost', relationName: '转发TA人', value: 1 },
  ],
  categories,
};

describe('relation graph', () => {
  it('merges portraits into one panorama: one node per account, subjects stay subjects', () => {
    const m = mergeGraphs([g1, g2]);
    expect(m.nodes.map((n) => [n.id, n.value, n.isSubject, n.category])).toEqual([
      ['a', 4, true, 0],
      ['c', 4, false, 1],
      ['b', 2, true, 0],
    ]);
    expect(m.links).toHaveLength(3);
  });

  it('sizes the subject largest and draws arrows between named accounts', () => {
    expect(nodeSize({ value: 1, isSubject: true })).toBe(48);
    expect(nodeSize({ value: 4, isSubject: false })).toBe(16);
    const o = relationGraphOption(g1);
    expect(o.series[0]!.links[0]).toMatchObject({ sourceName: '甲', targetName: '丙', value: 3 });
    expect(o.legend.data).toEqual(['画像对象', '转发TA人']);
  });
});
