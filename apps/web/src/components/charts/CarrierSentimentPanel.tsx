import type { AnalysisTableData } from '@guanlan/shared';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import { EChart } from './EChart';
import { carrierSentimentOption, isCarrierTableEmpty } from './options/sentiment';
import type { PanelProps } from './panels';

/** 各载体情感分布 / 载体统计 as stacked bars: sentiment counts per carrier. */
export function CarrierSentimentPanel(card: PanelProps<AnalysisTableData>) {
  return (
    <ChartCard {...card} isEmpty={isCarrierTableEmpty}>
      {(table) => <CarrierBars table={table} isDark={card.isDark} />}
    </ChartCard>
  );
}

function CarrierBars({ table, isDark }: { table: AnalysisTableData; isDark?: boolean }) {
  const option = useMemo(() => carrierSentimentOption(table), [table]);
  return <EChart option={option} height="100%" isDark={isDark} />;
}
