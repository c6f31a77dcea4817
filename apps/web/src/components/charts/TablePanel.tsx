import type { AnalysisTableData } from '@guanlan/shared';
import { ChartCard } from './ChartCard';
import type { PanelProps } from './panels';
import { DataTable } from './DataTable';

/** An analysis table in a card (媒体活跃度排行, 意见领袖排行, 专题信息量排行, 载体统计). */
export function TablePanel(card: PanelProps<AnalysisTableData>) {
  return (
    <ChartCard {...card} isEmpty={(table) => table.rows.length === 0}>
      {(table) => (
        <div style={{ height: '100%' }}>
          <DataTable table={table} scrollY={card.height - 64} isDark={card.isDark} />
        </div>
      )}
    </ChartCard>
  );
}
