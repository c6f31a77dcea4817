import type { DashboardRange, PanelKey } from '../dashboard';
import { HotListPanel, SensitiveListPanel, WarningListPanel } from './ArticleLists';
import {
  CarrierTrendCard,
  EmotionTrendCard,
  HotWordsCard,
  MediaLeadersCard,
  RegionCard,
  SentimentPieCard,
} from './DashboardCharts';
import { OverviewPanel } from './OverviewPanel';
import { SpecialRankingPanel } from './SpecialRankingPanel';

/** Body height of a dashboard panel, so the two panels of a row line up. */
export const PANEL_HEIGHT = 340;

/** One panel of 首页 by its findIndexPanel key. */
export function DashboardPanel({
  panel,
  timeRange,
}: {
  panel: PanelKey;
  timeRange: DashboardRange;
}) {
  const props = { timeRange, height: PANEL_HEIGHT };
  switch (panel) {
    case 'carrierStatistics':
      return <OverviewPanel />;
    case 'emotionTrend':
      return <EmotionTrendCard {...props} />;
    case 'carrierTrend':
      return <CarrierTrendCard {...props} />;
    case 'motionDistribution':
      return <SentimentPieCard {...props} />;
    case 'regionDistribution':
      return <RegionCard {...props} />;
    case 'hotWordsCloud':
      return <HotWordsCard {...props} />;
    case 'mediaActivityLeaders':
      return <MediaLeadersCard {...props} />;
    case 'sensitiveArticle':
      return <SensitiveListPanel {...props} />;
    case 'warningArticle':
      return <WarningListPanel {...props} />;
    case 'hotArticle':
      return <HotListPanel {...props} />;
    case 'specialRanking':
      return <SpecialRankingPanel {...props} />;
  }
}
