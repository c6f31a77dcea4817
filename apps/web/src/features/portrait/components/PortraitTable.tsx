import { portraitCalls } from '@guanlan/shared';
import { App, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { AnalysisRecordActions } from '../../../components/AnalysisRecordActions';
import { AnalysisStatusTag } from '../../../components/AnalysisStatusTag';
import { useRefreshPortrait } from '../hooks/usePortrait';
import type { PortraitItem } from '../portrait-types';

/** 画像记录: one row per portrait with 查看 and 删除. */
export function PortraitTable({
  rows,
  total,
  pageNum,
  onPage,
  loading,
}: {
  rows: PortraitItem[];
  total: number;
  pageNum: number;
  onPage: (n: number) => void;
  loading: boolean;
}) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const refresh = useRefreshPortrait();
  const remove = useCallMutation(portraitCalls.deletePortraitAnalysis, {
    onSuccess: () => void refresh().then(() => message.success('画像已删除')),
  });
  return (
    <Table<PortraitItem>
      rowKey="portraitId"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={{
        current: pageNum,
        pageSize: 10,
        total,
        onChange: onPage,
        showTotal: (n) => `共 ${n} 条`,
      }}
      columns={[
        { title: '网民', dataIndex: 'nickName' },
        { title: '平台', dataIndex: 'carrierName' },
        {
          title: '状态',
          dataIndex: 'statusName',
          render: (v: string, r) => (
            <AnalysisStatusTag status={r.status} text={v} progress={r.progress} reason={r.reason} />
          ),
        },
        { title: '发文', render: (_: unknown, r) => r.statistics?.posts ?? '—' },
        {
          title: '画像时段',
          render: (_: unknown, r) => `${r.startTime.slice(0, 10)} 至 ${r.endTime.slice(0, 10)}`,
        },
        { title: '创建时间', dataIndex: 'createTime' },
        {
          title: '操作',
          render: (_: unknown, r) => (
            <AnalysisRecordActions
              viewDisabled={r.status !== 'done'}
              onView={() => void navigate(`/app/portraitDetail?portraitId=${r.portraitId}`)}
              removeTitle="确定删除该画像？"
              onRemove={() => remove.mutate({ portraitId: r.portraitId })}
            />
          ),
        },
      ]}
    />
  );
}
