import { bloggerCalls } from '@guanlan/shared';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AnalysisItem, Page, SensitiveRank, SensitiveSet } from '../blogger-types';
import { AnalysisTable } from '../components/AnalysisTable';
import { useRefreshBlogger } from '../hooks/useBlogger';

/** /app/sensitivity — 敏感博主: the sensitive-word set, the ranking and the analyses. */
export function SensitivityPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const [form] = Form.useForm<Omit<SensitiveSet, 'rule'>>();
  const [pageNum, setPageNum] = useState(1);
  const set = useCallQuery(bloggerCalls.findSensitiveBloggerSet, {});
  const ranks = useCallQuery(bloggerCalls.findSensitiveBloggerLeader, { size: 20 });
  const list = useCallQuery(
    bloggerCalls.findSensitiveBloggerAnalysisPage,
    { pageNum, pageSize: 10 },
    { refetchInterval: pollWhileRunning() },
  );
  const s = set.data;
  useEffect(() => {
    if (s) {
      form.setFieldsValue(s);
    }
  }, [s, form]);
  const save = useCallMutation(bloggerCalls.saveSensitiveBloggerSet, {
    onSuccess: () => void refresh().then(() => message.success('敏感词设置已保存')),
  });
  const analyse = useCallMutation(bloggerCalls.saveSensitiveBloggerAnalysis, {
    onSuccess: () => void refresh().then(() => message.success('分析已完成')),
  });
  const page = list.data as Page<AnalysisItem> | undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="敏感词设置" size="small">
        <Form form={form} layout="inline" onFinish={(v) => save.mutate(v)} style={{ rowGap: 8 }}>
          <Form.Item name="sensitiveWords" label="敏感词" style={{ minWidth: 420 }}>
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="输入后回车添加" />
          </Form.Item>
          <Form.Item name="minSensitiveCount" label="敏感发文数不少于">
            <InputNumber min={1} max={10000} />
          </Form.Item>
          <Form.Item name="autoAnalysis" label="自动分析排行前列博主" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form.Item>
        </Form>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {s?.rule}
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Card title="敏感博主排行" size="small" data-testid="sensitive-ranking">
            <Table<SensitiveRank>
              rowKey="bloggerUid"
              size="small"
              loading={ranks.isLoading}
              pagination={{ pageSize: 10, size: 'small' }}
              dataSource={ranks.data ?? []}
              locale={{ emptyText: '暂无达到设定值的博主' }}
              columns={[
                { title: '排名', dataIndex: 'rank', width: 56 },
                {
                  title: '博主',
                  dataIndex: 'bloggerName',
                  render: (v: string, r) => (
                    <Space direction="vertical" size={0}>
                      {v}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.bloggerUid}
                      </Typography.Text>
                    </Space>
                  ),
                },
                { title: '敏感发文', dataIndex: 'sensitiveCount', width: 80 },
                {
                  title: '命中敏感词',
                  dataIndex: 'words',
                  render: (w: SensitiveRank['words']) =>
                    w.slice(0, 3).map((x) => (
                      <Tag key={x.word} color="red">
                        {x.word}×{x.count}
                      </Tag>
                    )),
                },
                {
                  title: '操作',
                  width: 90,
                  render: (_: unknown, r) =>
                    r.analysisId ? (
                      <Button
                        type="link"
                        onClick={() =>
                          void navigate(`/app/bloggerDetail?analysisId=${r.analysisId}`)
                        }
                      >
                        查看
                      </Button>
                    ) : (
                      <Button
                        type="link"
                        onClick={() =>
                          analyse.mutate({
                            bloggerUid: r.bloggerUid,
                            bloggerName: r.bloggerName.slice(0, 50),
                          })
                        }
                      >
                        分析
                      </Button>
                    ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card title="敏感博主分析" size="small">
            <AnalysisTable
              kind="sensitive"
              rows={page?.list ?? []}
              total={page?.total ?? 0}
              loading={list.isLoading}
              pageNum={pageNum}
              onPage={setPageNum}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

export default SensitivityPage;
