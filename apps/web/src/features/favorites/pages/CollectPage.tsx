import { DeleteOutlined, DownOutlined, ExportOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Popconfirm, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { FavoriteFilterBar, DEFAULT_FAVORITE_FILTER } from '../components/FavoriteFilterBar';
import type { FavoriteFilter } from '../components/FavoriteFilterBar';
import { FolderNameModal } from '../components/FolderNameModal';
import { FolderPanel } from '../components/FolderPanel';
import {
  exportCountOf,
  FAVORITE_EXPORT_OPTIONS,
  favoriteTimeScope,
  folderFilter,
} from '../favorites';
import type { FolderKey } from '../favorites';
import { favoriteColumns } from '../favorites.columns';
import {
  useDeleteFavorites,
  useDeleteFolder,
  useExportFavorites,
  useFavoriteArticles,
  useFolders,
  useMoveFavorites,
  useSaveFolder,
} from '../hooks/useFavorites';
import type { FavoriteQuery, Folder } from '../hooks/useFavorites';
import styles from '../Favorites.module.css';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** /account/collect — 收藏归档: folders on the left, the chosen folder's articles on the right. */
export function CollectPage() {
  const { message } = App.useApp();
  const [folder, setFolder] = useState<FolderKey>('all');
  const [filter, setFilter] = useState<FavoriteFilter>(DEFAULT_FAVORITE_FILTER);
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ folderId?: number; folderName?: string }>();
  // The end of 全部时间 is fixed when the filter is chosen, so the query key stays stable.
  const [now, setNow] = useState(() => Date.now());

  const folders = useFolders();
  const time = favoriteTimeScope(filter.preset, filter.custom, now);
  const scope = time
    ? {
        ...time,
        ...folderFilter(folder),
        carriers: filter.carriers.length > 0 ? filter.carriers : undefined,
        sentiments: filter.sentiments.length > 0 ? filter.sentiments : undefined,
        keyword: filter.keyword || undefined,
      }
    : undefined;
  const query: FavoriteQuery | undefined = scope ? { ...scope, pageNum, pageSize } : undefined;
  const articles = useFavoriteArticles(query);
  const clearSelection = () => setSelected([]);
  const saveFolder = useSaveFolder(() => setEditing(undefined));
  const deleteFolder = useDeleteFolder(() => setFolder('all'));
  const move = useMoveFavorites(clearSelection);
  const remove = useDeleteFavorites(clearSelection);
  const exporter = useExportFavorites();

  const folderList = useMemo(() => folders.data ?? [], [folders.data]);
  const { mutate: moveArticles } = move;
  const { mutate: removeArticles } = remove;
  const columns = useMemo(
    () =>
      favoriteColumns({
        folders: folderList,
        showFolder: folder === 'all',
        onMove: (item, folderId) => moveArticles({ articleIds: [item.id], folderId }),
        onDelete: (item) => removeArticles({ articleIds: [item.id] }),
      }),
    [folderList, folder, moveArticles, removeArticles],
  );

  function reset(): void {
    setPageNum(1);
    setSelected([]);
    setNow(Date.now());
  }

  function handleFolder(key: FolderKey): void {
    setFolder(key);
    reset();
  }

  function handleFilter(next: FavoriteFilter): void {
    setFilter(next);
    reset();
  }

  function handleExport(key: string): void {
    const exportCount = exportCountOf(key);
    if (!scope) {
      void message.warning('请先选择自定义时间范围');
      return;
    }
    if (exportCount === 0 && selected.length === 0) {
      void message.warning('请先勾选要导出的文章');
      return;
    }
    exporter.mutate({
      ...scope,
      exportCount,
      articleIds: exportCount === 0 ? selected : undefined,
      contentDisposition: 'attachment',
    });
  }

  const title =
    folder === 'all'
      ? '全部收藏'
      : (folderList.find((f) => f.folderId === folder)?.folderName ?? '收藏夹');
  const hasSelection = selected.length > 0;

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <FolderPanel
          folders={folders.data}
          isLoading={folders.isLoading}
          selected={folder}
          onSelect={handleFolder}
          onCreate={() => setEditing({})}
          onRename={(f: Folder) => setEditing({ folderId: f.folderId, folderName: f.folderName })}
          onDelete={(f: Folder) => deleteFolder.mutate({ folderId: f.folderId })}
        />
      </div>
      <div className={styles.main}>
        <Card title={title}>
          <FavoriteFilterBar value={filter} onChange={handleFilter} />
          <div className={styles.toolbar}>
            <span className={styles.hint}>
              {articles.data ? `共 ${articles.data.total.toLocaleString('zh-CN')} 篇` : ' '}
              {hasSelection ? `，已选 ${selected.length} 篇` : ''}
            </span>
            <Space wrap>
              <Dropdown
                disabled={!hasSelection}
                trigger={['click']}
                menu={{
                  items: folderList.map((f) => ({ key: String(f.folderId), label: f.folderName })),
                  onClick: ({ key }) =>
                    move.mutate({ articleIds: selected, folderId: Number(key) }),
                }}
              >
                <Button icon={<SwapOutlined />} disabled={!hasSelection} loading={move.isPending}>
                  移动到 <DownOutlined />
                </Button>
              </Dropdown>
              <Popconfirm
                title={`从收藏中删除所选的 ${selected.length} 篇文章？`}
                okText="删除"
                okButtonProps={{ danger: true }}
                disabled={!hasSelection}
                onConfirm={() => remove.mutate({ articleIds: selected })}
              >
                <Button
                  icon={<DeleteOutlined />}
                  danger
                  disabled={!hasSelection}
                  loading={remove.isPending}
                >
                  删除
                </Button>
              </Popconfirm>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [...FAVORITE_EXPORT_OPTIONS],
                  onClick: ({ key }) => handleExport(key),
                }}
              >
                <Button icon={<ExportOutlined />} loading={exporter.isPending}>
                  导出 <DownOutlined />
                </Button>
              </Dropdown>
            </Space>
          </div>
          {articles.isError ? (
            <EmptyState type="noNetwork" description="收藏加载失败">
              <Button onClick={() => void articles.refetch()}>重试</Button>
            </EmptyState>
          ) : (
            <Table
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={articles.data?.list ?? []}
              loading={articles.isFetching}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
              }}
              locale={{
                emptyText: (
                  <EmptyState
                    type="noFavorites"
                    size="small"
                    description="暂无收藏，可在专题的信息列表中收藏文章"
                  />
                ),
              }}
              pagination={pagination(articles.data?.total, '篇', {
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
              })}
            />
          )}
        </Card>
      </div>
      <FolderNameModal
        editing={editing}
        isSaving={saveFolder.isPending}
        onSubmit={(value) => saveFolder.mutate(value)}
        onCancel={() => setEditing(undefined)}
      />
    </div>
  );
}

export default CollectPage;
