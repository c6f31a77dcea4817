import { topicalCalls } from '@guanlan/shared';
import { Badge, Card, Modal, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '../../../api/useCall';
import { EChart } from '../../../components/charts';
import { durationText } from '../hot-topic-types';
import type { HotRow } from '../hot-topic-types';

const PLATFORMS = [
  { key: 'all', label: '全网合并' },
  { key: 'weibo', label: '微博热搜' },
  { key: 'baidu', label: '百度热搜' },
  { key: 'zhihu', label: '知乎热榜' },
  { key: 'douyin', label: '抖音热榜' },
  { key: 'toutiao', label: '头条热榜' },
  { key: 'bilibili', label: 'B站热门' },
] as const;
type Platform = (typeof PLATFORMS)[number]['key'];

interface Trajectory {
  title: string;
  platforms: {
    platform: string;
    platformName: string;
    bestRank: number;
    points: { time: string; rank: number }[];
  }[];
}
interface HotSource {
  sourceId: number;
  name: string;
  status: string;
  lastError: string | null;
  lastSuccessAt: number | null;
}
const STATUS: Record<
  string,
  { status: 'success' | 'error' | 'default' | 'processing'; text: string }
> = {
  ok: { status: 'success', text: '正常' },
  error: { status: 'error', text: '采集失败' },
  pending: { status: 'processing', text: '等待首次采集' },
  disabled: { status: 'default', text: '已停用' },
};

function Move({ row }: { row: HotRow }) {
  if (row.move === 'new') {
    return <Tag color="gold">新上榜</Tag>;
  }
  const delta = typeof row.previousRank === 'number' ? Math.abs(row.previousRank - row.rank) : 0;
  if (row.move === 'rising') {
    return <Typography.Text type="danger">↑ {delta || ''}</Typography.Text>;
  }
  if (row.move === 'falling') {
    return <Typography.Text type="success">↓ {delta || ''}</Typography.Text>;
  }
  return <Typography.Text type="secondary">—</Typography.Text>;
}

function TrajectoryModal({ storyKey, onClose }: { storyKey: string | null; onClose: () => void }) {
  const path = useCallQuery(
    topicalCalls.findHotListTrajectory,
    { storyKey: storyKey ?? '' },
    { enabled: !!storyKey },
  );
  const data = path.data as Trajectory | undefined;
  const times = [
    ...new Set(data?.platforms.flatMap((p) => p.points.map((x) => x.time)) ?? []),
  ].sort();
  return (
    <Modal
      open={!!storyKey}
      onCancel={onClose}
      footer={null}
      width={820}
      title={`排名轨迹：${data?.title.replace(/#/g, '') ?? ''}`}
    >
      {data ? (
        <EChart
          height={360}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 40, right: 20, top: 36, bottom: 30 },
            xAxis: { type: 'category', data: times.map((t) => t.slice(11, 16)) },
            yAxis: { type: 'value', inverse: true, min: 1, name: '排名' },
            series: data.platforms.map((p) => ({
              name: p.platformName,
              type: 'line',
              connectNulls: false,
              data: times.map((t) => p.points.find((x) => x.time === t)?.rank ?? null),
            })),
          }}
        />
      ) : null}
    </Modal>
  );
}

/** /app/hottopicList — 热点榜单: each platform's hot list with rank moves, and all merged. */
export function HotListPage() {
  const [platform, setPlatform] = useState<Platform>('all');
  const [story, setStory] = useState<string | null>(null);
  const list = useCallQuery(topicalCalls.findHotspotRankingList, { platform, size: 50 });
  const sources = useCallQuery(topicalCalls.findHotListSources, {});
  const data = list.data as { takenAt: number | null; list: HotRow[] } | undefined;
  const merged = platform === 'all';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="热榜采集源">
        <Space wrap size={24}>
          {((sources.data ?? []) as HotSource[]).map((s) => (
            <Tooltip key={s.sourceId} title={s.lastError ?? ''}>
              <Badge
                status={STATUS[s.status]?.status ?? 'default'}
                text={`${s.name}：${STATUS[s.status]?.text ?? s.status}`}
              />
            </Tooltip>
          ))}
        </Space>
      </Card>
      <Card>
        <Tabs
          activeKey={platform}
          onChange={(k) => setPlatform(k as Platform)}
          items={PLATFORMS.map((p) => ({ key: p.key, label: p.label }))}
        />
        {data?.takenAt ? (
          <Typography.Paragraph type="secondary">
            快照时间{' '}
            {new Date(data.takenAt).toLocaleString('zh-CN', {
              timeZone: 'Asia/Shanghai',
              hour12: false,
            })}
            ；点击条目查看排名轨迹
          </Typography.Paragraph>
        ) : null}
        <Table<HotRow>
          rowKey={(r) => `${r.rank}-${r.storyKey}`}
          loading={list.isLoading}
          dataSource={data?.list ?? []}
          pagination={false}
          onRow={(row) => ({ onClick: () => setStory(row.storyKey), style: { cursor: 'pointer' } })}
          columns={[
            { title: '排名', dataIndex: 'rank', width: 64 },
            { title: '标题', dataIndex: 'title', render: (t: string) => t.replace(/#/g, '') },
            {
              title: '变化',
              key: 'move',
              width: 90,
              render: (_: unknown, row) => <Move row={row} />,
            },
            merged
              ? {
                  title: '上榜平台',
                  dataIndex: 'platforms',
                  render: (ps: HotRow['platforms']) => (
                    <Space size={4} wrap>
                      {ps?.map((p) => (
                        <Tag key={p.platform}>
                          {p.platformName} 第{p.rank}
                        </Tag>
                      ))}
                    </Space>
                  ),
                }
              : { title: '热度', dataIndex: 'heat', width: 120 },
            merged
              ? { title: '综合分', dataIndex: 'score', width: 80 }
              : { title: '最高排名', dataIndex: 'bestRank', width: 90 },
            merged
              ? { title: '首次上榜', dataIndex: 'firstSeen', width: 170 }
              : {
                  title: '在榜时长',
                  dataIndex: 'minutesOnList',
                  width: 110,
                  render: (m: number) => durationText(m),
                },
          ]}
        />
      </Card>
      <TrajectoryModal storyKey={story} onClose={() => setStory(null)} />
    </Space>
  );
}

export default HotListPage;
