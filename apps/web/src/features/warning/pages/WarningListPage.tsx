import { CheckOutlined, DeleteOutlined, DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Dropdown, Popconfirm, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import { EXPORT_OPTIONS } from '../../../components/filters/filter-options';
import { timeScope } from '../../../components/filters/time-presets';
import { DEFAULT_WARNING_FILTER, WarningFilterBar } from '../components/WarningFilterBar';
import type { WarningFilter } from '../components/WarningFilterBar';
import { WarningVoiceSwitch } from '../components/WarningVoiceSwitch';
import {
  useDeleteWarnings,
  useExportWarnings,
  useReadWarnings,
  useUnreadWarningCount,
  useWarningArticles,
} from '../hooks/useWarningArticles';
import type { WarningArticle, WarningQuery } from '../hooks/useWarningArticles';
import { ALL_RULES, useWarningRules } from '../hooks/useWarningRules';
import { readStateInput } from '../warning';
import { warningColumns } from '../warning.columns';
import styles from '../Warning.module.css';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** /warningList — 预警信息: warned articles with filters, read marking, delete and export. */
export function WarningListPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<WarningFilter>(DEFAULT_WARNING_FILTER);
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [selected, setSelected] = useState<WarningArticle[]>([]);
  // 近15天 is computed from the moment the filter was chosen, so the query key stays stable.
  const [now, setNow] = useState(() => Date.now());

  const rules = useWarningRules(ALL_RULES);
  const unread = useUnreadWarningCount();
  const time = timeScope(filter.preset, filter.custom, now);
  const query: WarningQuery | undefined = time
    ? {
        ...time,
        warningLevel: filter.level === 'all' ? undefined : filter.level,
        warningRuleId: filter.warningRuleId,
        readState: readStateInput(filter.readState),
        keyword: filter.keyword || undefined,
        pageNum,
        pageSize,
      }
    : undefined;
  const articles = useWarningArticles(query);
  const clearSelection = () => setSelected([]);
  const read = useReadWarnings(clearSelection);
  const remove = useDeleteWarnings(clearSelection);
  const exporter = useExportWarnings();

  const { mutate: markRead } = read;
  const columns = useMemo(
    () => warningColumns({ onRead: (item) => markRead({ warningIds: [item.warningId] }) }),
    [markRead],
  );
  const ruleOptions = useMemo(
    () => (rules.data?.list ?? []).map((r) => ({ value: r.warningRuleId, label: r.ruleName })),
    [rules.data],
  );

  function handleFilter(next: WarningFilter): void {
    setFilter(next);
    setPageNum(1);
    setSelected([]);
    setNow(Date.now());
  }

  function handleExport(key: string): void {
    if (!time) {
      void message.warning('请先选择自定义时间范围');
      return;
    }
    const exportCount = Number(key) as 0 | 1000 | 5000 | 8000;
    if (exportCount === 0 && selected.length === 0) {
      void message.warning('请先勾选要导出的预警');
      return;
    }
    exporter.mutate({
      ...time,
      warningRuleId: filter.warningRuleId,
      keyword: filter.keyword || undefined,
      exportCount,
      articleIds: exportCount === 0 ? [...new Set(selected.map((s) => s.id))] : undefined,
      contentDisposition: 'attachment',
    });
  }

  const selectedIds = selected.map((s) => s.warningId);
  const unreadCount = unread.data?.count ?? 0;
  const listError = articles.error;

  return (
    <Card
      title={
        <Space size={12}>
          <span>预警信息</span>
          {unread.data ? (
            <span className={styles.unreadCount}>
              未读预警
              <Badge
                count={unreadCount}
                overflowCount={9999}
                showZero
                color={unreadCount > 0 ? '#f5222d' : '#bfbfbf'}
              />
              条
            </span>
          ) : null}
        </Space>
      }
      extra={<WarningVoiceSwitch />}
    >
      <WarningFilterBar
        value={filter}
        onChange={handleFilter}
        rules={ruleOptions}
        rulesLoading={rules.isLoading}
      />
      <div className={styles.toolbar}>
        <span className={styles.muted}>
          {articles.data ? `共 ${articles.data.total.toLocaleString('zh-CN')} 条` : ' '}
          {selected.length > 0 ? `，已选 ${selected.length} 条` : ''}
        </span>
        <Space wrap>
          <Button
            icon={<CheckOutlined />}
            disabled={selected.length === 0}
            loading={read.isPending && read.variables?.all !== true}
            onClick={() => read.mutate({ warningIds: selectedIds })}
          >
            标为已读
          </Button>
          <Popconfirm
            title="将全部预警标为已读？"
            okText="全部已读"
            cancelText="取消"
            onConfirm={() => read.mutate({ all: true })}
          >
            <Button disabled={unreadCount === 0 && unread.isSuccess}>全部已读</Button>
          </Popconfirm>
          <Popconfirm
            title={`删除所选的 ${selected.length} 条预警？`}
            description="文章本身不会被删除"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            disabled={selected.length === 0}
            onConfirm={() => remove.mutate({ warningIds: selectedIds })}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              loading={remove.isPending}
            >
              删除
            </Button>
          </Popconfirm>
          <Dropdown
            menu={{ items: [...EXPORT_OPTIONS], onClick: ({ key }) => handleExport(key) }}
            trigger={['click']}
          >
            <Button icon={<ExportOutlined />} loading={exporter.isPending}>
              导出 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      </div>
      {!time ? <Alert type="info" showIcon title="请选择自定义时间范围" /> : null}
      {listError && !isApiError(listError, 4100) ? (
        <EmptyState
          type={isApiError(listError) ? 'noData' : 'noNetwork'}
          description={isApiError(listError) ? listError.message : '预警信息加载失败'}
        >
          <Button onClick={() => void articles.refetch()}>重试</Button>
        </EmptyState>
      ) : (
        <Table
          rowKey="warningId"
          size="middle"
          columns={columns}
          dataSource={articles.data?.list ?? []}
          loading={articles.isFetching}
          scroll={{ x: 1100 }}
          rowSelection={{
            selectedRowKeys: selectedIds,
            onChange: (_keys, rows) => setSelected(rows),
          }}
          locale={{
            emptyText: (
              <EmptyState
                size="small"
                description={listError ? '预警功能尚未开放' : '暂无预警信息'}
              />
            ),
          }}
          pagination={pagination(articles.data?.total, '条', {
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
          })}
        />
      )}
    </Card>
  );
}

export default WarningListPage;
