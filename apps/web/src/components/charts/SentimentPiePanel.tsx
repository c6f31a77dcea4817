import type { AnalysisTableData } from '@guanlan/shared';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import { EChart } from './EChart';
import { isPieEmpty, sentimentPieOption } from './options/sentiment';
import type { PanelProps } from './panels';

/** 情感分布: the three-colour pie of 正面/中性/负面. */
export function SentimentPiePanel(card: PanelProps<AnalysisTableData>) {
  return (
    <ChartCard {...card} isEmpty={isPieEmpty}>
      {(table) => <PieChart table={table} isDark={card.isDark} />}
    </ChartCard>
  );
}

function PieChart({ table, isDark }: { table: AnalysisTableData; isDark?: boolean }) {
  const option = useMemo(() => sentimentPieOption(table), [table]);
  return <EChart option={option} height="100%" isDark={isDark} />;
}
