import type { TrendTableData } from '@guanlan/shared';
import { asSentiment, SENTIMENT_COLORS, seriesColor } from '../palette';
import { hasValues, numberAt, textAt } from './table';

export type Granularity = TrendTableData['granularity'];

/** An axis label: `11-22 15:00` for hours, `11-22` for days (the year stays in the tooltip). */
export function shortTimeLabel(label: string, granularity: Granularity): string {
  if (granularity === 'hour') {
    return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(label) ? label.slice(5, 16) : label;
  }
  return /^\d{4}-\d{2}-\d{2}/.test(label) ? label.slice(5, 10) : label;
}

export interface TrendOptionSettings {
  /** Series keys left out (e.g. `neutral` for 不含中性). */
  hide?: readonly string[];
  /** Leave out series that are zero in every bucket (carrier trends list every carrier). */
  dropEmptySeries?: boolean;
  /** Fill the area under a single series. */
  area?: boolean;
}

/** The value series of a trend table: every column but 时间, minus the hidden ones. */
export function trendSeriesKeys(table: TrendTableData, hide: readonly string[] = []): string[] {
  return table.columns.map((c) => c.key).filter((key) => key !== 'time' && !hide.includes(key));
}

/** Whether a trend has any article in any shown series. */
export function isTrendEmpty(table: TrendTableData | undefined, hide: readonly string[] = []) {
  return !table || !hasValues(table, trendSeriesKeys(table, hide));
}

/**
 * Line chart of a trend table (信息走势, 情感走势, 载体走势): one x category per bucket, one
 * smooth line per value column, sentiments in their fixed colours and other series in palette
 * order of their column (so a carrier keeps its colour when empty carriers are dropped).
 */
export function trendOption(table: TrendTableData, settings: TrendOptionSettings = {}) {
  const keys = trendSeriesKeys(table, settings.hide);
  const titles = new Map(table.columns.map((c) => [c.key, c.title]));
  const series = keys
    .map((key, index) => {
      const sentiment = asSentiment(key);
      return {
        name: titles.get(key) ?? key,
        type: 'line' as const,
        smooth: true,
        showSymbol: table.rows.length <= 31,
        symbolSize: 5,
        color: sentiment ? SENTIMENT_COLORS[sentiment] : seriesColor(index),
        areaStyle: settings.area && keys.length === 1 ? { opacity: 0.15 } : undefined,
        data: table.rows.map((row) => numberAt(row, key)),
      };
    })
    .filter((s) => !settings.dropEmptySeries || s.data.some((v) => v > 0));
  const { granularity } = table;
  return {
    color: series.map((s) => s.color),
    tooltip: { trigger: 'axis' as const, confine: true },
    legend:
      series.length > 1
        ? { type: 'scroll' as const, top: 0, data: series.map((s) => s.name) }
        : undefined,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category' as const,
      boundaryGap: false,
      data: table.rows.map((row) => textAt(row, 'time')),
      axisLabel: { formatter: (label: string) => shortTimeLabel(label, granularity) },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series,
  };
}
