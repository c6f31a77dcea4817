import { describe, expect, it } from 'vitest';
import { MEET_IDLE_GAP_MS, splitMeets } from './meet-split.js';

const M = 60_000;

describe('meet records: a chat split by idle gaps', () => {
  it('splits where two neighbours are more than 30 minutes apart (worked by hand)', () => {
    // 09:00 09:10 09:40 | 10:11 (31 min later) 10:20 | 13:00
    const times = [0, 10, 40, 71, 80, 240].map((m) => m * M);
    expect(splitMeets(times)).toEqual([
      [0, 2],
      [3, 4],
      [5, 5],
    ]);
  });

  it('keeps a gap of exactly 30 minutes in the same meet', () => {
    expect(splitMeets([0, MEET_IDLE_GAP_MS, 2 * MEET_IDLE_GAP_MS])).toEqual([[0, 2]]);
    expect(splitMeets([0, MEET_IDLE_GAP_MS + 1])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('has no meet without messages', () => {
    expect(splitMeets([])).toEqual([]);
  });
});
