import { describe, expect, it } from 'vitest';
import { rangeParts } from './article-count.js';

describe('rangeParts', () => {
  it('cuts an inclusive range into adjacent inclusive parts that cover it once', () => {
    expect(rangeParts({ startTime: 0, endTime: 9 }, 2)).toEqual([
      { startTime: 0, endTime: 4 },
      { startTime: 5, endTime: 9 },
    ]);
    expect(rangeParts({ startTime: 10, endTime: 20 }, 3)).toEqual([
      { startTime: 10, endTime: 12 },
      { startTime: 13, endTime: 16 },
      { startTime: 17, endTime: 20 },
    ]);
  });

  it('makes fewer parts of a range shorter than the count', () => {
    expect(rangeParts({ startTime: 5, endTime: 5 }, 2)).toEqual([{ startTime: 5, endTime: 5 }]);
    expect(rangeParts({ startTime: 5, endTime: 6 }, 4)).toEqual([
      { startTime: 5, endTime: 5 },
      { startTime: 6, endTime: 6 },
    ]);
  });
});
