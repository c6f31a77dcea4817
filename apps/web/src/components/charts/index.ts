/** Chart building blocks: the lazily loaded ECharts canvas, the card frame and ready panels. */
export { ChartCard } from './ChartCard';
export type { ChartCardProps, ChartQuery } from './ChartCard';
export { CarrierSentimentPanel } from './CarrierSentimentPanel';
export { DataTable } from './DataTable';
export { ChartSkeleton, EChart } from './EChart';
export { RegionPanel } from './RegionPanel';
export type { RegionMapChoice } from './RegionPanel';
export { SentimentPiePanel } from './SentimentPiePanel';
export { TablePanel } from './TablePanel';
export { TrendPanel } from './TrendPanel';
export { WordCloudPanel } from './WordCloudPanel';
export { WordCloudChart } from './WordCloudChart';
export type { PanelProps } from './panels';
export { SENTIMENT_COLORS, SENTIMENT_NAMES, SERIES_COLORS, sentimentTag } from './palette';
