import type { TrendTableData } from '@guanlan/shared';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import { EChart } from './EChart';
import { isTrendEmpty, trendOption } from './options/trend';
import type { TrendOptionSettings } from './options/trend';
import type { PanelProps } from './panels';

/** A trend card (信息走势, 情感走势, 载体走势): lines per bucket, by hour or by day. */
export function TrendPanel({
  settings = {},
  ...card
}: PanelProps<TrendTableData> & { settings?: TrendOptionSettings }) {
  const hide = settings.hide;
  return (
    <ChartCard {...card} isEmpty={(table) => isTrendEmpty(table, hide)}>
      {(table) => <TrendChart table={table} settings={settings} isDark={card.isDark} />}
    </ChartCard>
  );
}

function TrendChart({
  table,
  settings,
  isDark,
}: {
  table: TrendTableData;
  settings: TrendOptionSettings;
  isDark?: boolean;
}) {
  const { hide, dropEmptySeries, area } = settings;
  const option = useMemo(
    () => trendOption(table, { hide, dropEmptySeries, area }),
    [table, hide, dropEmptySeries, area],
  );
  return <EChart option={option} height="100%" isDark={isDark} />;
}
