import { Card, Col, Row, Statistic } from 'antd';

/** 数量与进度: total, running, done and failed analyses. */
export function StatCards({
  stats,
}: {
  stats: { total: number; running: number; done: number; failed: number } | undefined;
}) {
  const items = [
    { title: '分析总数', value: stats?.total },
    { title: '分析中', value: stats?.running },
    { title: '已完成', value: stats?.done },
    { title: '失败', value: stats?.failed },
  ];
  return (
    <Row gutter={16}>
      {items.map((i) => (
        <Col span={6} key={i.title}>
          <Card size="small">
            <Statistic title={i.title} value={i.value ?? 0} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
