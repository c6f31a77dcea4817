import { dailyRecordCalls } from '@guanlan/shared';
import { Badge, Card, DatePicker, Space, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../stores/useSession';
import { OA_LINKS, SystemShell } from '../../oa/components/SystemShell';
import { useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import { TodayRecordCard } from '../components/TodayRecordCard';
import type { DailyRecordItem } from '../daily-record-types';

const PAGE = 10;

function columns(all: boolean, me: number | undefined): TableColumnsType<DailyRecordItem> {
  return [
    { title: '日期', dataIndex: 'recordDate', width: 120 },
    ...(all ? [{ title: '人员', dataIndex: 'userName', width: 110 }] : []),
    {
      title: '工作内容',
      key: 'content',
      ellipsis: true,
      render: (_v, r) => <Link to={`/seeOalog/${r.recordId}`}>{r.content.split('\n')[0]}</Link>,
    },
    {
      title: all ? '我已阅' : '领导已阅',
      key: 'read',
      width: 110,
      render: (_v, r) =>
        all && r.userId === me ? (
          <Badge status="default" text="本人" />
        ) : (all ? r.readByMe : r.readCount > 0) ? (
          <Badge status="success" text="已阅" />
        ) : (
          <Badge status="warning" text="未阅" />
        ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170 },
  ];
}

/** /oaloglist — 工作日志: today's record, my records, and (for leaders) everyone's with read state. */
export function OaLogListPage() {
  const isLeader = useSession((s) => s.user?.accountKind !== 'sub');
  const me = useSession((s) => s.user?.userId);
  const [range, setRange] = useState<[Dayjs, Dayjs]>();
  const [minePage, setMinePage] = useState(1);
  const [allPage, setAllPage] = useState(1);
  const dates = range
    ? { startDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') }
    : {};
  const mine = useWorkflowQuery<Paged<DailyRecordItem>>(
    dailyRecordCalls.findCurrentUserDailyRecord,
    {
      ...dates,
      pageNum: minePage,
      pageSize: PAGE,
    },
  );
  const all = useWorkflowQuery<Paged<DailyRecordItem>>(
    dailyRecordCalls.findAllUserDailyRecord,
    { ...dates, pageNum: allPage, pageSize: PAGE },
    isLeader,
  );
  const table = (q: typeof mine, page: number, setPage: (n: number) => void, everyone: boolean) => (
    <Table
      rowKey="recordId"
      size="middle"
      loading={q.isLoading}
      columns={columns(everyone, me)}
      dataSource={q.data?.list ?? []}
      locale={{ emptyText: '暂无工作日志' }}
      pagination={{
        current: page,
        pageSize: PAGE,
        total: q.data?.total ?? 0,
        onChange: setPage,
        showTotal: (n) => `共 ${n} 条`,
      }}
    />
  );
  return (
    <SystemShell system="oa" title="舆情办公审批" links={OA_LINKS}>
      <TodayRecordCard />
      <Card>
        <Tabs
          tabBarExtraContent={
            <Space>
              <DatePicker.RangePicker
                value={range}
                onChange={(v) => setRange(v ? (v as [Dayjs, Dayjs]) : undefined)}
              />
            </Space>
          }
          items={[
            ...(isLeader
              ? [{ key: 'all', label: '全部人员', children: table(all, allPage, setAllPage, true) }]
              : []),
            { key: 'mine', label: '我的日志', children: table(mine, minePage, setMinePage, false) },
          ]}
        />
      </Card>
    </SystemShell>
  );
}

export default OaLogListPage;
