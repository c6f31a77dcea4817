import { eventAnalysisCalls as calls } from '@guanlan/shared';
import type { EventInfluence } from '@guanlan/shared';
import { Card, Col, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { QueryView } from '../components/QueryView';
import { INFLUENCE_LEVEL_COLORS, partPercent } from '../event';
import { useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import styles from '../Event.module.css';

/** /incident/influence — 影响力分析: the 0–100 index, its parts, and how it is computed. */
export function InfluencePage() {
  const eventId = useEventId();
  const influence = useEventChart(calls.findEventInfluence, eventId);
  if (eventId === undefined) {
    return null;
  }
  return <QueryView query={influence}>{(data) => <InfluenceView data={data} />}</QueryView>;
}

function InfluenceView({ data }: { data: EventInfluence }) {
  const color = INFLUENCE_LEVEL_COLORS[data.level];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card size="small" title="影响力指数" styles={{ body: { textAlign: 'center' } }}>
          <Progress
            type="dashboard"
            size={200}
            percent={data.index}
            strokeColor={color}
            format={() => (
              <span data-testid="influence-index" style={{ color }}>
                {data.index.toFixed(1)}
              </span>
            )}
          />
          <div style={{ marginTop: 8 }}>
            影响等级 <Tag color={color}>{data.level}</Tag>
          </div>
          <div className={styles.stats} style={{ marginTop: 16, textAlign: 'left' }}>
            <Statistic title="信息量" value={data.articleCount} suffix="条" />
            <Statistic title="来源站点" value={data.siteCount} suffix="个" />
            <Statistic title="负面信息" value={data.negativeCount} suffix="条" />
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title="指数构成">
          {data.parts.map((part) => (
            <div key={part.key} style={{ marginBottom: 16 }}>
              <div className={styles.share} style={{ justifyContent: 'space-between' }}>
                <Typography.Text strong>{part.name}</Typography.Text>
                <Typography.Text type="secondary">
                  原始值 {part.value.toLocaleString('zh-CN')} · 得分 {part.score.toFixed(1)} /{' '}
                  {part.max}
                </Typography.Text>
              </div>
              <Progress
                percent={partPercent(part.score, part.max)}
                showInfo={false}
                status="normal"
                aria-label={`${part.name}得分`}
              />
            </div>
          ))}
        </Card>
        <Card size="small" title="计算方法" style={{ marginTop: 16 }}>
          <pre className={styles.formula} data-testid="influence-formula">
            {data.formula}
          </pre>
        </Card>
      </Col>
    </Row>
  );
}

export default InfluencePage;
