import { describe, expect, it } from 'vitest';
import { DEFAULT_STATISTICS_FILTER, statisticsScope } from './statistics-scope';

const NOW = 1_795_300_000_000;
const SPECIAL = { idKey: 'specialId' } as const;

describe('statisticsScope', () => {
  it('asks for the last seven days of the topic over every carrier by default', () => {
    expect(statisticsScope(SPECIAL, 3, DEFAULT_STATISTICS_FILTER, NOW)).toEqual({
      specialId: 3,
      timeRange: '7d',
      carriers: undefined,
    });
  });

  it('sends 近15天 as a custom range ending now, with the chosen carriers', () => {
    const scope = statisticsScope(
      SPECIAL,
      3,
      { preset: '15d', custom: undefined, carriers: ['news'] },
      NOW,
    );
    expect(scope).toEqual({
      specialId: 3,
      timeRange: 'custom',
      startTime: NOW - 15 * 86_400_000,
      endTime: NOW,
      carriers: ['news'],
    });
  });

  it('addresses the set by the id field of its kind', () => {
    expect(statisticsScope({ idKey: 'setId' }, 8, DEFAULT_STATISTICS_FILTER, NOW)).toEqual({
      setId: 8,
      timeRange: '7d',
      carriers: undefined,
    });
  });

  it('waits for both ends of a 自定义 range', () => {
    expect(
      statisticsScope(SPECIAL, 3, { preset: 'custom', custom: undefined, carriers: [] }, NOW),
    ).toBe(undefined);
    expect(
      statisticsScope(SPECIAL, 3, { preset: 'custom', custom: [1000, 2000], carriers: [] }, NOW),
    ).toMatchObject({ timeRange: 'custom', startTime: 1000, endTime: 2000 });
  });
});
