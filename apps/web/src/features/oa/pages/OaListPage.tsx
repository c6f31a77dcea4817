import { ExportOutlined, SettingOutlined } from '@ant-design/icons';
import { OA_REPORT_TYPES, oaCalls } from '@guanlan/shared';
import type { OaReportState } from '@guanlan/shared';
import { Button, Card, DatePicker, Input, Select, Space, Table, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { download } from '../../../api/http';
import { DeadlineSettingModal } from '../components/DeadlineSettingModal';
import { OA_LINKS, SystemShell } from '../components/SystemShell';
import type { Paged } from '../hooks/useWorkflowCalls';
import { useWorkflowQuery } from '../hooks/useWorkflowCalls';
import { LEVEL_OPTIONS, STATE_OPTIONS } from '../oa-types';
import type { OaLogItem, OaReportItem } from '../oa-types';
import { reportColumns } from '../report.columns';

interface Filters {
  keyword: string;
  reportState?: string;
  level?: string;
  reportType?: string;
  overdue?: boolean;
  range?: [Dayjs, Dayjs];
}

/** /opinionOa/opinionOAlist — 审批列表: every report with search and filters, Excel export; 审批日志. */
export function OaListPage() {
  const [filters, setFilters] = useState<Filters>({ keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [settingOpen, setSettingOpen] = useState(false);
  const [logPage, setLogPage] = useState(1);
  const query = {
    keyword: filters.keyword || undefined,
    reportState: filters.reportState as OaReportState | undefined,
    level: filters.level as '1' | '2' | '3' | undefined,
    reportType: filters.reportType,
    overdue: filters.overdue,
    startTime: filters.range?.[0].startOf('day').valueOf(),
    endTime: filters.range?.[1].endOf('day').valueOf(),
  };
  const list = useWorkflowQuery<Paged<OaReportItem>>(
    filters.keyword ? oaCalls.searchReport : oaCalls.findPageReport,
    { ...query, keyword: filters.keyword || '', pageNum, pageSize: 15 },
  );
  const logs = useWorkflowQuery<Paged<OaLogItem>>(oaCalls.findPageReportLog, {
    pageNum: logPage,
    pageSize: 15,
  });

  function patch(p: Partial<Filters>): void {
    setFilters((f) => ({ ...f, ...p }));
    setPageNum(1);
  }

  const reportsTab = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="搜索标题、内容、来源"
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => patch({ keyword: v.trim() })}
          style={{ width: 260 }}
        />
        <Select
          placeholder="状态"
          allowClear
          style={{ width: 120 }}
          options={STATE_OPTIONS}
          value={filters.reportState}
          onChange={(v?: string) => patch({ reportState: v })}
        />
        <Select
          placeholder="等级"
          allowClear
          style={{ width: 110 }}
          options={LEVEL_OPTIONS}
          value={filters.level}
          onChange={(v?: string) => patch({ level: v })}
        />
        <Select
          placeholder="类型"
          allowClear
          style={{ width: 130 }}
          options={OA_REPORT_TYPES.map((t) => ({ value: t, label: t }))}
          value={filters.reportType}
          onChange={(v?: string) => patch({ reportType: v })}
        />
        <Select
          placeholder="时限"
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 'yes', label: '已超时' },
            { value: 'no', label: '未超时' },
          ]}
          value={filters.overdue === undefined ? undefined : filters.overdue ? 'yes' : 'no'}
          onChange={(v?: string) => patch({ overdue: v === undefined ? undefined : v === 'yes' })}
        />
        <DatePicker.RangePicker
          value={filters.range}
          onChange={(v) => patch({ range: v ? (v as [Dayjs, Dayjs]) : undefined })}
        />
        <Button
          icon={<ExportOutlined />}
          onClick={() => void download(oaCalls.exportReport, { ...query })}
        >
          导出Excel
        </Button>
      </Space>
      <Table
        rowKey="reportId"
        scroll={{ x: 1150 }}
        size="middle"
        loading={list.isLoading}
        columns={reportColumns()}
        dataSource={list.data?.list ?? []}
        rowClassName={(r) => (r.overdue ? 'oa-overdue-row' : '')}
        pagination={{
          current: pageNum,
          pageSize: 15,
          total: list.data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (n) => `共 ${n} 条`,
        }}
      />
    </>
  );

  const logsTab = (
    <Table
      rowKey="logId"
      size="middle"
      loading={logs.isLoading}
      dataSource={logs.data?.list ?? []}
      columns={[
        { title: '时间', dataIndex: 'createTime', width: 170 },
        { title: '办理人', dataIndex: 'actorName', width: 110 },
        { title: '操作', dataIndex: 'actionName', width: 100 },
        { title: '办理后状态', dataIndex: 'toStateName', width: 110 },
        {
          title: '上报',
          key: 'reportTitle',
          ellipsis: true,
          render: (_v, l) => <Link to={`/reportedDetail/${l.reportId}`}>{l.reportTitle}</Link>,
        },
        { title: '意见', dataIndex: 'opinion', ellipsis: true },
      ]}
      pagination={{
        current: logPage,
        pageSize: 15,
        total: logs.data?.total ?? 0,
        onChange: setLogPage,
      }}
    />
  );

  return (
    <SystemShell
      system="oa"
      title="舆情办公审批"
      links={OA_LINKS}
      extra={
        <Button icon={<SettingOutlined />} onClick={() => setSettingOpen(true)}>
          办理时限
        </Button>
      }
    >
      <Card>
        <Tabs
          items={[
            { key: 'reports', label: '上报列表', children: reportsTab },
            { key: 'logs', label: '审批日志', children: logsTab },
          ]}
        />
      </Card>
      <DeadlineSettingModal open={settingOpen} onClose={() => setSettingOpen(false)} />
    </SystemShell>
  );
}

export default OaListPage;
