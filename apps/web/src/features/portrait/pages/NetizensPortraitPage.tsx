import { portraitCalls } from '@guanlan/shared';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallQuery } from '../../../api/useCall';
import { NewPortraitForm } from '../components/NewPortraitForm';
import { PortraitTable } from '../components/PortraitTable';
import type { PortraitItem } from '../portrait-types';

/** /app/netizensPortrait — 网民画像: new portrait, the counts per platform and the latest records. */
export function NetizensPortraitPage() {
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const stats = useCallQuery(
    portraitCalls.findPortraitAnalysisStatistics,
    {},
    { refetchInterval: pollWhileRunning() },
  );
  const list = useCallQuery(
    portraitCalls.findPortraitAnalysisPage,
    { pageNum, pageSize: 10 },
    { refetchInterval: pollWhileRunning() },
  );
  const s = stats.data;
  const page = list.data as { list: PortraitItem[]; total: number } | undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="新建网民画像" size="small">
        <NewPortraitForm />
      </Card>
      <Row gutter={16}>
        <Col span={4}>
          <Card size="small">
            <Statistic title="画像总数" value={s?.total ?? 0} />
          </Card>
        </Col>
        <Col span={4}>
          <Card size="small">
            <Statistic title="已完成" value={s?.done ?? 0} />
          </Card>
        </Col>
        <Col span={4}>
          <Card size="small">
            <Statistic title="失败" value={s?.failed ?? 0} />
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="按平台查看画像列表">
            <Space wrap>
              {(s?.carriers ?? []).map((c) => (
                <Button
                  key={c.carrier}
                  onClick={() => void navigate(`/app/portraitList/${c.carrier}`)}
                >
                  {c.carrierName}（{c.count}）
                </Button>
              ))}
              <Button onClick={() => void navigate('/app/portraitList/all')}>全部</Button>
              <Button type="primary" onClick={() => void navigate('/app/fullgraph')}>
                关系全景图
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
      <Card
        title="最近画像"
        size="small"
        extra={
          <Button type="link" onClick={() => void navigate('/app/portraithistory')}>
            全部记录
          </Button>
        }
      >
        <PortraitTable
          rows={page?.list ?? []}
          total={page?.total ?? 0}
          pageNum={pageNum}
          onPage={setPageNum}
          loading={list.isLoading}
        />
      </Card>
    </Space>
  );
}

export default NetizensPortraitPage;
