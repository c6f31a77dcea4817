import { bloggerCalls } from '@guanlan/shared';
import { App, Table } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { AnalysisRecordActions } from '../../../components/AnalysisRecordActions';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import type { AnalysisItem } from '../blogger-types';
import { useRefreshBlogger } from '../hooks/useBlogger';

/** The analyses of a kind with 查看 / 重新分析 / 删除; optional row selection for 对比. */
export function AnalysisTable({
  kind,
  rows,
  total,
  loading,
  pageNum,
  onPage,
  selection,
}: {
  kind: 'blogger' | 'sensitive';
  rows: AnalysisItem[];
  total: number;
  loading: boolean;
  pageNum: number;
  onPage: (n: number) => void;
  selection?: TableRowSelection<AnalysisItem>;
}) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshBlogger();
  const sensitive = kind === 'sensitive';
  const again = useCallMutation(
    sensitive ? bloggerCalls.againSensitiveBloggerAnalysis : bloggerCalls.againBloggerAnalysis,
    { onSuccess: () => void refresh().then(() => message.success('已重新分析')) },
  );
  const remove = useCallMutation(
    sensitive ? bloggerCalls.deleteSensitiveBloggerAnalysis : bloggerCalls.deleteBloggerAnalysis,
    { onSuccess: () => void refresh().then(() => message.success('已删除')) },
  );
  return (
    <Table<AnalysisItem>
      rowKey="analysisId"
      size="middle"
      loading={loading}
      dataSource={rows}
      rowSelection={selection}
      pagination={{
        current: pageNum,
        pageSize: 10,
        total,
        onChange: onPage,
        showTotal: (n) => `共 ${n} 条`,
      }}
      columns={[
        { title: '博主', dataIndex: 'bloggerName' },
        {
          title: '状态',
          dataIndex: 'statusName',
          render: (v: string, r) => (
            <AnalysisStatusTag
              status={r.status}
              text={v}
              progress={r.progress}
              reason={r.failReason}
            />
          ),
        },
        { title: '传播力指数', dataIndex: 'bci', render: (v: number | null) => v ?? '—' },
        { title: '发文', dataIndex: 'postCount', render: (v: number | null) => v ?? '—' },
        sensitive
          ? {
              title: '敏感发文',
              dataIndex: 'sensitiveCount',
              render: (v: number | null) => v ?? '—',
            }
          : {
              title: '预警微博',
              dataIndex: 'warningCount',
              render: (v: number | null) => v ?? '—',
            },
        {
          title: '分析时段',
          render: (_: unknown, r) => `${r.startTime.slice(0, 10)} 至 ${r.endTime.slice(0, 10)}`,
        },
        { title: '创建时间', dataIndex: 'createTime' },
        {
          title: '操作',
          render: (_: unknown, r) => (
            <AnalysisRecordActions
              viewDisabled={r.status !== 'done'}
              onView={() => void navigate(`/app/bloggerDetail?analysisId=${r.analysisId}`)}
              onAgain={() => again.mutate({ analysisId: r.analysisId })}
              removeTitle="确定删除该分析？"
              onRemove={() => remove.mutate({ analysisId: r.analysisId })}
            />
          ),
        },
      ]}
    />
  );
}
