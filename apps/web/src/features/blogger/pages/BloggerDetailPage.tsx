import { bloggerCalls } from '@guanlan/shared';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  List,
  Progress,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { WordCloudChart } from '../../../components/charts';
import type { SensitivePost } from '../blogger-types';
import { BloggerProfile } from '../components/BloggerProfile';
import { ChartBox } from '../components/ChartBox';
import { WarningPanel } from '../components/WarningPanel';
import { useRefreshBlogger } from '../hooks/useBlogger';
import { bandBarsOption, dayLinesOption, sentimentPieOption, wordTable } from '../people-charts';

type Section = 'all' | 'object' | 'content';

/**
 * /app/bloggerDetail?analysisId= — one 博主分析 (also /app/monitoringObject: the profile and
 * index; /app/monitoringContent: posting and warnings).
 */
export function BloggerDetailPage({ section = 'all' }: { section?: Section }) {
  const [params] = useSearchParams();
  const analysisId = Number(params.get('analysisId') ?? 0);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const query = useCallQuery(
    bloggerCalls.findBloggerAnalysisInfo,
    { analysisId },
    { enabled: analysisId > 0, refetchInterval: pollWhileRunning() },
  );
  const d = query.data;
  const again = useCallMutation(
    d?.kind === 'sensitive'
      ? bloggerCalls.againSensitiveBloggerAnalysis
      : bloggerCalls.againBloggerAnalysis,
    { onSuccess: () => void refresh().then(() => message.success('已重新分析')) },
  );
  if (!analysisId) {
    return <Empty description="请从博主分析列表选择一个分析" />;
  }
  if (!d) {
    return <Card loading />;
  }
  const r = d.result;
  const go = (path: string) => void navigate(`${path}?analysisId=${analysisId}`);
  const header = (
    <Card size="small">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {d.bloggerName}
        </Typography.Title>
        <AnalysisStatusTag
          status={d.status}
          text={d.statusName}
          progress={d.progress}
          reason={d.failReason}
        />
        {d.kind === 'sensitive' ? <Tag color="red">敏感博主</Tag> : null}
        <Button
          onClick={() => go('/app/bloggerDetail')}
          type={section === 'all' ? 'primary' : 'default'}
        >
          全部
        </Button>
        <Button
          onClick={() => go('/app/monitoringObject')}
          type={section === 'object' ? 'primary' : 'default'}
        >
          监测对象
        </Button>
        <Button
          onClick={() => go('/app/monitoringContent')}
          type={section === 'content' ? 'primary' : 'default'}
        >
          监测内容
        </Button>
        <Button loading={again.isPending} onClick={() => again.mutate({ analysisId })}>
          重新分析
        </Button>
      </Space>
    </Card>
  );
  if (!r) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {header}
        {d.status === 'running' ? (
          <Card size="small" title="分析中，完成后自动显示结果">
            <Progress percent={d.progress} status="active" />
          </Card>
        ) : (
          <Empty description={d.failReason ?? '分析尚未完成'} />
        )}
      </Space>
    );
  }
  const showObject = section !== 'content';
  const showContent = section !== 'object';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {header}
      {showObject ? <BloggerProfile d={d} r={r} /> : null}
      {showContent ? (
        <Row gutter={16}>
          <Col span={16}>
            <ChartBox
              title="发文走势"
              testId="post-trend"
              isEmpty={r.trend.every((x) => x.posts === 0)}
              option={dayLinesOption(r.trend, [
                { key: 'posts', name: '发文' },
                { key: 'forwards', name: '被转发' },
                { key: 'comments', name: '被评论' },
              ])}
            />
          </Col>
          <Col span={8}>
            <ChartBox
              title="发文情感分布"
              option={sentimentPieOption(r.sentiment)}
              isEmpty={r.totals.posts === 0}
            />
          </Col>
        </Row>
      ) : null}
      {showObject ? (
        <Row gutter={16}>
          <Col span={8}>
            <ChartBox
              title="转发分布（每条微博被转发数）"
              option={bandBarsOption(r.forwardDistribution)}
            />
          </Col>
          <Col span={8}>
            <ChartBox
              title="评论分布（每条微博被评论数）"
              option={bandBarsOption(r.commentDistribution)}
            />
          </Col>
          <Col span={8}>
            <ChartBox
              title="评论情感分布"
              option={sentimentPieOption(r.commentSentiment)}
              isEmpty={r.coverage.childrenSeen === 0}
            />
          </Col>
        </Row>
      ) : null}
      {showContent ? <WarningPanel analysisId={analysisId} /> : null}
      {d.sensitiveArticles?.length ? <SensitivePosts posts={d.sensitiveArticles} /> : null}
      {showObject ? (
        <Row gutter={16}>
          <Col span={12}>
            <Card title="热词" size="small">
              {r.hotWords.length ? (
                <WordCloudChart table={wordTable(r.hotWords)} maxHeight={260} />
              ) : (
                <Empty />
              )}
            </Card>
          </Col>
          <Col span={12}>
            <Card title="活跃评论/转发者" size="small">
              <List
                size="small"
                dataSource={r.commenters.slice(0, 8)}
                locale={{ emptyText: '暂无' }}
                renderItem={(c) => (
                  <List.Item extra={`${c.count} 次`}>
                    {c.name}（{c.uid}）
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        </Row>
      ) : null}
      {showContent ? (
        <Card title="热门微博" size="small">
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={r.topPosts}
            columns={[
              { title: '内容', dataIndex: 'title' },
              { title: '转发', dataIndex: 'forwards', width: 80 },
              { title: '评论', dataIndex: 'comments', width: 80 },
              { title: '点赞', dataIndex: 'likes', width: 80 },
              { title: '发布时间', dataIndex: 'time', width: 170 },
            ]}
          />
        </Card>
      ) : null}
    </Space>
  );
}

function SensitivePosts({ posts }: { posts: SensitivePost[] }) {
  return (
    <Card title="敏感发文" size="small">
      <List
        size="small"
        dataSource={posts}
        renderItem={(p) => (
          <List.Item extra={p.publishTime}>
            <Space direction="vertical" size={0}>
              <Typography.Text>{p.summary ?? p.title}</Typography.Text>
              <Space size={4}>
                {(p.sensitiveWords ?? []).map((w) => (
                  <Tag key={w} color="red">
                    {w}
                  </Tag>
                ))}
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

export default BloggerDetailPage;
