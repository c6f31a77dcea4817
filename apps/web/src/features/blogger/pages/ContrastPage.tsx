import { bloggerCalls } from '@guanlan/shared';
import { Card, Col, Empty, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useCallQuery } from '../../../api/useCall';
import type { Band, ContrastRecord, Page } from '../blogger-types';
import { ChartBox } from '../components/ChartBox';
import { NewContrastPicker } from '../components/NewContrastPicker';
import { groupedBarsOption, SENTIMENT_CATEGORIES, sentimentValues } from '../people-charts';
import type { SentimentCounts } from '../people-charts';

type PerMember<T> = { analysisId: number; name: string; data: T }[];

/** /app/contrast?contrastId= — 博主对比: 2–5 bloggers side by side, with their overlaps. */
export function ContrastPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const contrastId = Number(params.get('contrastId') ?? 0);
  const records = useCallQuery(bloggerCalls.bloggerAnalysisContrastRecordList, {
    pageNum: 1,
    pageSize: 50,
  });
  const on = { enabled: contrastId > 0 };
  const total = useCallQuery(bloggerCalls.bloggerMicroBlogContrastTotal, { contrastId }, on);
  const motion = useCallQuery(
    bloggerCalls.bloggerMicroBlogContrastMotionDistribution,
    { contrastId },
    on,
  );
  const forward = useCallQuery(
    bloggerCalls.bloggerMicroBlogContrastForwardDistribution,
    { contrastId },
    on,
  );
  const comment = useCallQuery(
    bloggerCalls.bloggerMicroBlogContrastCommentDistribution,
    { contrastId },
    on,
  );
  const commentMotion = useCallQuery(
    bloggerCalls.bloggerMicroBlogContrastCommentMotionDistribution,
    { contrastId },
    on,
  );
  const list = (records.data as Page<ContrastRecord> | undefined)?.list ?? [];
  const t = total.data;
  const picker = (
    <Select
      style={{ width: 360 }}
      placeholder="选择对比记录"
      value={contrastId || undefined}
      onChange={(id: number) => void navigate(`/app/contrast?contrastId=${id}`)}
      options={list.map((r) => ({
        value: r.contrastId,
        label: `${r.contrastName}（${r.createTime}）`,
      }))}
    />
  );
  if (!contrastId || !t) {
    return (
      <Card title="博主对比" extra={picker} loading={contrastId > 0 && total.isLoading}>
        <NewContrastPicker />
        <Empty description="请选择对比记录，或在博主分析列表中勾选 2–5 个博主发起对比" />
      </Card>
    );
  }
  const name = (id: number) => t.members.find((m) => m.analysisId === id)?.name ?? String(id);
  const sentimentBars = (data: PerMember<SentimentCounts> | undefined) =>
    groupedBarsOption(
      SENTIMENT_CATEGORIES,
      (data ?? []).map((m) => ({ name: m.name, values: sentimentValues(m.data) })),
    );
  const bandBars = (data: PerMember<Band[]> | undefined) =>
    groupedBarsOption(
      data?.[0]?.data.map((b) => b.name) ?? [],
      (data ?? []).map((m) => ({ name: m.name, values: m.data.map((b) => b.count) })),
    );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <NewContrastPicker />
      </Card>
      <Card
        title={`博主对比：${t.contrastName}`}
        extra={picker}
        size="small"
        data-testid="contrast-members"
      >
        <Table
          rowKey="analysisId"
          size="small"
          pagination={false}
          dataSource={t.members}
          columns={[
            { title: '博主', dataIndex: 'name' },
            { title: '传播力指数', dataIndex: 'bci', render: (v: number) => <b>{v}</b> },
            { title: '发文', dataIndex: 'posts' },
            { title: '原创', dataIndex: 'originals' },
            { title: '被转发', dataIndex: 'forwards' },
            { title: '被评论', dataIndex: 'comments' },
            { title: '被点赞', dataIndex: 'likes' },
            { title: '预警微博', dataIndex: 'warnings' },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <ChartBox
            title="发文情感分布"
            option={sentimentBars(motion.data)}
            testId="contrast-motion"
          />
        </Col>
        <Col span={12}>
          <ChartBox title="评论情感分布" option={sentimentBars(commentMotion.data)} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <ChartBox title="转发分布（每条微博被转发数）" option={bandBars(forward.data)} />
        </Col>
        <Col span={12}>
          <ChartBox title="评论分布（每条微博被评论数）" option={bandBars(comment.data)} />
        </Col>
      </Row>
      <Card title="热词重合与共同评论者" size="small" data-testid="contrast-overlap">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          热词重合度 = 两位博主各自前50个热词的交集 ÷ 并集（Jaccard）；共同评论者 =
          转发或评论过两位博主微博的同一账号。
        </Typography.Paragraph>
        <Table
          rowKey={(p) => `${p.a}-${p.b}`}
          size="small"
          pagination={false}
          dataSource={t.pairs}
          columns={[
            { title: '博主对', render: (_: unknown, p) => `${name(p.a)} × ${name(p.b)}` },
            {
              title: '热词重合度',
              dataIndex: 'wordOverlap',
              render: (v: number) => `${Math.round(v * 100)}%`,
            },
            {
              title: '共同热词',
              dataIndex: 'sharedWords',
              render: (w: string[]) =>
                w.length ? w.slice(0, 12).map((x) => <Tag key={x}>{x}</Tag>) : '—',
            },
            { title: '共同评论者', dataIndex: 'sharedCommenterCount' },
            {
              title: '账号',
              dataIndex: 'sharedCommenters',
              render: (c: { uid: string; name: string }[]) =>
                c
                  .slice(0, 6)
                  .map((x) => x.name)
                  .join('、') || '—',
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export default ContrastPage;
