import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  AUDIT_KINDS,
  personalCenterCalls as pc,
  personalCenterSettingsCalls as pcs,
} from '@guanlan/shared';
import type { AuditKind, CallInput } from '@guanlan/shared';
import { Badge, Button, Card, DatePicker, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { download } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import { useSession } from '../../../stores/useSession';

interface AuditItem {
  id: number;
  timeText: string;
  userName: string;
  kind: AuditKind;
  kindName: string;
  title: string;
  resource: string | null;
  resourceId: string | null;
  resourceText: string;
  outcome: 'success' | 'failure';
  outcomeName: string;
  resultCode: number | null;
  ip: string;
  device: string;
  detail: string;
}

const KIND_COLOR: Record<AuditKind, string> = {
  login: 'blue',
  operation: 'geekblue',
  export: 'cyan',
  security: 'orange',
};
const PAGE_SIZE = 20;

type Query = CallInput<typeof pcs.findPageOperationLog>;

/** The people of the organisation the filter offers (root and ordinary accounts see them all). */
function usePeople(enabled: boolean) {
  const ordinary = useCallQuery(pc.findPageOrdinaryAccount, { pageSize: 200 }, { enabled });
  const sub = useCallQuery(pc.findPageSubAccount, { pageSize: 200 }, { enabled });
  return useMemo(() => {
    const rows = [
      ...((ordinary.data as { list?: { accountId: number; userName: string; realName: string }[] })
        ?.list ?? []),
      ...((sub.data as { list?: { accountId: number; userName: string; realName: string }[] })
        ?.list ?? []),
    ];
    return rows.map((r) => ({ value: r.accountId, label: `${r.realName}（${r.userName}）` }));
  }, [ordinary.data, sub.data]);
}

/** /safetyCenter/logAudit — 日志审计: who did what, from where, with what outcome. Read-only. */
export default function LogAuditPage() {
  const user = useSession((s) => s.user);
  const [filters, setFilters] = useState<Omit<Query, 'pageNum' | 'pageSize'>>({});
  const [pageNum, setPageNum] = useState(1);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const people = usePeople(user?.accountKind === 'root');
  const page = useCallQuery(pcs.findPageOperationLog, { ...filters, pageNum, pageSize: PAGE_SIZE });
  const data = page.data as { list: AuditItem[]; total: number } | undefined;
  const exportLog = useMutation({
    mutationFn: () => download(pcs.exportOperationLog, filters),
  });

  function patch(next: Partial<Query>): void {
    setFilters((f) => ({ ...f, ...next }));
    setPageNum(1);
  }

  const columns: TableColumnsType<AuditItem> = [
    { title: '时间', dataIndex: 'timeText', width: 160 },
    { title: '账号', dataIndex: 'userName', width: 120 },
    {
      title: '类别',
      dataIndex: 'kindName',
      width: 100,
      render: (name: string, row) => <Tag color={KIND_COLOR[row.kind]}>{name}</Tag>,
    },
    { title: '操作', dataIndex: 'title', ellipsis: true },
    {
      title: '对象',
      dataIndex: 'resourceText',
      width: 150,
      render: (text: string) => text || '—',
    },
    {
      title: '结果',
      dataIndex: 'outcome',
      width: 110,
      render: (outcome: string, row) =>
        outcome === 'success' ? (
          <Badge status="success" text="成功" />
        ) : (
          <Tooltip title={row.detail || undefined}>
            <Badge status="error" text={row.resultCode ? `失败 ${row.resultCode}` : '失败'} />
          </Tooltip>
        ),
    },
    { title: 'IP 地址', dataIndex: 'ip', width: 130 },
    { title: '设备', dataIndex: 'device', width: 80 },
    { title: '说明', dataIndex: 'detail', ellipsis: true },
  ];

  return (
    <Card
      title="日志审计"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exportLog.isPending}
          onClick={() => exportLog.mutate()}
        >
          导出 Excel
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {people.length > 0 ? (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部人员"
            aria-label="人员"
            style={{ width: 200 }}
            options={[
              ...(user
                ? [{ value: user.userId, label: `${user.realName ?? user.userName}（本人）` }]
                : []),
              ...people,
            ]}
            onChange={(v: number | undefined) => patch({ accountId: v })}
          />
        ) : null}
        <Select
          allowClear
          placeholder="全部类别"
          aria-label="类别"
          style={{ width: 140 }}
          options={(Object.keys(AUDIT_KINDS) as AuditKind[]).map((k) => ({
            value: k,
            label: AUDIT_KINDS[k],
          }))}
          onChange={(v: AuditKind | undefined) => patch({ kind: v })}
        />
        <Select
          allowClear
          placeholder="全部结果"
          aria-label="结果"
          style={{ width: 120 }}
          options={[
            { value: 'success', label: '成功' },
            { value: 'failure', label: '失败' },
          ]}
          onChange={(v: 'success' | 'failure' | undefined) => patch({ outcome: v })}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(v) => {
            setRange(v);
            patch({
              startTime: v?.[0]?.startOf('day').valueOf(),
              endTime: v?.[1]?.endOf('day').valueOf(),
            });
          }}
        />
        <Input.Search
          allowClear
          placeholder="账号、操作、IP"
          style={{ width: 220 }}
          onSearch={(v) => patch({ keyword: v.trim() || undefined })}
        />
      </Space>
      <Table<AuditItem>
        rowKey="id"
        size="small"
        loading={page.isLoading}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
        }}
      />
    </Card>
  );
}
