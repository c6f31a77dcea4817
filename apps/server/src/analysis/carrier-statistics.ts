import { countByCarrierAndSentiment, emptyCounts } from './sentiment-counts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { carrierLabel, carrierList, percent } from './table.js';
import type { Table } from './table.js';

/**
 * 载体统计 (findSpecialCarrierDataStatistics): one row per carrier of the scope, zero rows
 * included, with its volume, share of all articles and positive/neutral/negative counts, then a
 * 合计 row (carrier `total`). Rows also carry the carrier code in `carrier`.
 */
export async function carrierStatistics(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  const counts = await countByCarrierAndSentiment(adb, scope);
  const sum = emptyCounts();
  for (const c of counts.values()) {
    sum.positive += c.positive;
    sum.neutral += c.neutral;
    sum.negative += c.negative;
    sum.total += c.total;
  }
  const rows = carrierList(scope, counts.keys()).map((carrier) => {
    const c = counts.get(carrier) ?? emptyCounts();
    return {
      carrier,
      name: carrierLabel(carrier),
      total: c.total,
      percent: percent(c.total, sum.total),
      positive: c.positive,
      neutral: c.neutral,
      negative: c.negative,
    };
  });
  rows.push({
    carrier: 'total',
    name: '合计',
    total: sum.total,
    percent: sum.total === 0 ? 0 : 100,
    positive: sum.positive,
    neutral: sum.neutral,
    negative: sum.negative,
  });
  return {
    columns: [
      { key: 'name', title: '载体' },
      { key: 'total', title: '信息总量' },
      { key: 'percent', title: '占比(%)' },
      { key: 'positive', title: '正面' },
      { key: 'neutral', title: '中性' },
      { key: 'negative', title: '负面' },
    ],
    rows,
  };
}
