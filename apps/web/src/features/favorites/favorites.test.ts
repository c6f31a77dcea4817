import { describe, expect, it } from 'vitest';
import {
  ALL_TIME_START,
  exportCountOf,
  favoriteDetailsHref,
  favoriteTimeScope,
  folderFilter,
} from './favorites';

describe('favorites helpers', () => {
  it('sends 全部时间 as a custom range from 2000 to the end of today', () => {
    // 2026-11-02 09:00 Shanghai.
    const now = Date.UTC(2026, 10, 2, 1, 0, 0);
    const scope = favoriteTimeScope('all', undefined, now);
    expect(scope?.timeRange).toBe('custom');
    expect(scope?.startTime).toBe(ALL_TIME_START);
    expect(scope?.endTime).toBeGreaterThan(now);
    expect(favoriteTimeScope('7d', undefined, now)).toEqual({ timeRange: '7d' });
    expect(favoriteTimeScope('custom', undefined, now)).toBeUndefined();
    expect(favoriteTimeScope('custom', [1, 2], now)).toEqual({
      timeRange: 'custom',
      startTime: 1,
      endTime: 2,
    });
  });

  it('filters by folder only when one is chosen; 默认收藏夹 is folder 0', () => {
    expect(folderFilter('all')).toEqual({});
    expect(folderFilter(0)).toEqual({ folderId: 0 });
    expect(folderFilter(7)).toEqual({ folderId: 7 });
  });

  it('links to the article detail with the publish date only', () => {
    expect(favoriteDetailsHref(42, '2026-11-02 08:30:00')).toBe(
      '/articleDetails?articleId=42&fromType=favorite&publishTime=2026-11-02',
    );
  });

  it('reads export counts, 0 meaning the selection', () => {
    expect(exportCountOf('0')).toBe(0);
    expect(exportCountOf('5000')).toBe(5000);
    expect(exportCountOf('x')).toBe(1000);
  });
});
