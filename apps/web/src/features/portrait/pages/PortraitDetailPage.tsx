import { portraitCalls } from '@guanlan/shared';
import {
  Card,
  Col,
  Descriptions,
  Empty,
  Progress,
  Row,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useSearchParams } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallQuery } from '../../../api/useCall';
import { WordCloudChart } from '../../../components/charts';
import { ChartBox } from '../../blogger/components/ChartBox';
import {
  bandBarsOption,
  dayLinesOption,
  sentimentPieOption,
  wordTable,
} from '../../blogger/people-charts';
import { PostHistory } from '../components/PostHistory';
import { RelationGraphCard } from '../components/RelationGraphCard';
import type { RelationGraphData } from '../relation-option';

/** /app/portraitDetail?portraitId= — one netizen: profile, statistics, relations, words, sentiment, locus, posts. */
export function PortraitDetailPage() {
  const [params] = useSearchParams();
  const portraitId = Number(params.get('portraitId') ?? 0);
  const info = useCallQuery(
    portraitCalls.findPortraitAnalysisInfo,
    { portraitId },
    { enabled: portraitId > 0, refetchInterval: pollWhileRunning() },
  );
  // The views read the author the job found: asked once the portrait is done.
  const on = { enabled: portraitId > 0 && info.data?.status === 'done' };
  const graph = useCallQuery(portraitCalls.relationDiagramPortraitAnalysis, { portraitId }, on);
  const words = useCallQuery(portraitCalls.hotWordsCloudPortraitAnalysis, { portraitId }, on);
  const dist = useCallQuery(portraitCalls.motionDistributionPortraitAnalysis, { portraitId }, on);
  const trend = useCallQuery(portraitCalls.motionTrendSpecialPortraitAnalysis, { portraitId }, on);
  const locus = useCallQuery(portraitCalls.regionLocusPortraitAnalysis, { portraitId }, on);
  if (!portraitId) {
    return <Empty description="请从画像记录中选择一个画像" />;
  }
  const p = info.data;
  if (!p) {
    return <Card loading />;
  }
  if (p.status !== 'done') {
    return (
      <Card size="small" title={`网民画像：${p.nickName}（${p.statusName}）`}>
        {p.status === 'running' ? (
          <Progress percent={p.progress} status="active" />
        ) : (
          <Empty description={p.reason ?? '画像分析失败'} />
        )}
      </Card>
    );
  }
  const s = p.statistics;
  const pr = p.profile;
  const counts = Object.fromEntries(
    ((dist.data as { sentiment: string; count: number }[] | undefined) ?? []).map((d) => [
      d.sentiment,
      d.count,
    ]),
  ) as { positive: number; neutral: number; negative: number };
  const trendRows =
    (trend.data as
      { date: string; positive: number; neutral: number; negative: number }[] | undefined) ?? [];
  const loc = locus.data;
  const w = words.data ?? [];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={10}>
          <Card
            title={`网民画像：${p.nickName}`}
            size="small"
            extra={<Tag>{p.carrierName}</Tag>}
            style={{ height: '100%' }}
          >
            <Descriptions column={2} size="small">
              <Descriptions.Item label="UID">{pr?.uid ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="认证">{pr?.verified ? '是' : '否'}</Descriptions.Item>
              <Descriptions.Item label="性别">
                {pr?.gender === 'm' ? '男' : pr?.gender === 'f' ? '女' : '未知'}
              </Descriptions.Item>
              <Descriptions.Item label="地区">{pr?.region ?? '未知'}</Descriptions.Item>
              <Descriptions.Item label="粉丝">{pr?.followers ?? '未知'}</Descriptions.Item>
              <Descriptions.Item label="关注">{pr?.friends ?? '未知'}</Descriptions.Item>
              <Descriptions.Item label="画像时段" span={2}>
                {p.startTime} 至 {p.endTime}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={14}>
          <Card title="统计" size="small" style={{ height: '100%' }}>
            {s ? (
              <Descriptions column={4} size="small">
                <Descriptions.Item label="发文">{s.posts}</Descriptions.Item>
                <Descriptions.Item label="原创">{s.originals}</Descriptions.Item>
                <Descriptions.Item label="转发">{s.reposts}</Descriptions.Item>
                <Descriptions.Item label="回复/评论">{s.replies}</Descriptions.Item>
                <Descriptions.Item label="被转发">{s.forwards}</Descriptions.Item>
                <Descriptions.Item label="被评论">{s.comments}</Descriptions.Item>
                <Descriptions.Item label="被点赞">{s.likes}</Descriptions.Item>
                <Descriptions.Item label="活跃天数">{s.activeDays}</Descriptions.Item>
                <Descriptions.Item label="最早发文" span={2}>
                  {s.firstTime ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label="最近发文" span={2}>
                  {s.lastTime ?? '—'}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty description={p.reason ?? '暂无统计'} />
            )}
          </Card>
        </Col>
      </Row>
      <RelationGraphCard
        title="关系图谱"
        graph={graph.data as RelationGraphData | undefined}
        loading={graph.isLoading}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Card title="热词云" size="small">
            {w.length ? (
              <WordCloudChart table={wordTable(w)} maxHeight={280} />
            ) : (
              <Empty description="暂无热词" />
            )}
          </Card>
        </Col>
        <Col span={12}>
          <ChartBox
            title="情感分布"
            option={sentimentPieOption(counts)}
            isEmpty={!s || s.posts === 0}
          />
        </Col>
      </Row>
      <ChartBox
        title="情感走势"
        isEmpty={trendRows.every((r) => r.positive + r.neutral + r.negative === 0)}
        option={dayLinesOption(trendRows, [
          { key: 'positive', name: '正面', color: '#2fb57a' },
          { key: 'neutral', name: '中性', color: '#7b8da8' },
          { key: 'negative', name: '负面', color: '#e5484d' },
        ])}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Card title="地域轨迹" size="small">
            {loc?.stops.length ? (
              <Timeline
                items={loc.stops.slice(-12).map((x) => ({
                  children: (
                    <Typography.Text>
                      {x.region}：{x.firstTime.slice(0, 16)}
                      {x.posts > 1 ? ` 至 ${x.lastTime.slice(0, 16)}` : ''}（{x.posts} 条）
                    </Typography.Text>
                  ),
                }))}
              />
            ) : (
              <Empty description="发文未带地域信息" />
            )}
          </Card>
        </Col>
        <Col span={12}>
          <ChartBox
            title="发文地域分布"
            isEmpty={!loc?.regions.length}
            option={bandBarsOption(
              (loc?.regions ?? []).slice(0, 10).map((r) => ({ name: r.region, count: r.count })),
            )}
          />
        </Col>
      </Row>
      <PostHistory portraitId={portraitId} />
    </Space>
  );
}

export default PortraitDetailPage;
