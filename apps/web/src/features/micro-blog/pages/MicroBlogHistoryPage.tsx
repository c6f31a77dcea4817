import { microBlogCalls, formatCn } from '@guanlan/shared';
import { App, Button, Card, Input, Progress, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AnalysisRecordActions } from '../../../components/AnalysisRecordActions';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AnalysisRecord } from '../micro-blog-types';

/** /app/microBloghistory — 微博分析记录: every analysis with its state, re-run and delete. */
export function MicroBlogHistoryPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useCallQuery(
    microBlogCalls.findMicroBlogAnalysisPage,
    { keyword: keyword || undefined, pageNum, pageSize: 10 },
    {
      refetchInterval: pollWhileRunning(),
    },
  );
  const data = list.data as { list: AnalysisRecord[]; total: number } | undefined;
  const refresh = () => void client.invalidateQueries();
  const remove = useCallMutation(microBlogCalls.deleteMicroBlogAnalysis, {
    onSuccess: () => {
      void message.success('已删除');
      refresh();
    },
  });
  const again = useCallMutation(microBlogCalls.againMicroBlogAnalysis, { onSuccess: refresh });
  const open = (id: number) => void navigate(`/app/microBlogDetail?analysisId=${id}`);

  return (
    <Card
      title="微博分析记录"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="搜索名称或链接"
            onSearch={(v) => {
              setKeyword(v.trim());
              setPageNum(1);
            }}
            style={{ width: 240 }}
          />
          <Button type="primary" onClick={() => void navigate('/app/microBlogAnalysis')}>
            新建分析
          </Button>
        </Space>
      }
    >
      <Table<AnalysisRecord>
        rowKey="analysisId"
        loading={list.isLoading}
        dataSource={data?.list ?? []}
        pagination={{
          current: pageNum,
          total: data?.total ?? 0,
          pageSize: 10,
          onChange: setPageNum,
        }}
        columns={[
          {
            title: '分析名称',
            dataIndex: 'analysisName',
            render: (name: string, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => open(r.analysisId)}>{name}</Typography.Link>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                  {r.text ?? r.microBlogUrl}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '作者',
            dataIndex: 'authorName',
            width: 140,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: '状态',
            width: 180,
            render: (_v, r) =>
              r.status === 'running' ? (
                <Progress percent={Math.round(r.progress * 100)} size="small" status="active" />
              ) : (
                <Space direction="vertical" size={0}>
                  <AnalysisStatusTag
                    status={r.status}
                    text={r.statusText}
                    progress={Math.round(r.progress * 100)}
                    reason={r.reason}
                  />
                  {r.status === 'failed' ? (
                    <Typography.Text
                      type="danger"
                      ellipsis
                      style={{ maxWidth: 170 }}
                      title={r.reason ?? ''}
                    >
                      {r.reason}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
          },
          {
            title: '覆盖',
            width: 200,
            render: (_v, r) => r.coverage?.text ?? '—',
          },
          {
            title: '创建时间',
            dataIndex: 'createTime',
            width: 170,
            render: (t: number) => formatCn(t),
          },
          {
            title: '操作',
            width: 200,
            render: (_v, r) => (
              <AnalysisRecordActions
                size="small"
                onView={() => open(r.analysisId)}
                onAgain={() => again.mutate({ analysisId: r.analysisId })}
                againDisabled={r.status === 'running'}
                removeTitle="确定删除该分析记录？"
                onRemove={() => remove.mutate({ analysisId: r.analysisId })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

export default MicroBlogHistoryPage;
