import type { AnalysisTableData } from '@guanlan/shared';
import { seriesColor } from '../palette';
import { numberAt, textAt } from './table';

/**
 * Carrier volumes of two days side by side (首页 今日/昨日): one category per carrier that has
 * articles on either day, in the table's carrier order, the 合计 row left out.
 */
export function carrierCompareOption(
  today: AnalysisTableData | undefined,
  yesterday: AnalysisTableData | undefined,
) {
  const order: { carrier: string; name: string }[] = [];
  const counts = (table: AnalysisTableData | undefined) => {
    const byCarrier = new Map<string, number>();
    for (const row of table?.rows ?? []) {
      const carrier = textAt(row, 'carrier');
      if (carrier === 'total') {
        continue;
      }
      byCarrier.set(carrier, numberAt(row, 'total'));
      if (!order.some((o) => o.carrier === carrier)) {
        order.push({ carrier, name: textAt(row, 'name') });
      }
    }
    return byCarrier;
  };
  const todayCounts = counts(today);
  const yesterdayCounts = counts(yesterday);
  const shown = order.filter(
    (o) => (todayCounts.get(o.carrier) ?? 0) > 0 || (yesterdayCounts.get(o.carrier) ?? 0) > 0,
  );
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const }, confine: true },
    legend: { top: 0, data: ['今日', '昨日'] },
    grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category' as const,
      data: shown.map((o) => o.name),
      // ECharts hides labels that would overlap on narrow cards.
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      {
        name: '今日',
        type: 'bar' as const,
        barMaxWidth: 18,
        color: seriesColor(0),
        data: shown.map((o) => todayCounts.get(o.carrier) ?? 0),
      },
      {
        name: '昨日',
        type: 'bar' as const,
        barMaxWidth: 18,
        color: '#a9bedf',
        data: shown.map((o) => yesterdayCounts.get(o.carrier) ?? 0),
      },
    ],
  };
}
