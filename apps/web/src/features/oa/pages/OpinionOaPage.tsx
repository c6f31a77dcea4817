import { PlusOutlined } from '@ant-design/icons';
import { oaCalls } from '@guanlan/shared';
import { Button, Card, Col, Popconfirm, Row, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FlowMessages } from '../components/FlowMessages';
import { ReportFormDrawer } from '../components/ReportFormDrawer';
import { OA_LINKS, SystemShell } from '../components/SystemShell';
import type { Paged } from '../hooks/useWorkflowCalls';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';
import type { OaReportItem } from '../oa-types';
import { reportColumns } from '../report.columns';

type Mine = 'reported' | 'toApprove' | 'toHandle';

const MINE_OPTIONS: { value: Mine; label: string }[] = [
  { value: 'reported', label: '我的上报' },
  { value: 'toApprove', label: '待我审批' },
  { value: 'toHandle', label: '待我处置' },
];

/** /opinionOa — 舆情上报: my reports and my to-dos, flow messages, 新建上报 (and one-click edits). */
export function OpinionOaPage() {
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit')) || undefined;
  const [creating, setCreating] = useState(false);
  const [mine, setMine] = useState<Mine>('reported');
  const [pageNum, setPageNum] = useState(1);
  const reports = useWorkflowQuery<Paged<OaReportItem>>(oaCalls.findPageReport, {
    mine,
    pageNum,
    pageSize: 10,
  });
  const remove = useWorkflowAction(oaCalls.deleteReport, '已删除');

  function closeForm(): void {
    setCreating(false);
    if (editId !== undefined) {
      params.delete('edit');
      setParams(params, { replace: true });
    }
  }

  const columns = reportColumns([
    {
      title: '操作',
      key: 'ops',
      width: 130,
      render: (_v, r) =>
        mine === 'reported' && (r.reportState === 'draft' || r.reportState === 'returned') ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setParams({ edit: String(r.reportId) })}
            >
              编辑
            </Button>
            <Popconfirm
              title="删除这条上报？"
              onConfirm={() => remove.mutate({ reportIds: [r.reportId] })}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ]);

  return (
    <SystemShell
      system="oa"
      title="舆情办公审批"
      links={OA_LINKS}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建上报
        </Button>
      }
    >
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Card
            title={
              <Segmented
                value={mine}
                options={MINE_OPTIONS}
                onChange={(v) => {
                  setMine(v);
                  setPageNum(1);
                }}
              />
            }
          >
            <Table
              rowKey="reportId"
              scroll={{ x: 1150 }}
              size="middle"
              loading={reports.isLoading}
              columns={columns}
              dataSource={reports.data?.list ?? []}
              locale={{ emptyText: '暂无上报' }}
              pagination={{
                current: pageNum,
                pageSize: 10,
                total: reports.data?.total ?? 0,
                onChange: setPageNum,
                showTotal: (n) => `共 ${n} 条`,
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <FlowMessages />
        </Col>
      </Row>
      <ReportFormDrawer
        open={creating || editId !== undefined}
        reportId={editId}
        onClose={closeForm}
      />
    </SystemShell>
  );
}

export default OpinionOaPage;
