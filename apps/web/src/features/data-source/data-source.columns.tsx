import { Button, Popconfirm, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CallOutput, SourceItem } from '@guanlan/shared';
import type { dataSourceCalls } from '@guanlan/shared';
import { CollectProgress } from './components/CollectProgress';
import { HealthCell } from './components/HealthCell';
import {
  carrierLabel,
  formatTime,
  KIND_LABELS,
  lastSuccessText,
  nextRunText,
  timeAgo,
} from './data-source';
import type { CollectView } from './hooks/useCollectJobs';

export type ApiKeyItem = CallOutput<typeof dataSourceCalls.findApiKeyList>[number];

export interface SourceColumnContext {
  /** The time the list was loaded; relative times are measured from it. */
  now: number;
  collecting: ReadonlyMap<number, CollectView>;
  togglingId: number | undefined;
  onToggle: (item: SourceItem, enabled: boolean) => void;
  onCollect: (item: SourceItem) => void;
  onEdit: (item: SourceItem) => void;
  onDelete: (item: SourceItem) => void;
}

const READ_ONLY_HINT = '平台默认数据源由平台管理员维护';

function numberCell(value: number) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value.toLocaleString('zh-CN')}</span>
  );
}

function actionsOf(item: SourceItem, ctx: SourceColumnContext) {
  const view = ctx.collecting.get(item.sourceId);
  const collect = view ? (
    <CollectProgress view={view} />
  ) : (
    <Tooltip title={item.enabled ? undefined : '数据源已停用，请先启用'}>
      <Button type="link" size="small" disabled={!item.enabled} onClick={() => ctx.onCollect(item)}>
        立即采集
      </Button>
    </Tooltip>
  );
  return (
    <Space size={0} wrap={false}>
      {collect}
      {item.isShared ? null : (
        <>
          <Button type="link" size="small" onClick={() => ctx.onEdit(item)}>
            编辑
          </Button>
          <Popconfirm
            title="删除数据源"
            description={`删除「${item.name}」后将不再采集，已入库的文章保留。确定删除？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => ctx.onDelete(item)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}

/** Columns of the source directory (数据源列表). */
export function sourceColumns(ctx: SourceColumnContext): TableColumnsType<SourceItem> {
  return [
    {
      title: '名称',
      key: 'name',
      width: 200,
      fixed: 'left',
      render: (_, item) => (
        <div style={{ minWidth: 0 }}>
          <Space size={6}>
            <Typography.Text strong>{item.name}</Typography.Text>
            {item.isShared ? <Tag color="geekblue">平台默认</Tag> : null}
          </Space>
          <Typography.Text
            type="secondary"
            style={{ display: 'block', fontSize: 12, maxWidth: 180 }}
            ellipsis={{ tooltip: item.url }}
          >
            {item.url}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 68,
      render: (kind: SourceItem['kind']) => <Tag>{KIND_LABELS[kind]}</Tag>,
    },
    {
      title: '载体',
      key: 'carrier',
      width: 68,
      render: (_, item) => carrierLabel(item.carrier, item.isAbroad),
    },
    {
      title: '地区',
      dataIndex: 'region',
      width: 76,
      ellipsis: true,
      render: (region: string | null) => region ?? '—',
    },
    {
      title: '境内/境外',
      dataIndex: 'isAbroad',
      width: 80,
      render: (isAbroad: boolean) =>
        isAbroad ? <Tag color="purple">境外</Tag> : <Tag color="cyan">境内</Tag>,
    },
    {
      title: '健康状态',
      key: 'health',
      width: 210,
      render: (_, item) => <HealthCell item={item} now={ctx.now} />,
    },
    {
      title: '今日采集',
      key: 'itemsToday',
      width: 80,
      align: 'right',
      render: (_, item) => numberCell(item.health.itemsToday),
    },
    {
      title: '近7日日均',
      key: 'itemsPerDay7',
      width: 84,
      align: 'right',
      render: (_, item) => numberCell(item.health.itemsPerDay7),
    },
    {
      title: '上次成功',
      key: 'lastSuccessAt',
      width: 96,
      render: (_, item) => (
        <Tooltip title={item.lastSuccessAt === null ? undefined : formatTime(item.lastSuccessAt)}>
          <span>{lastSuccessText(item, ctx.now)}</span>
        </Tooltip>
      ),
    },
    {
      title: '下次采集',
      key: 'nextRunAt',
      width: 96,
      render: (_, item) => (
        <Tooltip title={item.enabled ? formatTime(item.nextRunAt) : undefined}>
          <span>{nextRunText(item, ctx.now)}</span>
        </Tooltip>
      ),
    },
    {
      title: '启用',
      key: 'enabled',
      width: 60,
      render: (_, item) => (
        <Tooltip title={item.isShared ? READ_ONLY_HINT : undefined}>
          <Switch
            size="small"
            checked={item.enabled}
            disabled={item.isShared}
            loading={ctx.togglingId === item.sourceId}
            onChange={(checked) => ctx.onToggle(item, checked)}
            aria-label={`${item.enabled ? '停用' : '启用'}${item.name}`}
          />
        </Tooltip>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, item) => actionsOf(item, ctx),
    },
  ];
}

export interface ApiKeyColumnContext {
  now: number;
  revokingId: number | undefined;
  onRevoke: (item: ApiKeyItem) => void;
}

/** Columns of the 数据接入密钥 list. */
export function apiKeyColumns(ctx: ApiKeyColumnContext): TableColumnsType<ApiKeyItem> {
  return [
    { title: '名称', dataIndex: 'name', width: 220 },
    {
      title: '密钥',
      dataIndex: 'keyPrefix',
      render: (prefix: string) => <Typography.Text code>{`${prefix}••••••••••••`}</Typography.Text>,
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 180,
      render: (createdAt: number) => formatTime(createdAt),
    },
    {
      title: '最近使用',
      dataIndex: 'lastUsedAt',
      width: 160,
      render: (lastUsedAt: number | null) => (
        <Tooltip title={lastUsedAt === null ? undefined : formatTime(lastUsedAt)}>
          <span>{timeAgo(lastUsedAt, ctx.now, '从未使用')}</span>
        </Tooltip>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, item) => (
        <Popconfirm
          title="停用密钥"
          description={`停用「${item.name}」后，使用该密钥的推送将被拒绝，且无法恢复。确定停用？`}
          okText="停用"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => ctx.onRevoke(item)}
        >
          <Button type="link" size="small" danger loading={ctx.revokingId === item.keyId}>
            停用
          </Button>
        </Popconfirm>
      ),
    },
  ];
}
