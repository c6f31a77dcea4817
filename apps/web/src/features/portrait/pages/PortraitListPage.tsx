import { DOMESTIC_CARRIERS, portraitCalls } from '@guanlan/shared';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallQuery } from '../../../api/useCall';
import type { PortraitItem } from '../portrait-types';

/** /app/portraitList/:id — the portraits of one platform (`all`: every one), as cards. */
export function PortraitListPage() {
  const { id = 'all' } = useParams();
  const navigate = useNavigate();
  const list = useCallQuery(
    portraitCalls.findPortraitAnalysisPage,
    { pageNum: 1, pageSize: 200 },
    { refetchInterval: pollWhileRunning() },
  );
  const rows = ((list.data as { list: PortraitItem[] } | undefined)?.list ?? []).filter(
    (p) => id === 'all' || p.carrier === id,
  );
  const title =
    id === 'all' ? '全部平台' : ((DOMESTIC_CARRIERS as Record<string, string>)[id] ?? id);
  return (
    <Card
      title={`画像列表：${title}`}
      loading={list.isLoading}
      extra={
        <Button type="primary" onClick={() => void navigate(`/app/fullgraph?carrier=${id}`)}>
          关系全景图
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Empty description="该平台暂无画像" />
      ) : (
        <List
          grid={{ gutter: 16, column: 3 }}
          dataSource={rows}
          renderItem={(p) => (
            <List.Item>
              <Card
                size="small"
                hoverable={p.status === 'done'}
                onClick={() =>
                  p.status === 'done' &&
                  void navigate(`/app/portraitDetail?portraitId=${p.portraitId}`)
                }
                title={
                  <Space>
                    {p.nickName}
                    {p.profile?.verified ? <Tag color="gold">认证</Tag> : null}
                  </Space>
                }
                extra={<Tag>{p.statusName}</Tag>}
              >
                <Typography.Text type="secondary">
                  {p.profile?.region ?? '地区未知'} · 粉丝 {p.profile?.followers ?? '未知'}
                </Typography.Text>
                <br />
                <Typography.Text>
                  发文 {p.statistics?.posts ?? 0} · 原创 {p.statistics?.originals ?? 0} · 转发{' '}
                  {p.statistics?.reposts ?? 0} · 回复 {p.statistics?.replies ?? 0}
                </Typography.Text>
              </Card>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export default PortraitListPage;
