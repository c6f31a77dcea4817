import { DownloadOutlined } from '@ant-design/icons';
import { topicalCalls } from '@guanlan/shared';
import type { AnalysisTableData } from '@guanlan/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { download } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import type { TopicRow } from '../hot-topic-types';

/** One topic: its carrier statistics, its articles (paged) and the export. */
export function TopicDrawer({ topic, onClose }: { topic: TopicRow | null; onClose: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const id = topic?.topicalId ?? 0;
  const scope = { topicalId: id, timeRange: '7d' as const };
  const stats = useCallQuery(topicalCalls.findTopicalCarrierDataStatistics, scope, {
    enabled: id > 0,
  });
  const articles = useCallQuery(
    topicalCalls.findTopicalArticle,
    { ...scope, pageNum, pageSize: 10 },
    { enabled: id > 0 },
  );
  const exporter = useMutation({
    mutationFn: () => download(topicalCalls.exportTopicalArticle, { ...scope, exportCount: 1000 }),
  });
  const carrierRows = ((stats.data as AnalysisTableData | undefined)?.rows ?? []).filter(
    (r) => Number(r.total) > 0,
  );
  return (
    <Drawer
      open={topic !== null}
      onClose={onClose}
      width={880}
      title={topic?.title}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          导出文章
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {topic?.keywords.map((k) => (
          <Tag key={k} color="blue">
            {k}
          </Tag>
        ))}
      </Space>
      <Table
        size="small"
        rowKey="carrier"
        pagination={false}
        dataSource={carrierRows}
        columns={[
          { title: '载体', dataIndex: 'name' },
          { title: '信息量', dataIndex: 'total' },
          { title: '占比(%)', dataIndex: 'percent' },
          { title: '正面', dataIndex: 'positive' },
          { title: '中性', dataIndex: 'neutral' },
          { title: '负面', dataIndex: 'negative' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table
        size="small"
        rowKey="id"
        loading={articles.isLoading}
        dataSource={articles.data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: articles.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => (
              <a href={row.url} target="_blank" rel="noreferrer">
                {title}
              </a>
            ),
          },
          { title: '来源', dataIndex: 'siteName', width: 140 },
          { title: '发布时间', dataIndex: 'publishTime', width: 170 },
        ]}
      />
    </Drawer>
  );
}
