import { Alert, Card, Col, Row, Segmented } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { AnalysisTableData, RegionTablesData, TrendTableData } from '@guanlan/shared';
import {
  CarrierSentimentPanel,
  RegionPanel,
  SentimentPiePanel,
  TablePanel,
  TrendPanel,
  WordCloudPanel,
} from '../../../components/charts';
import type { ChartQuery } from '../../../components/charts';
import { ArticleFilterBar } from '../../../components/filters/ArticleFilterBar';
import type { ArticleFilterLayout } from '../../../components/filters/ArticleFilterBar';
import { TIME_PRESETS } from '../../../components/filters/time-presets';
import type { TimePreset } from '../../../components/filters/time-presets';
import type { ChartKey, MonitorKind } from '../monitor-kind';
import styles from '../Monitor.module.css';
import { BriefingButton } from './BriefingButton';
import { DEFAULT_STATISTICS_FILTER, statisticsScope } from './statistics-scope';
import type { StatisticsFilter } from './statistics-scope';
import { exportExcel, useStatistics } from './useStatistics';
import { WORLD_MAPS } from './world-region';

const HEIGHT = 320;
const TALL = 380;
const WORLD = 440;
const HALF = { xs: 24, xl: 12 } as const;
const NO_NEUTRAL = ['neutral'] as const;

type EmotionMode = 'all' | 'nonNeutral';
const EMOTION_MODES = [
  { value: 'all', label: '全部' },
  { value: 'nonNeutral', label: '不含中性' },
];

/** The answers are the shared analysis tables; the kinds' contracts leave them untyped. */
const as = <T,>(q: ChartQuery<unknown>) => q as ChartQuery<T>;

export interface StatisticsPanelProps {
  kind: MonitorKind;
  setId: number;
}

/** 统计分析: the set's charts over one time and carrier filter, in a responsive grid. */
export function StatisticsPanel({ kind, setId }: StatisticsPanelProps) {
  const [filter, setFilter] = useState<StatisticsFilter>(DEFAULT_STATISTICS_FILTER);
  // 近15天 is computed from the moment the filter was chosen, so the query keys stay stable.
  const [now, setNow] = useState(() => Date.now());
  const [emotionMode, setEmotionMode] = useState<EmotionMode>('all');
  const scope = statisticsScope(kind, setId, filter, now);
  const q = useStatistics(kind, scope);
  const charts = kind.charts;
  const excel = (key: ChartKey, nonNeutral = false) =>
    exportExcel(nonNeutral ? charts[key]?.excelNonNeutral : charts[key]?.excel, scope, key);
  const layout: ArticleFilterLayout<TimePreset, string> = {
    presets: TIME_PRESETS,
    carriers: 'select',
    carrierOptions: kind.carrierOptions,
    inline: true,
  };

  function handleFilter(patch: Partial<StatisticsFilter>): void {
    setFilter({ ...filter, ...patch });
    setNow(Date.now());
  }

  const isNonNeutral = emotionMode === 'nonNeutral';
  const cells: { key: ChartKey; span: object; node: ReactNode }[] = [
    {
      key: 'trend',
      span: { xs: 24, xl: 14 },
      node: (
        <TrendPanel
          title="信息走势"
          query={as<TrendTableData>(q.trend)}
          height={HEIGHT}
          settings={{ area: true }}
          onExport={excel('trend')}
        />
      ),
    },
    {
      key: 'sentiment',
      span: { xs: 24, xl: charts.trend ? 10 : 12 },
      node: (
        <SentimentPiePanel
          title="情感分布"
          query={as<AnalysisTableData>(q.sentiment)}
          height={HEIGHT}
          onExport={excel('sentiment')}
        />
      ),
    },
    {
      key: 'emotionTrend',
      span: HALF,
      node: (
        <TrendPanel
          title="情感走势"
          query={as<TrendTableData>(q.emotionTrend)}
          height={HEIGHT}
          settings={{ hide: isNonNeutral ? NO_NEUTRAL : undefined }}
          extra={
            <Segmented
              size="small"
              options={EMOTION_MODES}
              value={emotionMode}
              onChange={(value) => setEmotionMode(value as EmotionMode)}
            />
          }
          onExport={excel('emotionTrend', isNonNeutral)}
        />
      ),
    },
    {
      key: 'languages',
      span: HALF,
      node: (
        <SentimentPiePanel
          title="语种分布"
          query={as<AnalysisTableData>(q.languages)}
          height={HEIGHT}
          onExport={excel('languages')}
        />
      ),
    },
    {
      key: 'carrierTrend',
      span: HALF,
      node: (
        <TrendPanel
          title="载体走势"
          query={as<TrendTableData>(q.carrierTrend)}
          height={HEIGHT}
          settings={{ dropEmptySeries: true }}
          onExport={excel('carrierTrend')}
        />
      ),
    },
    {
      key: 'carrierStatistics',
      span: HALF,
      node: (
        <TablePanel
          title="载体统计"
          query={as<AnalysisTableData>(q.carrierStatistics)}
          height={HEIGHT}
        />
      ),
    },
    {
      key: 'carrierSentiment',
      span: HALF,
      node: (
        <CarrierSentimentPanel
          title="各载体情感分布"
          query={as<AnalysisTableData>(q.carrierSentiment)}
          height={HEIGHT}
          onExport={excel('carrierSentiment')}
        />
      ),
    },
    {
      key: 'region',
      // The world map is wide: it takes the whole row.
      span: { xs: 24, xl: kind.regionMap === 'world' ? 24 : 14 },
      node:
        kind.regionMap === 'world' ? (
          <RegionPanel<unknown>
            title="地域分布"
            query={as<unknown>(q.region)}
            height={WORLD}
            maps={WORLD_MAPS}
            onExport={excel('region')}
          />
        ) : (
          <RegionPanel
            title="地域分布"
            query={as<RegionTablesData>(q.region)}
            height={TALL}
            onExport={excel('region')}
          />
        ),
    },
    {
      key: 'hotWords',
      span: kind.regionMap === 'world' ? HALF : { xs: 24, xl: 10 },
      node: (
        <WordCloudPanel title="热词云" query={as<AnalysisTableData>(q.hotWords)} height={TALL} />
      ),
    },
    {
      key: 'mediaLeaders',
      span: HALF,
      node: (
        <TablePanel
          title="媒体活跃度排行"
          query={as<AnalysisTableData>(q.mediaLeaders)}
          height={TALL}
          onExport={excel('mediaLeaders')}
        />
      ),
    },
    {
      key: 'opinionLeaders',
      span: HALF,
      node: (
        <TablePanel
          title="意见领袖排行"
          query={as<AnalysisTableData>(q.opinionLeaders)}
          height={TALL}
          onExport={excel('opinionLeaders')}
        />
      ),
    },
  ];

  return (
    <div>
      <div className={styles.barRow}>
        <ArticleFilterBar value={filter} onChange={handleFilter} layout={layout} />
        {kind.calls.briefing ? (
          <BriefingButton
            call={kind.calls.briefing}
            label={kind.key === 'special' ? '专题简报' : '监测简报'}
            scope={scope}
            templates={kind.key === 'special'}
          />
        ) : null}
      </div>
      {!scope ? (
        <Alert type="info" showIcon title="请选择自定义时间范围" style={{ marginBottom: 12 }} />
      ) : null}
      {Object.keys(charts).length === 0 ? (
        <Card>
          <EmptyState description="该类方案暂无统计图表，可在「信息列表」中按语种、载体和情感筛选查看" />
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        {cells
          .filter((cell) => charts[cell.key])
          .map((cell) => (
            <Col key={cell.key} {...cell.span}>
              {cell.node}
            </Col>
          ))}
      </Row>
    </div>
  );
}
