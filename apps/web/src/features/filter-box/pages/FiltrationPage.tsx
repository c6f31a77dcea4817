import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useColumnTree } from '../../special/hooks/useSpecials';
import { BatchAddModal } from '../components/BatchAddModal';
import { FilterAddBar } from '../components/FilterAddBar';
import { FILTER_TABS, scopeOptions, specialParam } from '../filter-box';
import type { FilterType } from '../filter-box';
import { filterBoxColumns } from '../filter-box.columns';
import {
  useDeleteFilterBoxes,
  useFilterBoxes,
  useSaveBatch,
  useSaveFilterBox,
  useToggleFilterBox,
} from '../hooks/useFilterBoxes';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** /account/filtration — 信息过滤: sites, authors and words kept out of every list and chart. */
export function FiltrationPage() {
  const [type, setType] = useState<FilterType>('site');
  const [keyword, setKeyword] = useState('');
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [isBatchOpen, setBatchOpen] = useState(false);
  const tab = FILTER_TABS.find((t) => t.key === type) ?? FILTER_TABS[0]!;

  const tree = useColumnTree();
  const scopes = useMemo(() => scopeOptions(tree.data ?? []), [tree.data]);
  const entries = useFilterBoxes({
    filterType: type,
    keyword: keyword || undefined,
    pageNum,
    pageSize,
  });
  const save = useSaveFilterBox(() => setPageNum(1));
  const batch = useSaveBatch(() => {
    setBatchOpen(false);
    setPageNum(1);
  });
  const remove = useDeleteFilterBoxes(() => setSelected([]));
  const toggle = useToggleFilterBox();

  const { mutate: toggleEntry } = toggle;
  const { mutate: removeEntries } = remove;
  const columns = useMemo(
    () =>
      filterBoxColumns({
        contentTitle: tab.label,
        onToggle: (entry, enabled) =>
          toggleEntry({ filterBoxId: entry.filterBoxId, enableState: enabled }),
        onDelete: (entry) => removeEntries({ filterBoxIds: [entry.filterBoxId] }),
      }),
    [tab.label, toggleEntry, removeEntries],
  );

  function handleTab(key: string): void {
    setType((FILTER_TABS.find((t) => t.key === key) ?? FILTER_TABS[0]!).key);
    setPageNum(1);
    setSelected([]);
  }

  return (
    <Card title="信息过滤">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="启用的过滤项会从信息列表、统计分析和导出中排除匹配的文章；停用后文章重新出现，不会丢失。"
      />
      <Tabs
        activeKey={type}
        onChange={handleTab}
        items={FILTER_TABS.map((t) => ({ key: t.key, label: `${t.label}过滤` }))}
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <FilterAddBar
          key={type}
          tab={tab}
          scopes={scopes}
          isSaving={save.isPending}
          onAdd={(content, scope) =>
            save.mutate({ filterType: type, content, ...specialParam(scope) })
          }
          onBatch={() => setBatchOpen(true)}
        />
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>{tab.hint}</div>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Input.Search
            allowClear
            aria-label="搜索过滤项"
            placeholder={`搜索${tab.label}`}
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNum(1);
            }}
          />
          <Popconfirm
            title={`删除所选的 ${selected.length} 项？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            disabled={selected.length === 0}
            onConfirm={() => remove.mutate({ filterBoxIds: selected })}
          >
            <Button icon={<DeleteOutlined />} danger disabled={selected.length === 0}>
              批量删除
            </Button>
          </Popconfirm>
        </Space>
        {entries.isError ? (
          <EmptyState type="noNetwork" description="过滤项加载失败">
            <Button onClick={() => void entries.refetch()}>重试</Button>
          </EmptyState>
        ) : (
          <Table
            rowKey="filterBoxId"
            size="middle"
            columns={columns}
            dataSource={entries.data?.list ?? []}
            loading={entries.isFetching}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
            }}
            locale={{
              emptyText: <EmptyState size="small" description={`暂无${tab.label}过滤项`} />,
            }}
            pagination={pagination(entries.data?.total, '项', { showSizeChanger: true })}
          />
        )}
      </Space>
      <BatchAddModal
        tab={tab}
        open={isBatchOpen}
        scopes={scopes}
        isSaving={batch.isPending}
        onSubmit={(contents, scope) =>
          batch.mutate({ filterType: type, contents, ...specialParam(scope) })
        }
        onCancel={() => setBatchOpen(false)}
      />
    </Card>
  );
}

export default FiltrationPage;
