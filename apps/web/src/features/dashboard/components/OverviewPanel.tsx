import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { indexCalls } from '@guanlan/shared';
import type { AnalysisTableData } from '@guanlan/shared';
import { useMemo } from 'react';
import { ChartCard, EChart, SENTIMENT_COLORS } from '../../../components/charts';
import type { ChartQuery } from '../../../components/charts';
import { carrierCompareOption } from '../../../components/charts/options/compare';
import { cx } from '../../../lib/cx';
import { dayChange, dayOverview } from '../dashboard';
import type { DayOverview } from '../dashboard';
import { useIndexQuery } from '../hooks/useDashboard';
import styles from '../Dashboard.module.css';

interface OverviewData {
  today: AnalysisTableData | undefined;
  yesterday: AnalysisTableData | undefined;
}

const TILES = [
  { key: 'total', label: '信息总量', color: '#1d5fd6' },
  { key: 'positive', label: '正面', color: SENTIMENT_COLORS.positive },
  { key: 'neutral', label: '中性', color: SENTIMENT_COLORS.neutral },
  { key: 'negative', label: '负面', color: SENTIMENT_COLORS.negative },
] as const;

/** Both days of 各载体数据统计 as one card query (loading or failing if either does). */
function useOverview(isLive: boolean): ChartQuery<OverviewData> {
  const today = useIndexQuery(
    indexCalls.findIndexCarrierDataStatistics,
    { timeRange: 'today' },
    isLive,
  );
  const yesterday = useIndexQuery(
    indexCalls.findIndexCarrierDataStatistics,
    { timeRange: 'yesterday' },
    isLive,
  );
  return {
    data:
      today.data || yesterday.data ? { today: today.data, yesterday: yesterday.data } : undefined,
    isLoading: today.isLoading || yesterday.isLoading,
    isError: today.isError && yesterday.isError,
    error: today.error ?? yesterday.error,
    refetch: () => Promise.all([today.refetch(), yesterday.refetch()]),
  };
}

/** 各载体数据统计: today's and yesterday's volume by sentiment, and by carrier side by side. */
export function OverviewPanel({
  isDark = false,
  isLive = false,
  height = 230,
}: {
  isDark?: boolean;
  isLive?: boolean;
  height?: number;
}) {
  const query = useOverview(isLive);
  return (
    <ChartCard
      title="今日 / 昨日信息概览"
      query={query}
      height={height}
      isDark={isDark}
      isEmpty={() => false}
    >
      {(data) => <Overview data={data} isDark={isDark} />}
    </ChartCard>
  );
}

function Overview({ data, isDark }: { data: OverviewData; isDark: boolean }) {
  const today = dayOverview(data.today);
  const yesterday = dayOverview(data.yesterday);
  const option = useMemo(
    () => carrierCompareOption(data.today, data.yesterday),
    [data.today, data.yesterday],
  );
  return (
    <div className={cx(styles.overview, isDark && styles.dark)}>
      <div className={styles.tiles}>
        {TILES.map((tile) => (
          <Tile
            key={tile.key}
            field={tile.key}
            label={tile.label}
            color={tile.color}
            today={today}
            yesterday={yesterday}
          />
        ))}
      </div>
      <div className={styles.overviewChart}>
        {today.total + yesterday.total > 0 ? (
          <EChart option={option} height="100%" isDark={isDark} />
        ) : (
          <div className={styles.muted}>今日与昨日暂无信息</div>
        )}
      </div>
    </div>
  );
}

function Tile({
  field,
  label,
  color,
  today,
  yesterday,
}: {
  field: keyof Omit<DayOverview, 'carriers'>;
  label: string;
  color: string;
  today: DayOverview;
  yesterday: DayOverview;
}) {
  const change = dayChange(today[field], yesterday[field]);
  return (
    <div className={styles.tile} style={{ borderTopColor: color }}>
      <div className={styles.tileLabel}>今日{label}</div>
      <div className={styles.tileValue} style={{ color }}>
        {today[field].toLocaleString('zh-CN')}
      </div>
      <div className={styles.tileFoot}>
        昨日 {yesterday[field].toLocaleString('zh-CN')}
        {change === undefined ? null : (
          <span className={change >= 0 ? styles.up : styles.down}>
            {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            {Math.abs(change)}%
          </span>
        )}
      </div>
    </div>
  );
}
