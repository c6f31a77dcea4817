import { eventAnalysisCalls as calls, EVENT_PHASES } from '@guanlan/shared';
import type { EventGrowingTrend } from '@guanlan/shared';
import { Card, Col, Row, Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ChartCard, EChart, SentimentPiePanel, TrendPanel } from '../../../components/charts';
import { growingTrendOption, PHASE_COLORS, PHASE_LABELS } from '../event-charts';
import { shortTime } from '../event';
import { exportEventExcel, useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import styles from '../Event.module.css';

const NO_NEUTRAL = ['neutral'] as const;

type EmotionMode = 'all' | 'nonNeutral';
const EMOTION_MODES = [
  { value: 'all', label: '全部' },
  { value: 'nonNeutral', label: '不含中性' },
];

/** /incident/growingTrend — 发展趋势: volume and sentiment over time with the four phases. */
export function GrowingTrendPage() {
  const eventId = useEventId();
  const growing = useEventChart(calls.findEventGrowingTrend, eventId);
  const emotionTrend = useEventChart(calls.emotionTrendEvent, eventId);
  const sentiment = useEventChart(calls.motionDistributionEvent, eventId);
  const [emotionMode, setEmotionMode] = useState<EmotionMode>('all');
  if (eventId === undefined) {
    return null;
  }
  const isNonNeutral = emotionMode === 'nonNeutral';
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <ChartCard
          title="事件发展阶段"
          query={growing}
          height={360}
          isEmpty={(data) => data.rows.every((row) => row.count === 0)}
          onExport={exportEventExcel(calls.trendExcelEvent, eventId)}
          extra={growing.data ? <PhaseLegend current={growing.data.currentPhase} /> : null}
        >
          {(data) => <GrowingChart data={data} />}
        </ChartCard>
      </Col>
      {growing.data && growing.data.phases.length > 0 ? (
        <Col span={24}>
          <PhaseCards data={growing.data} />
        </Col>
      ) : null}
      <Col xs={24} xl={14}>
        <TrendPanel
          title="情感走势"
          query={emotionTrend}
          height={320}
          settings={{ hide: isNonNeutral ? NO_NEUTRAL : undefined }}
          extra={
            <Segmented
              size="small"
              options={EMOTION_MODES}
              value={emotionMode}
              onChange={(value) => setEmotionMode(value as EmotionMode)}
            />
          }
          onExport={exportEventExcel(
            isNonNeutral ? calls.emotionTrendNotNeutralExcelEvent : calls.emotionTrendExcelEvent,
            eventId,
          )}
        />
      </Col>
      <Col xs={24} xl={10}>
        <SentimentPiePanel
          title="情感分布"
          query={sentiment}
          height={320}
          onExport={exportEventExcel(calls.motionDistributionExcelEvent, eventId)}
        />
      </Col>
    </Row>
  );
}

function GrowingChart({ data }: { data: EventGrowingTrend }) {
  const option = useMemo(() => growingTrendOption(data), [data]);
  return <EChart option={option} height="100%" />;
}

/** The four phase colours, the current one marked 当前. */
function PhaseLegend({ current }: { current: EventGrowingTrend['currentPhase'] }) {
  return (
    <span className={styles.keywords} aria-label="阶段图例">
      {EVENT_PHASES.map((phase) => (
        <Tag key={phase} color={PHASE_COLORS[phase]} style={{ marginInlineEnd: 0 }}>
          {PHASE_LABELS[phase]}
          {phase === current ? '（当前）' : ''}
        </Tag>
      ))}
    </span>
  );
}

/** One card per detected phase: its time range, volume and peak. */
function PhaseCards({ data }: { data: EventGrowingTrend }) {
  return (
    <div
      className={styles.stats}
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {data.phases.map((phase) => (
        <Card
          key={phase.phase}
          size="small"
          styles={{ root: { borderTop: `3px solid ${PHASE_COLORS[phase.phase]}` } }}
          title={
            <span>
              {phase.phaseName}
              {phase.phase === data.currentPhase ? (
                <Tag color="processing" style={{ marginLeft: 8 }}>
                  当前阶段
                </Tag>
              ) : null}
            </span>
          }
        >
          <div className={styles.muted}>
            {shortTime(phase.startTime)} 至 {shortTime(phase.endTime)}
          </div>
          <div style={{ marginTop: 6 }}>
            信息量 <strong>{phase.count.toLocaleString('zh-CN')}</strong> 条，峰值{' '}
            <strong>{phase.peak.toLocaleString('zh-CN')}</strong> 条
          </div>
        </Card>
      ))}
    </div>
  );
}

export default GrowingTrendPage;
