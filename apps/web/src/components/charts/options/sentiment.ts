import type { AnalysisTableData } from '@guanlan/shared';
import { asSentiment, SENTIMENT_COLORS, SENTIMENT_KEYS, SENTIMENT_NAMES } from '../palette';
import { hasValues, numberAt, textAt } from './table';

/** Whether a 情感分布 table (rows `sentiment`, `name`, `count`) counts no article. */
export function isPieEmpty(table: AnalysisTableData | undefined): boolean {
  return !hasValues(table, ['count']);
}

/**
 * The three-colour sentiment pie (情感分布): one slice per sentiment row, coloured by its
 * `sentiment` code; slice labels show the name and share.
 */
export function sentimentPieOption(table: AnalysisTableData) {
  const data = table.rows.map((row) => {
    const sentiment = asSentiment(row.sentiment);
    return {
      name: textAt(row, 'name') || (sentiment ? SENTIMENT_NAMES[sentiment] : ''),
      value: numberAt(row, 'count'),
      itemStyle: sentiment ? { color: SENTIMENT_COLORS[sentiment] } : undefined,
    };
  });
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}：{c} 条（{d}%）', confine: true },
    legend: { bottom: 0, data: data.map((d) => d.name) },
    series: [
      {
        name: '情感分布',
        type: 'pie' as const,
        radius: ['36%', '60%'],
        center: ['50%', '46%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%', lineHeight: 16 },
        labelLine: { length: 8, length2: 8 },
        data,
      },
    ],
  };
}

/** Carrier rows with at least one article, without the 合计 row (`carrier` = `total`). */
export function carrierRows(table: AnalysisTableData) {
  return table.rows.filter((row) => row.carrier !== 'total' && numberAt(row, 'total') > 0);
}

/**
 * Stacked bars of sentiment counts per carrier (各载体情感分布, or the counts of 载体统计):
 * one category per carrier that has articles, one stacked series per sentiment.
 */
export function carrierSentimentOption(table: AnalysisTableData) {
  const rows = carrierRows(table);
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const }, confine: true },
    legend: { top: 0, data: SENTIMENT_KEYS.map((k) => SENTIMENT_NAMES[k]) },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      data: rows.map((row) => textAt(row, 'name')),
      // ECharts hides labels that would overlap on narrow cards.
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: SENTIMENT_KEYS.map((key) => ({
      name: SENTIMENT_NAMES[key],
      type: 'bar' as const,
      stack: 'sentiment',
      barMaxWidth: 28,
      color: SENTIMENT_COLORS[key],
      data: rows.map((row) => numberAt(row, key)),
    })),
  };
}

/** Whether a carrier table has no article at all. */
export function isCarrierTableEmpty(table: AnalysisTableData | undefined): boolean {
  return !table || carrierRows(table).length === 0;
}
