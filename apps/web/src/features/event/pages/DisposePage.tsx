import { PlusOutlined } from '@ant-design/icons';
import { eventAnalysisCalls as calls } from '@guanlan/shared';
import type { EventDispose } from '@guanlan/shared';
import { Button, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ChartCard, EChart } from '../../../components/charts';
import { EmptyState } from '../../../components/EmptyState';
import { DisposeModal } from '../components/DisposeModal';
import { DISPOSE_EFFECT_COLORS, formatChange, isObserving, shortTime } from '../event';
import { disposeCurveOption } from '../event-charts';
import { useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';

type DisposeRecord = EventDispose['records'][number];

/** /incident/dispose — 处置情况: what the office did and how the curve moved afterwards. */
export function DisposePage() {
  const eventId = useEventId();
  const dispose = useEventChart(calls.findEventDispose, eventId);
  const [editing, setEditing] = useState<DisposeRecord | 'new'>();
  // When the page opened: a record whose after-window is still running shows 观察中.
  const [now] = useState(() => Date.now());
  if (eventId === undefined) {
    return null;
  }
  const data = dispose.data;
  const windowHours = data?.windowHours ?? 24;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <ChartCard
          title="处置动作与信息走势"
          query={dispose}
          height={340}
          isEmpty={(d) => d.curve.rows.length === 0}
        >
          {(d) => <DisposeChart data={d} />}
        </ChartCard>
      </Col>
      <Col span={24}>
        <Card
          size="small"
          title="处置记录"
          extra={
            <Button
              type="primary"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
            >
              登记处置
            </Button>
          }
        >
          <Table<DisposeRecord>
            size="middle"
            rowKey="disposeId"
            loading={dispose.isLoading}
            pagination={false}
            dataSource={data?.records ?? []}
            scroll={{ x: 1000 }}
            locale={{
              emptyText: (
                <EmptyState
                  size="small"
                  description={
                    dispose.error
                      ? dispose.error.message
                      : '暂无处置记录，点击“登记处置”记录采取的措施和发布的回应'
                  }
                />
              ),
            }}
            columns={[
              {
                title: '序号',
                key: 'no',
                width: 64,
                align: 'center',
                render: (_v, _r, index) => index + 1,
              },
              {
                title: '处置时间',
                key: 'disposeTime',
                width: 140,
                render: (_v, r) => shortTime(r.disposeTime),
              },
              { title: '处置部门', dataIndex: 'department', key: 'department', width: 120 },
              {
                title: '措施与回应',
                key: 'content',
                render: (_v, r) => (
                  <Typography.Paragraph
                    style={{ margin: 0 }}
                    ellipsis={{ rows: 2, tooltip: r.content }}
                  >
                    {r.content}
                  </Typography.Paragraph>
                ),
              },
              {
                title: '登记人',
                key: 'author',
                width: 120,
                render: (_v, r) => (
                  <div>
                    <div>{r.author}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {shortTime(r.createTime)}
                    </Typography.Text>
                  </div>
                ),
              },
              {
                title: `前后${windowHours}小时信息量`,
                key: 'volume',
                width: 150,
                render: (_v, r) => `${r.before} → ${r.after}`,
              },
              {
                title: '处置效果',
                key: 'effect',
                width: 130,
                render: (_v, r) =>
                  isObserving(r.disposeTimestamp, windowHours, now) ? (
                    <Tag color="processing">观察中</Tag>
                  ) : (
                    <span>
                      <Tag color={DISPOSE_EFFECT_COLORS[r.effect]}>{r.effect}</Tag>
                      {formatChange(r.changeRate === null ? null : r.changeRate / 100)}
                    </span>
                  ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 72,
                render: (_v, r) => (
                  <Button type="link" size="small" onClick={() => setEditing(r)}>
                    编辑
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <DisposeModal eventId={eventId} target={editing} onClose={() => setEditing(undefined)} />
    </Row>
  );
}

function DisposeChart({ data }: { data: EventDispose }) {
  const option = useMemo(() => disposeCurveOption(data), [data]);
  return <EChart option={option} height="100%" />;
}

export default DisposePage;
