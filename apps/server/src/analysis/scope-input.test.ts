import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import { granularityOf } from './buckets.js';
import { resolveTimeRange, toArticleScope } from './scope-input.js';
import { cn } from './test-corpus.fixture.js';

// 2026-11-02 09:30 Shanghai.
const NOW = cn(2026, 11, 2, 9, 30);

describe('resolveTimeRange', () => {
  it('starts 今天 at Shanghai midnight and covers the whole of 昨天', () => {
    expect(resolveTimeRange({ timeRange: 'today' }, NOW)).toEqual({
      startTime: cn(2026, 11, 2),
      endTime: NOW,
    });
    expect(resolveTimeRange({ timeRange: 'yesterday' }, NOW)).toEqual({
      startTime: cn(2026, 11, 1),
      endTime: cn(2026, 11, 2) - 1,
    });
  });

  it('reaches back N×24 hours for the last-N presets, so 3d is still drawn by the hour', () => {
    expect(resolveTimeRange({ timeRange: '24h' }, NOW).startTime).toBe(NOW - 24 * HOUR_MS);
    const threeDays = resolveTimeRange({ timeRange: '3d' }, NOW);
    expect(threeDays.startTime).toBe(NOW - 3 * DAY_MS);
    expect(granularityOf(threeDays)).toBe('hour');
    expect(granularityOf(resolveTimeRange({}, NOW))).toBe('day');
  });

  it('takes custom ends as given and fills a missing one', () => {
    expect(resolveTimeRange({ timeRange: 'custom', startTime: 1, endTime: 2 }, NOW)).toEqual({
      startTime: 1,
      endTime: 2,
    });
    expect(resolveTimeRange({ timeRange: 'custom', startTime: 1 }, NOW)).toEqual({
      startTime: 1,
      endTime: NOW,
    });
  });
});

describe('toArticleScope', () => {
  it('keeps non-empty filters and adds what the module knows', () => {
    const scope = toArticleScope(
      7,
      { timeRange: 'today', carriers: [], sentiments: ['negative'], keyword: ' ' },
      NOW,
      { ruleIds: [3] },
    );
    expect(scope).toEqual({
      orgId: 7,
      startTime: cn(2026, 11, 2),
      endTime: NOW,
      sentiments: ['negative'],
      searchArea: 'all',
      ruleIds: [3],
    });
  });
});
