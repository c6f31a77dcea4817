import { bloggerCalls } from '@guanlan/shared';
import { App, Button, Card, Input, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pollWhileRunning } from '../../../api/poll-running';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AnalysisItem, ContrastRecord, Page } from '../blogger-types';
import { AnalysisTable } from '../components/AnalysisTable';
import { NewAnalysisForm } from '../components/NewAnalysisForm';
import { StatCards } from '../components/StatCards';
import { useRefreshBlogger } from '../hooks/useBlogger';

/** /app/blogger — 博主分析: new analysis, the analyses (select 2–5 to 对比) and contrast records. */
export function BloggerPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [contrastPage, setContrastPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const stats = useCallQuery(
    bloggerCalls.findBloggerAnalysisStatistics,
    {},
    { refetchInterval: pollWhileRunning() },
  );
  const list = useCallQuery(
    bloggerCalls.findBloggerAnalysisPage,
    { keyword: keyword || undefined, pageNum, pageSize: 10 },
    { refetchInterval: pollWhileRunning() },
  );
  const records = useCallQuery(bloggerCalls.bloggerAnalysisContrastRecordList, {
    pageNum: contrastPage,
    pageSize: 10,
  });
  const contrast = useCallMutation(bloggerCalls.saveBloggerAnalysisContrast, {
    onSuccess: (r) => {
      void refresh();
      void navigate(`/app/contrast?contrastId=${r.contrastId}`);
    },
  });
  const page = list.data as Page<AnalysisItem> | undefined;
  const recordPage = records.data as Page<ContrastRecord> | undefined;
  const startContrast = () => {
    if (selected.length < 2 || selected.length > 5) {
      void message.warning('请选择 2–5 个已完成的博主分析进行对比');
      return;
    }
    contrast.mutate({ analysisIds: selected });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <StatCards stats={stats.data} />
      <Card title="新建博主分析" size="small">
        <NewAnalysisForm kind="blogger" />
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'list',
              label: '分析列表',
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Input.Search
                      placeholder="搜索博主昵称"
                      allowClear
                      style={{ width: 240 }}
                      onSearch={(v) => {
                        setKeyword(v.trim());
                        setPageNum(1);
                      }}
                    />
                    <Button type="primary" onClick={startContrast} loading={contrast.isPending}>
                      对比所选（{selected.length}）
                    </Button>
                    <Typography.Text type="secondary">
                      勾选 2–5 个已完成的分析进行博主对比
                    </Typography.Text>
                  </Space>
                  <AnalysisTable
                    kind="blogger"
                    rows={page?.list ?? []}
                    total={page?.total ?? 0}
                    loading={list.isLoading}
                    pageNum={pageNum}
                    onPage={setPageNum}
                    selection={{
                      selectedRowKeys: selected,
                      onChange: (keys) => setSelected(keys.map(Number)),
                      getCheckboxProps: (r) => ({ disabled: r.status !== 'done' }),
                    }}
                  />
                </Space>
              ),
            },
            {
              key: 'contrast',
              label: '对比记录',
              children: (
                <Table<ContrastRecord>
                  rowKey="contrastId"
                  dataSource={recordPage?.list ?? []}
                  loading={records.isLoading}
                  pagination={{
                    current: contrastPage,
                    pageSize: 10,
                    total: recordPage?.total ?? 0,
                    onChange: setContrastPage,
                  }}
                  columns={[
                    { title: '对比博主', dataIndex: 'contrastName' },
                    { title: '博主数', render: (_: unknown, r) => r.analysisIds.length },
                    { title: '创建时间', dataIndex: 'createTime' },
                    {
                      title: '操作',
                      render: (_: unknown, r) => (
                        <Button
                          type="link"
                          onClick={() => void navigate(`/app/contrast?contrastId=${r.contrastId}`)}
                        >
                          查看对比
                        </Button>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export default BloggerPage;
