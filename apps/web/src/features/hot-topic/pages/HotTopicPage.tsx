import { FireOutlined } from '@ant-design/icons';
import { topicalCalls } from '@guanlan/shared';
import { Alert, Card, Radio, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '../../../api/useCall';
import { SentimentBar, Sparkline } from '../components/Sparkline';
import { TopicDrawer } from '../components/TopicDrawer';
import { growthText } from '../hot-topic-types';
import type { TopicRanking, TopicRow } from '../hot-topic-types';

const HOUR = 3_600_000;
const WINDOWS = [
  { value: 24, label: '近24小时' },
  { value: 72, label: '近3天' },
  { value: 168, label: '近7天' },
];

/** The last `hours` hours up to this minute. */
function windowOf(hours: number) {
  const end = Math.floor(Date.now() / 60_000) * 60_000;
  return { startTime: end - hours * HOUR, endTime: end };
}

/** /app/hottopic — 热点话题: recent articles grouped into topics, ranked by 热度. */
export function HotTopicPage() {
  const [hours, setHours] = useState(24);
  const [scope, setScope] = useState<'all' | 'org'>('all');
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<TopicRow | null>(null);
  // The window's end is fixed when the window is chosen, so the query key stays stable.
  const [range, setRange] = useState(() => windowOf(24));
  const ranking = useCallQuery(topicalCalls.findTopicalRankingList, {
    ...range,
    scope,
    pageNum,
    pageSize: 20,
  });
  const data = ranking.data as TopicRanking | undefined;
  return (
    <Card
      title={
        <Space>
          <FireOutlined style={{ color: '#e5484d' }} />
          热点话题
        </Space>
      }
      extra={
        <Space>
          <Radio.Group
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as 'all' | 'org');
              setPageNum(1);
            }}
            optionType="button"
            options={[
              { value: 'all', label: '全部采集' },
              { value: 'org', label: '本单位监测' },
            ]}
          />
          <Radio.Group
            value={hours}
            onChange={(e) => {
              setHours(Number(e.target.value));
              setRange(windowOf(Number(e.target.value)));
              setPageNum(1);
            }}
            optionType="button"
            options={WINDOWS}
          />
        </Space>
      }
    >
      {data ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="热度计算方法"
          description={data.formula}
        />
      ) : null}
      <Table<TopicRow>
        rowKey="topicalId"
        loading={ranking.isLoading}
        dataSource={data?.list ?? []}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: pageNum,
          pageSize: 20,
          total: data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 64 },
          {
            title: '话题',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{title}</Typography.Text>
                <Space size={4} wrap>
                  {row.keywords.slice(0, 4).map((k) => (
                    <Tag key={k}>{k}</Tag>
                  ))}
                </Space>
              </Space>
            ),
          },
          {
            title: '热度',
            dataIndex: 'heat',
            width: 80,
            render: (v: number) => (
              <Typography.Text type="danger" strong>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: '信息量（增长）',
            dataIndex: 'count',
            width: 130,
            render: (n: number, row) => (
              <span>
                {n}{' '}
                <Typography.Text type={row.growth > 0 ? 'danger' : 'success'}>
                  {growthText(row.growth)}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: '趋势',
            dataIndex: 'trend',
            width: 140,
            render: (t: TopicRow['trend']) => <Sparkline values={t.map((p) => p.count)} />,
          },
          {
            title: '情感',
            dataIndex: 'sentiments',
            width: 130,
            render: (s: Record<string, number>) => <SentimentBar split={s} />,
          },
          { title: '载体数', dataIndex: 'carriers', width: 72 },
          {
            title: '首发',
            dataIndex: 'firstSource',
            width: 200,
            render: (f: TopicRow['firstSource']) =>
              f ? (
                <Space direction="vertical" size={0}>
                  <span>{f.siteName || '未知来源'}</span>
                  <Typography.Text type="secondary">{f.publishTime.slice(5, 16)}</Typography.Text>
                </Space>
              ) : null,
          },
        ]}
      />
      <TopicDrawer topic={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

export default HotTopicPage;
