import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Table, Typography } from 'antd';
import type { CallOutput, dataSourceCalls, SourceItem } from '@guanlan/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { sourceColumns } from '../data-source.columns';
import styles from '../DataSourceCenter.module.css';
import { useCollectJobs } from '../hooks/useCollectJobs';
import { useDeleteSource, useToggleSource } from '../hooks/useSources';
import { SourceDetail } from './SourceDetail';
import { SourceFormDrawer } from './SourceFormDrawer';

/** Height of the page's top bar; the table header sticks below it. */
const TOP_BAR_HEIGHT = 56;

type SourceList = CallOutput<typeof dataSourceCalls.findSourceList>;

export interface SourcesPanelProps {
  data: SourceList | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** When the list was loaded (epoch ms). */
  loadedAt: number;
  keyword: string;
  onSearch: (keyword: string) => void;
  onRefresh: () => void;
}

/** The source stays set while the drawer closes, so its title does not flip mid-animation. */
interface DrawerState {
  isOpen: boolean;
  source: SourceItem | undefined;
}

/** 数据源 tab: search, the health table with its row actions, and the add/edit drawer. */
export function SourcesPanel(props: SourcesPanelProps) {
  const { data, isLoading, isFetching, isError, loadedAt, keyword } = props;
  const [drawer, setDrawer] = useState<DrawerState>({ isOpen: false, source: undefined });
  const toggle = useToggleSource();
  const remove = useDeleteSource();
  const collect = useCollectJobs();

  const columns = sourceColumns({
    now: loadedAt,
    collecting: collect.views,
    togglingId: toggle.isPending ? Number(toggle.variables.sourceId) : undefined,
    onToggle: (item, enabled) => toggle.mutate({ sourceId: item.sourceId, enabled }),
    onCollect: (item) => collect.handleCollect(item.sourceId),
    onEdit: (item) => setDrawer({ isOpen: true, source: item }),
    onDelete: (item) => remove.mutate({ sourceId: item.sourceId }),
  });

  function handleAdd(): void {
    setDrawer({ isOpen: true, source: undefined });
  }

  function handleClose(): void {
    setDrawer((state) => ({ ...state, isOpen: false }));
  }

  const empty =
    isError && !data ? (
      <EmptyState type="noNetwork" description="数据源列表加载失败">
        <Button onClick={props.onRefresh}>重试</Button>
      </EmptyState>
    ) : (
      <EmptyState description={keyword ? `没有名称或地址包含「${keyword}」的数据源` : '暂无数据源'}>
        {keyword ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={handleAdd}>
            新增数据源
          </Button>
        )}
      </EmptyState>
    );

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          placeholder="按名称或地址搜索"
          allowClear
          defaultValue={keyword}
          maxLength={50}
          onSearch={props.onSearch}
          style={{ width: 300 }}
          enterButton
        />
        <div className={styles.toolbarRight}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            每 30 秒自动刷新
          </Typography.Text>
          <Button icon={<ReloadOutlined spin={isFetching} />} onClick={props.onRefresh}>
            刷新
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={handleAdd}>
            新增数据源
          </Button>
        </div>
      </div>
      <Table<SourceItem>
        rowKey="sourceId"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading && !data}
        locale={{ emptyText: empty }}
        scroll={{ x: 1330 }}
        sticky={{ offsetHeader: TOP_BAR_HEIGHT }}
        pagination={{
          pageSize: 20,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 个`,
        }}
        expandable={{ expandedRowRender: (item) => <SourceDetail item={item} /> }}
      />
      <SourceFormDrawer isOpen={drawer.isOpen} source={drawer.source} onClose={handleClose} />
    </>
  );
}
