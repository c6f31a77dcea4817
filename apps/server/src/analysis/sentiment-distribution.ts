import { countBySentiment } from './sentiment-counts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { SENTIMENT_ORDER, percent, sentimentLabel } from './table.js';
import type { Table } from './table.js';

/**
 * 情感分布 (the three-colour pie): positive, neutral and negative article counts by the
 * organisation's effective sentiment, each with its percentage of the three (two decimals).
 * Rows carry the sentiment code in `sentiment`.
 */
export async function sentimentDistribution(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  const counts = await countBySentiment(adb, scope);
  const whole = SENTIMENT_ORDER.reduce((n, s) => n + counts[s], 0);
  return {
    columns: [
      { key: 'name', title: '情感' },
      { key: 'count', title: '信息量' },
      { key: 'percent', title: '占比(%)' },
    ],
    rows: SENTIMENT_ORDER.map((s) => ({
      sentiment: s,
      name: sentimentLabel(s),
      count: counts[s],
      percent: percent(counts[s], whole),
    })),
  };
}
