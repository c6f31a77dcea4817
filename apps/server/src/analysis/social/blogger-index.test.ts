import { describe, expect, it } from 'vitest';
import { bloggerIndex } from './blogger-index.js';

describe('bloggerIndex (BCI)', () => {
  it('matches the formula worked by hand for a 30-day window', () => {
    // (0.2·ln 11 + 0.8·(0.4·ln 101 + 0.4·ln 51 + 0.2·ln 201)) × 160 = 650.1009
    const r = bloggerIndex({ posts: 10, reposts: 100, comments: 50, likes: 200, days: 30 });
    expect(r.index).toBe(650.1);
    expect(r.activity).toBe(2.4);
    expect(r.reach).toBe(4.48);
    expect(r.formula).toContain('0.2×ln(X1+1)');
  });

  it('scores an account with nothing as 0', () => {
    expect(bloggerIndex({ posts: 0, reposts: 0, comments: 0, likes: 0, days: 7 }).index).toBe(0);
  });

  it('scales counts to 30 days, so a 60-day window with twice the counts scores the same', () => {
    const month = bloggerIndex({ posts: 2, reposts: 30, comments: 10, likes: 4, days: 30 });
    const twoMonths = bloggerIndex({ posts: 4, reposts: 60, comments: 20, likes: 8, days: 60 });
    // (0.2·ln 3 + 0.8·(0.4·ln 31 + 0.4·ln 11 + 0.2·ln 5)) × 160 = 374.9496
    expect(month.index).toBe(374.95);
    expect(twoMonths.index).toBe(month.index);
    expect(twoMonths.x).toEqual({ posts: 2, reposts: 30, comments: 10, likes: 4 });
  });
});
