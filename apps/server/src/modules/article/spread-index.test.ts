import { describe, expect, it } from 'vitest';
import { spreadIndex } from './spread-index.js';

const HOUR = 3_600_000;

describe('spreadIndex', () => {
  it('gives a lone article without engagement an index of 0 (低)', () => {
    const r = spreadIndex({ size: 1, sites: 1, carriers: 1, interactions: 0, views: 0, spanMs: 0 });
    expect(r.index).toBe(0);
    expect(r.level).toBe('低');
    expect(r.parts.map((p) => p.score)).toEqual([0, 0, 0, 0, 0]);
  });

  it('adds up the five parts computed by hand for a mid-sized cluster', () => {
    // size 10 → 30·ln10/ln100 = 15; sites 5 → 25·ln5/ln50 = 10.29 → 10.3; carriers 2 → 3;
    // E = 999 + 100/100 = 1000 → 20·log10(1001)/5 = 12.0; a week → 10. Sum 50.3 → 中.
    const r = spreadIndex({
      size: 10,
      sites: 5,
      carriers: 2,
      interactions: 999,
      views: 100,
      spanMs: 168 * HOUR,
    });
    expect(r.parts.map((p) => [p.key, p.value, p.score, p.max])).toEqual([
      ['size', 10, 15, 30],
      ['sites', 5, 10.3, 25],
      ['carriers', 2, 3, 15],
      ['engagement', 1000, 12, 20],
      ['span', 168, 10, 10],
    ]);
    expect(r.index).toBe(50.3);
    expect(r.level).toBe('中');
  });

  it('saturates every part at its maximum, so the index never passes 100', () => {
    const r = spreadIndex({
      size: 5000,
      sites: 900,
      carriers: 12,
      interactions: 1e9,
      views: 1e9,
      spanMs: 1000 * HOUR,
    });
    expect(r.index).toBe(100);
    expect(r.level).toBe('高');
  });
});
