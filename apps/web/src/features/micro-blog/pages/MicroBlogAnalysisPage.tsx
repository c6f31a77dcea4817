import { microBlogCalls } from '@guanlan/shared';
import { App, Button, Card, Col, Form, Input, List, Row, Space, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AnalysisRecord } from '../micro-blog-types';

/** /app/microBlogAnalysis — 微博分析: submit a post (link or id), see the counts and recent ones. */
export function MicroBlogAnalysisPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ microBlogUrl: string; analysisName?: string }>();
  const stats = useCallQuery(
    microBlogCalls.findMicroBlogAnalysisStatistics,
    {},
    {
      refetchInterval: pollWhileRunning(),
    },
  );
  const recent = useCallQuery(
    microBlogCalls.findMicroBlogAnalysisPage,
    { pageNum: 1, pageSize: 5 },
    { refetchInterval: pollWhileRunning() },
  );
  const save = useCallMutation(microBlogCalls.saveMicroBlogAnalysis, {
    onSuccess: (r) => {
      void message.success('已提交，正在分析');
      void navigate(`/app/microBlogDetail?analysisId=${r.analysisId}`);
    },
  });
  const s = stats.data;
  const items = (recent.data as { list: AnalysisRecord[] } | undefined)?.list ?? [];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="微博传播分析">
        <Typography.Paragraph type="secondary">
          输入一条微博的链接或微博ID，系统分析它已入库的转发与评论：传播层级、关键传播节点、参与用户的性别与地域、转发评论走势、评论热词与情感。
        </Typography.Paragraph>
        <Form
          form={form}
          layout="inline"
          onFinish={(v) =>
            save.mutate({
              microBlogUrl: v.microBlogUrl.trim(),
              ...(v.analysisName?.trim() ? { analysisName: v.analysisName.trim() } : {}),
            })
          }
        >
          <Form.Item
            name="microBlogUrl"
            rules={[{ required: true, message: '请输入微博链接或微博ID' }]}
            style={{ flex: 1, minWidth: 320 }}
          >
            <Input
              placeholder="微博链接，如 https://weibo.com/1234567890/AbCdEfGhI，或微博ID"
              allowClear
            />
          </Form.Item>
          <Form.Item name="analysisName">
            <Input placeholder="分析名称（可选）" maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              开始分析
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Row gutter={16}>
        {(
          [
            ['total', '分析总数'],
            ['running', '分析中'],
            ['done', '已完成'],
            ['failed', '失败'],
          ] as const
        ).map(([k, title]) => (
          <Col xs={12} md={6} key={k}>
            <Card size="small">
              <Statistic title={title} value={s?.[k] ?? 0} loading={!s} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title="最近的分析"
        size="small"
        extra={
          <Typography.Link onClick={() => void navigate('/app/microBloghistory')}>
            全部记录
          </Typography.Link>
        }
      >
        <List<AnalysisRecord>
          dataSource={items}
          locale={{ emptyText: '还没有分析记录' }}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Typography.Link
                  key="open"
                  onClick={() => void navigate(`/app/microBlogDetail?analysisId=${r.analysisId}`)}
                >
                  查看
                </Typography.Link>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space>
                    {r.analysisName}
                    <AnalysisStatusTag
                      status={r.status}
                      text={r.statusText}
                      progress={Math.round(r.progress * 100)}
                      reason={r.reason}
                    />
                  </Space>
                }
                description={r.coverage?.text ?? r.reason ?? r.microBlogUrl}
              />
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}

export default MicroBlogAnalysisPage;
