import { PlusOutlined } from '@ant-design/icons';
import { formatCn, personalCenterCalls } from '@guanlan/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Input,
  Popconfirm,
  Result,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { useSession } from '../../../stores/useSession';
import { AccountFormModal } from '../components/AccountFormModal';
import type { AccountFormValues } from '../components/AccountFormModal';
import { GrantModal } from '../components/GrantModal';
import { TIER_CALLS, useCaPermission, useSaveCall } from '../hooks/useAccountCentre';
import type { AccountItem, ManagedKind } from '../account';
import { TIER_TEXT } from '../account';

const PAGE_SIZE = 10;

interface Page {
  list: AccountItem[];
  total: number;
}

/** 用户管理 (ordinary) and 子账号管理 (sub): list, quota, new/edit, enable, grants, delete. */
export function ManagedAccountsPage({ kind }: { kind: ManagedKind }) {
  const { message } = App.useApp();
  const accountKind = useSession((s) => s.user?.accountKind);
  const calls = TIER_CALLS[kind];
  const text = TIER_TEXT[kind];
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<AccountItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [granting, setGranting] = useState<AccountItem | null>(null);

  const allowed = accountKind === 'root' || (kind === 'sub' && accountKind === 'ordinary');
  const page = useCallQuery(
    calls.page,
    { keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE },
    { enabled: allowed },
  );
  const quota = useCaPermission(allowed);
  const save = useSaveCall(calls.save, [calls.page, calls.modules], '账号已保存', () =>
    setFormOpen(false),
  );
  const toggle = useSaveCall(calls.save, [calls.page], '状态已更新');
  const remove = useSaveCall(calls.remove, [calls.page], '账号已删除');
  const config = useCallMutation(calls.config);
  const grant = useSaveCall(calls.grants, [calls.page, calls.modules], '授权已保存', () =>
    setGranting(null),
  );

  if (accountKind === 'sub' || (kind === 'ordinary' && accountKind === 'ordinary')) {
    return (
      <Card>
        <Result
          status="403"
          title="无权管理"
          subTitle={kind === 'ordinary' ? '只有主账号可以管理同级账号' : '子账号无权管理账号'}
        />
      </Card>
    );
  }

  const data = page.data as Page | undefined;
  const q = quota.data as
    | {
        maxOrdinaryAccounts: number;
        ordinaryCount: number;
        maxSubAccounts: number;
        subCount: number;
      }
    | undefined;
  const used = kind === 'ordinary' ? q?.ordinaryCount : q?.subCount;
  const max = kind === 'ordinary' ? q?.maxOrdinaryAccounts : q?.maxSubAccounts;

  async function handleCreate(): Promise<void> {
    if (kind === 'ordinary') {
      const check = await call(personalCenterCalls.validateOrdinaryAccountCount, {});
      if (!check.valid) {
        void message.warning(check.message ?? '同级账号数量已达上限');
        return;
      }
    } else if (used !== undefined && max !== undefined && used >= max) {
      void message.warning(`子账号数量已达上限（${max}个）`);
      return;
    }
    setEditing(null);
    setFormOpen(true);
  }

  function handleSubmit(values: AccountFormValues): void {
    save.mutate({
      ...(editing ? { accountId: editing.accountId } : {}),
      userName: values.userName,
      realName: values.realName,
      password: values.password || undefined,
      email: values.email || undefined,
      remark: values.remark || undefined,
      expireTime: values.expire ? values.expire.endOf('day').valueOf() : undefined,
      enabled: values.enabled,
    });
  }

  const columns: TableColumnsType<AccountItem> = [
    { title: '用户名', dataIndex: 'userName', width: 140 },
    { title: '姓名', dataIndex: 'realName', width: 100 },
    {
      title: '可用模块',
      dataIndex: 'moduleNames',
      render: (names: string[]) =>
        names.length === 0 ? (
          <Tag color="blue">全部模块</Tag>
        ) : (
          <Space size={[0, 4]} wrap>
            {names.map((n) => (
              <Tag key={n}>{n}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '可见专题',
      dataIndex: 'specialIds',
      width: 110,
      render: (ids: number[] | null) => (ids === null ? '全部' : `${ids.length}个`),
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true },
    {
      title: '最近登录',
      dataIndex: 'lastLoginAt',
      width: 160,
      render: (t: number | null) => (t ? formatCn(t) : '从未登录'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, row) =>
        row.expireTime !== null && row.expireTime < Date.now() ? (
          <Tooltip title={`有效期至 ${formatCn(row.expireTime)}，编辑可延期`}>
            <Tag color="default">已过期</Tag>
          </Tooltip>
        ) : (
          <Switch
            size="small"
            checked={enabled}
            checkedChildren="启用"
            unCheckedChildren="停用"
            aria-label={`${row.userName} 启用状态`}
            onChange={(next) =>
              toggle.mutate({
                accountId: row.accountId,
                userName: row.userName,
                realName: row.realName || row.userName,
                enabled: next,
              })
            }
          />
        ),
    },
    {
      title: '操作',
      width: 180,
      render: (_, row) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setEditing(row);
              setFormOpen(true);
            }}
          >
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setGranting(row)}>
            授权
          </Button>
          <Popconfirm
            title={`删除${text.noun}「${row.userName}」？`}
            description="删除后该账号立即下线且无法登录。"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate({ accountId: row.accountId })}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={text.title}
      extra={
        <Space>
          {max !== undefined ? (
            <Typography.Text type="secondary">
              已用 {used} / {max} 个
            </Typography.Text>
          ) : null}
          <Input.Search
            placeholder="用户名或姓名"
            allowClear
            style={{ width: 200 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPageNum(1);
            }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void handleCreate()}>
            新建{text.noun}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={text.hint} style={{ marginBottom: 12 }} />
      <Table<AccountItem>
        rowKey="accountId"
        size="middle"
        loading={page.isLoading}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (total) => `共 ${total} 个`,
        }}
      />
      <AccountFormModal
        kind={kind}
        open={formOpen}
        editing={editing}
        saving={save.isPending}
        onCancel={() => setFormOpen(false)}
        onSubmit={handleSubmit}
      />
      <GrantModal
        kind={kind}
        calls={calls}
        account={granting}
        saving={grant.isPending}
        onCancel={() => setGranting(null)}
        onSubmit={(v) => {
          if (granting) {
            config.mutate({ accountId: granting.accountId, ...v.config });
            grant.mutate({ accountId: granting.accountId, ...v.grants });
          }
        }}
      />
    </Card>
  );
}
