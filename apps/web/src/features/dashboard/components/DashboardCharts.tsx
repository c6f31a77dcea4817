import { Segmented } from 'antd';
import { useState } from 'react';
import { indexCalls } from '@guanlan/shared';
import {
  RegionPanel,
  SentimentPiePanel,
  TablePanel,
  TrendPanel,
  WordCloudPanel,
} from '../../../components/charts';
import type { DashboardRange } from '../dashboard';
import { useIndexQuery } from '../hooks/useDashboard';

/** What every dashboard chart panel takes: the time range, the look and live refresh. */
export interface DashboardChartProps {
  timeRange: DashboardRange;
  height: number;
  isDark?: boolean;
  isLive?: boolean;
}

const NO_NEUTRAL = ['neutral'] as const;

/** 情感走势 with the 全部/不含中性 switch. */
export function EmotionTrendCard({ timeRange, isLive, ...card }: DashboardChartProps) {
  const query = useIndexQuery(indexCalls.emotionTrendIndex, { timeRange }, isLive);
  const [isNonNeutral, setIsNonNeutral] = useState(false);
  return (
    <TrendPanel
      {...card}
      title="情感走势"
      query={query}
      settings={{ hide: isNonNeutral ? NO_NEUTRAL : undefined }}
      extra={
        <Segmented
          size="small"
          options={['全部', '不含中性']}
          value={isNonNeutral ? '不含中性' : '全部'}
          onChange={(value) => setIsNonNeutral(value === '不含中性')}
        />
      }
    />
  );
}

/** 载体走势: one line per carrier that has articles. */
export function CarrierTrendCard({ timeRange, isLive, ...card }: DashboardChartProps) {
  const query = useIndexQuery(indexCalls.carrierTrendIndex, { timeRange }, isLive);
  return (
    <TrendPanel {...card} title="载体走势" query={query} settings={{ dropEmptySeries: true }} />
  );
}

/** 情感分布: the three-colour pie. */
export function SentimentPieCard({ timeRange, isLive, ...card }: DashboardChartProps) {
  const query = useIndexQuery(indexCalls.motionDistributionIndex, { timeRange }, isLive);
  return <SentimentPiePanel {...card} title="情感分布" query={query} />;
}

/** 地域分布: the China map (and Beijing), with the top areas beside it unless `showList` is off. */
export function RegionCard({
  timeRange,
  isLive,
  showList,
  ...card
}: DashboardChartProps & { showList?: boolean }) {
  const query = useIndexQuery(indexCalls.regionDistributionIndex, { timeRange }, isLive);
  return <RegionPanel {...card} title="地域分布" query={query} showList={showList} />;
}

/** 热词云. */
export function HotWordsCard({ timeRange, isLive, ...card }: DashboardChartProps) {
  const query = useIndexQuery(indexCalls.hotWordsCloudIndex, { timeRange, size: 100 }, isLive);
  return <WordCloudPanel {...card} title="热词云" query={query} />;
}

/** 媒体活跃度排行 (top ten). */
export function MediaLeadersCard({ timeRange, isLive, ...card }: DashboardChartProps) {
  const query = useIndexQuery(
    indexCalls.mediaActivityLeadersListIndex,
    { timeRange, size: 10 },
    isLive,
  );
  return <TablePanel {...card} title="媒体活跃度排行" query={query} />;
}
