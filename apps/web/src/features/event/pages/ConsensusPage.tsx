import { eventAnalysisCalls as calls } from '@guanlan/shared';
import type { EventConsensus } from '@guanlan/shared';
import { Card, Col, Progress, Row, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { ChartCard, EChart, SENTIMENT_COLORS, WordCloudPanel } from '../../../components/charts';
import { ArticleLine } from '../components/ArticleLine';
import { QueryView } from '../components/QueryView';
import { viewpointShareOption } from '../event-charts';
import { HOT_WORD_SIZE, useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import styles from '../Event.module.css';

type Viewpoint = EventConsensus['viewpoints'][number];

/** /incident/consensus — 舆论共识: the main viewpoints, their share and representative articles. */
export function ConsensusPage() {
  const eventId = useEventId();
  const consensus = useEventChart(calls.findEventConsensus, eventId);
  const hotWords = useEventChart(calls.hotWordsCloudEvent, eventId, { size: HOT_WORD_SIZE });
  if (eventId === undefined) {
    return null;
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartCard
          title="观点占比"
          query={consensus}
          height={360}
          isEmpty={(d) => d.viewpoints.length === 0}
        >
          {(d) => <ShareChart data={d} />}
        </ChartCard>
      </Col>
      <Col xs={24} xl={12}>
        <WordCloudPanel title="事件热词" query={hotWords} height={360} />
      </Col>
      <Col span={24}>
        <QueryView
          query={consensus}
          isEmpty={(d) => d.viewpoints.length === 0}
          emptyText="文章太少，暂未形成明显的观点"
        >
          {(d) => (
            <Row gutter={[16, 16]}>
              {d.viewpoints.map((viewpoint, index) => (
                <Col key={viewpoint.viewpointId} xs={24} xl={12}>
                  <ViewpointCard eventId={eventId} viewpoint={viewpoint} rank={index + 1} />
                </Col>
              ))}
            </Row>
          )}
        </QueryView>
      </Col>
    </Row>
  );
}

function ShareChart({ data }: { data: EventConsensus }) {
  const option = useMemo(() => viewpointShareOption(data), [data]);
  return <EChart option={option} height="100%" />;
}

/** One viewpoint: its keywords, share, sentiment mix and representative articles. */
function ViewpointCard({
  eventId,
  viewpoint,
  rank,
}: {
  eventId: number;
  viewpoint: Viewpoint;
  rank: number;
}) {
  const total = viewpoint.positive + viewpoint.neutral + viewpoint.negative;
  const pct = (n: number) => (total > 0 ? Math.round((n / total) * 1000) / 10 : 0);
  return (
    <Card
      size="small"
      title={
        <span>
          观点{rank}：{viewpoint.label}
        </span>
      }
      extra={
        <Typography.Text type="secondary">
          {viewpoint.count} 篇 · 占比 {viewpoint.share}%
        </Typography.Text>
      }
      styles={{ body: { minHeight: 220 } }}
    >
      <div className={styles.keywords}>
        {viewpoint.keywords.map((word) => (
          <Tag key={word}>{word}</Tag>
        ))}
      </div>
      <div className={styles.share} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ flex: '0 0 auto' }}>
          观点占比
        </Typography.Text>
        <Progress percent={viewpoint.share} showInfo={false} style={{ flex: 1, margin: 0 }} />
      </div>
      <div className={styles.share} style={{ marginTop: 4, fontSize: 12 }}>
        <Typography.Text type="secondary">情感构成</Typography.Text>
        <span style={{ color: SENTIMENT_COLORS.positive }}>正面 {pct(viewpoint.positive)}%</span>
        <span style={{ color: SENTIMENT_COLORS.neutral }}>中性 {pct(viewpoint.neutral)}%</span>
        <span style={{ color: SENTIMENT_COLORS.negative }}>负面 {pct(viewpoint.negative)}%</span>
      </div>
      <div style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">代表文章</Typography.Text>
        {viewpoint.articles.map((article) => (
          <div key={article.id} style={{ marginTop: 6 }}>
            <ArticleLine eventId={eventId} article={article} />
          </div>
        ))}
      </div>
    </Card>
  );
}

export default ConsensusPage;
