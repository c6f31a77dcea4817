import { Alert, Col, Row, Segmented } from 'antd';
import { useState } from 'react';
import { specialAnalysisCalls as calls } from '@guanlan/shared';
import {
  CarrierSentimentPanel,
  RegionPanel,
  SentimentPiePanel,
  TablePanel,
  TrendPanel,
  WordCloudPanel,
} from '../../../../components/charts';
import { DEFAULT_STATISTICS_FILTER, statisticsScope } from './statistics-scope';
import type { StatisticsFilter } from './statistics-scope';
import { SpecialBriefingButton } from './SpecialBriefingButton';
import { StatisticsFilterBar } from './StatisticsFilterBar';
import styles from '../../Special.module.css';
import { exportExcel, LEADER_SIZE, useSpecialStatistics } from './useSpecialStatistics';

const HEIGHT = 320;
const TALL = 380;
const HALF = { xs: 24, xl: 12 } as const;
const NO_NEUTRAL = ['neutral'] as const;

type EmotionMode = 'all' | 'nonNeutral';
const EMOTION_MODES = [
  { value: 'all', label: '全部' },
  { value: 'nonNeutral', label: '不含中性' },
];

/** 统计分析: the topic's charts over one time and carrier filter, in a responsive grid. */
export function StatisticsPanel({ specialId }: { specialId: number }) {
  const [filter, setFilter] = useState<StatisticsFilter>(DEFAULT_STATISTICS_FILTER);
  // 近15天 is computed from the moment the filter was chosen, so the query keys stay stable.
  const [now, setNow] = useState(() => Date.now());
  const [emotionMode, setEmotionMode] = useState<EmotionMode>('all');
  const scope = statisticsScope(specialId, filter, now);
  const q = useSpecialStatistics(scope);
  const leaders = { size: LEADER_SIZE };

  function handleFilter(next: StatisticsFilter): void {
    setFilter(next);
    setNow(Date.now());
  }

  const isNonNeutral = emotionMode === 'nonNeutral';
  return (
    <div>
      <div className={styles.barRow}>
        <StatisticsFilterBar value={filter} onChange={handleFilter} />
        <SpecialBriefingButton scope={scope} />
      </div>
      {!scope ? (
        <Alert type="info" showIcon title="请选择自定义时间范围" style={{ marginBottom: 12 }} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <TrendPanel
            title="信息走势"
            query={q.trend}
            height={HEIGHT}
            settings={{ area: true }}
            onExport={exportExcel(calls.trendExcelSpecial, scope)}
          />
        </Col>
        <Col xs={24} xl={10}>
          <SentimentPiePanel
            title="情感分布"
            query={q.sentiment}
            height={HEIGHT}
            onExport={exportExcel(calls.motionDistributionExcelSpecial, scope)}
          />
        </Col>
        <Col {...HALF}>
          <TrendPanel
            title="情感走势"
            query={q.emotionTrend}
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
            onExport={exportExcel(
              isNonNeutral
                ? calls.emotionTrendNotNeutralExcelSpecial
                : calls.emotionTrendExcelSpecial,
              scope,
            )}
          />
        </Col>
        <Col {...HALF}>
          <TrendPanel
            title="载体走势"
            query={q.carrierTrend}
            height={HEIGHT}
            settings={{ dropEmptySeries: true }}
            onExport={exportExcel(calls.carrierTrendExcelSpecial, scope)}
          />
        </Col>
        <Col {...HALF}>
          <TablePanel title="载体统计" query={q.carrierStatistics} height={HEIGHT} />
        </Col>
        <Col {...HALF}>
          <CarrierSentimentPanel
            title="各载体情感分布"
            query={q.carrierSentiment}
            height={HEIGHT}
            onExport={exportExcel(calls.motionCarrierDistributionExcelSpecial, scope)}
          />
        </Col>
        <Col xs={24} xl={14}>
          <RegionPanel
            title="地域分布"
            query={q.region}
            height={TALL}
            onExport={exportExcel(calls.regionDistributionExcelSpecial, scope)}
          />
        </Col>
        <Col xs={24} xl={10}>
          <WordCloudPanel title="热词云" query={q.hotWords} height={TALL} />
        </Col>
        <Col {...HALF}>
          <TablePanel
            title="媒体活跃度排行"
            query={q.mediaLeaders}
            height={TALL}
            onExport={exportExcel(calls.mediaActivityLeadersListExcelSpecial, scope, leaders)}
          />
        </Col>
        <Col {...HALF}>
          <TablePanel
            title="意见领袖排行"
            query={q.opinionLeaders}
            height={TALL}
            onExport={exportExcel(calls.publicOpinionLeadersListExcelSpecial, scope, leaders)}
          />
        </Col>
      </Row>
    </div>
  );
}
