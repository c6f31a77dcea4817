import type { AnalysisDb, ArticleScope } from './scope.js';
import { carrierLabel, carrierList } from './table.js';
import { countPerBucket, trendRows } from './trend-counts.js';
import type { TrendTable } from './trend-counts.js';

/**
 * 载体走势: articles per hour (ranges ≤ 3 days) or per Shanghai day and carrier, every bucket
 * present and zero-filled. One column per carrier of the scope (see carrierList), keyed by the
 * carrier code and titled in Chinese, after 时间.
 */
export async function carrierTrend(adb: AnalysisDb, scope: ArticleScope): Promise<TrendTable> {
  const { granularity, counts } = await countPerBucket(adb, scope, 'carrier');
  const found = [...counts.values()].flatMap((m) => [...m.keys()]);
  const carriers = carrierList(scope, found);
  return {
    granularity,
    columns: [
      { key: 'time', title: '时间' },
      ...carriers.map((c) => ({ key: c, title: carrierLabel(c) })),
    ],
    rows: trendRows(scope, granularity, counts, carriers),
  };
}
