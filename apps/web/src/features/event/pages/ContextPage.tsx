import { eventAnalysisCalls as calls } from '@guanlan/shared';
import type { EventContext } from '@guanlan/shared';
import { Card, Col, Row, Statistic, Table, Timeline, Typography } from 'antd';
import { TrendPanel } from '../../../components/charts';
import { ArticleLine } from '../components/ArticleLine';
import { QueryView } from '../components/QueryView';
import { shortTime } from '../event';
import { exportEventExcel, useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import styles from '../Event.module.css';

type PeakRow = EventContext['peaks']['rows'][number];

/** /incident/context — 事件脉络: the first source, the key articles in order, the peaks. */
export function ContextPage() {
  const eventId = useEventId();
  const context = useEventChart(calls.findEventContext, eventId);
  const trend = useEventChart(calls.trendEvent, eventId);
  if (eventId === undefined) {
    return null;
  }
  return (
    <QueryView
      query={context}
      isEmpty={(data) => data.total === 0}
      emptyText="该事件时间范围内暂无匹配的文章"
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small" title="事件概况">
              <div className={styles.stats}>
                <Statistic title="相关信息" value={data.total} suffix="条" />
                <Statistic title="关键节点" value={data.timeline.rows.length} suffix="个" />
                <Statistic title="传播峰值" value={data.peaks.rows.length} suffix="个" />
                <Statistic
                  title="首发时间"
                  value={data.firstSource ? shortTime(data.firstSource.publishTime) : '—'}
                  styles={{ content: { fontSize: 18 } }}
                />
              </div>
              {data.firstSource ? (
                <div style={{ marginTop: 16 }}>
                  <Typography.Text type="secondary">首发来源</Typography.Text>
                  <div style={{ marginTop: 6 }}>
                    <ArticleLine eventId={eventId} article={data.firstSource} reasons={['首发']} />
                  </div>
                </div>
              ) : null}
            </Card>
          </Col>
          <Col xs={24} xl={14}>
            <Card size="small" title="事件脉络（关键文章）">
              <Timeline
                titleSpan="130px"
                items={data.timeline.rows.map((row) => ({
                  key: row.id,
                  color: row.reason.includes('首发') ? 'red' : 'blue',
                  title: shortTime(row.publishTime),
                  content: (
                    <ArticleLine
                      eventId={eventId}
                      article={row}
                      reasons={row.reason ? row.reason.split('、') : []}
                    />
                  ),
                }))}
              />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <TrendPanel
                  title="信息走势"
                  query={trend}
                  height={300}
                  settings={{ area: true }}
                  onExport={exportEventExcel(calls.trendExcelEvent, eventId)}
                />
              </Col>
              <Col span={24}>
                <Card size="small" title="传播峰值">
                  <Table<PeakRow>
                    size="small"
                    rowKey="timestamp"
                    pagination={false}
                    dataSource={data.peaks.rows}
                    locale={{ emptyText: '暂无明显峰值' }}
                    columns={[
                      {
                        title: '时间',
                        key: 'time',
                        width: 130,
                        render: (_v, row) => shortTime(row.time),
                      },
                      { title: '信息量', dataIndex: 'count', key: 'count', width: 80 },
                      {
                        title: '峰值代表文章',
                        key: 'topTitle',
                        ellipsis: true,
                        render: (_v, row) => row.topTitle || '—',
                      },
                    ]}
                  />
                </Card>
              </Col>
            </Row>
          </Col>
        </Row>
      )}
    </QueryView>
  );
}

export default ContextPage;
