import { countByCarrierAndSentiment } from './sentiment-counts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { carrierLabel, carrierList, percent } from './table.js';
import type { Table } from './table.js';

/**
 * 各载体情感分布: for each carrier that has articles in the scope (canonical carrier order),
 * its positive/neutral/negative counts and each one's share within that carrier, for the
 * stacked bar chart. Rows also carry the carrier code in `carrier`.
 */
export async function sentimentByCarrier(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  const counts = await countByCarrierAndSentiment(adb, scope);
  const rows = carrierList(scope, counts.keys()).flatMap((carrier) => {
    const c = counts.get(carrier);
    if (!c || c.total === 0) {
      return [];
    }
    return [
      {
        carrier,
        name: carrierLabel(carrier),
        positive: c.positive,
        neutral: c.neutral,
        negative: c.negative,
        total: c.total,
        positivePercent: percent(c.positive, c.total),
        neutralPercent: percent(c.neutral, c.total),
        negativePercent: percent(c.negative, c.total),
      },
    ];
  });
  return {
    columns: [
      { key: 'name', title: '载体' },
      { key: 'positive', title: '正面' },
      { key: 'neutral', title: '中性' },
      { key: 'negative', title: '负面' },
      { key: 'total', title: '合计' },
      { key: 'positivePercent', title: '正面占比(%)' },
      { key: 'neutralPercent', title: '中性占比(%)' },
      { key: 'negativePercent', title: '负面占比(%)' },
    ],
    rows,
  };
}
