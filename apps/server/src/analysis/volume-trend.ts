import type { AnalysisDb, ArticleScope } from './scope.js';
import { countPerBucket, trendRows } from './trend-counts.js';
import type { TrendTable } from './trend-counts.js';

/**
 * 信息走势: articles per hour (ranges ≤ 3 days) or per Shanghai day over the scope, every
 * bucket present and zero-filled. Columns: 时间, 信息量 (key `count`).
 */
export async function volumeTrend(adb: AnalysisDb, scope: ArticleScope): Promise<TrendTable> {
  const { granularity, counts } = await countPerBucket(adb, scope, 'none');
  const rows = trendRows(scope, granularity, counts, ['all']).map(({ all, ...row }) => ({
    ...row,
    count: all ?? 0,
  }));
  return {
    granularity,
    columns: [
      { key: 'time', title: '时间' },
      { key: 'count', title: '信息量' },
    ],
    rows,
  };
}
