import type { AnalysisDb, ArticleScope } from './scope.js';
import { SENTIMENT_ORDER, sentimentLabel } from './table.js';
import { countPerBucket, trendRows } from './trend-counts.js';
import type { TrendTable } from './trend-counts.js';

export interface SentimentTrendOptions {
  /** Drop the neutral series (the 不含中性 variant of the chart and its Excel twin). */
  nonNeutral?: boolean;
}

/**
 * 情感走势: articles per hour (ranges ≤ 3 days) or per Shanghai day, split into positive,
 * neutral and negative by the organisation's effective sentiment. Every bucket of the range
 * is present, zero-filled. Columns: 时间, 正面, 中性, 负面.
 */
export async function sentimentTrend(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: SentimentTrendOptions = {},
): Promise<TrendTable> {
  const { granularity, counts } = await countPerBucket(adb, scope, 'sentiment');
  const keys = SENTIMENT_ORDER.filter((s) => !(options.nonNeutral && s === 'neutral'));
  return {
    granularity,
    columns: [
      { key: 'time', title: '时间' },
      ...keys.map((k) => ({ key: k, title: sentimentLabel(k) })),
    ],
    rows: trendRows(scope, granularity, counts, keys),
  };
}
