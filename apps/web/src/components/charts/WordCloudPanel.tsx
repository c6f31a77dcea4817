import type { AnalysisTableData } from '@guanlan/shared';
import { ChartCard } from './ChartCard';
import { isWordCloudEmpty } from './options/word-cloud';
import type { PanelProps } from './panels';
import { WordCloudChart } from './WordCloudChart';

/** 热词云 in a card: the 800×500 cloud scaled to fit the card's width and height. */
export function WordCloudPanel(card: PanelProps<AnalysisTableData>) {
  return (
    <ChartCard {...card} isEmpty={isWordCloudEmpty}>
      {(table) => (
        <WordCloudChart table={table} isDark={card.isDark} maxHeight={card.height - 24} />
      )}
    </ChartCard>
  );
}
