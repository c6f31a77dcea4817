import {
  DeleteOutlined,
  EditOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  MoreOutlined,
  PlusOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Dropdown, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { FolderKey } from '../favorites';
import type { Folder } from '../hooks/useFavorites';
import styles from '../Favorites.module.css';

export interface FolderPanelProps {
  folders: Folder[] | undefined;
  isLoading: boolean;
  selected: FolderKey;
  onSelect: (key: FolderKey) => void;
  onCreate: () => void;
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

/** 收藏夹 on the left: 全部收藏, 默认收藏夹 and the organisation's folders with counts. */
export function FolderPanel(props: FolderPanelProps) {
  const { folders, isLoading, selected, onSelect, onCreate, onRename, onDelete } = props;
  const { modal } = App.useApp();
  const total = folders?.reduce((n, f) => n + f.articleCount, 0) ?? 0;

  function confirmDelete(folder: Folder): void {
    modal.confirm({
      title: `删除收藏夹「${folder.folderName}」？`,
      content: '收藏夹中的文章不会丢失，将移至默认收藏夹。',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => onDelete(folder),
    });
  }

  function row(key: FolderKey, name: string, count: number, icon: ReactNode, folder?: Folder) {
    const isActive = selected === key;
    return (
      <div
        key={String(key)}
        role="button"
        tabIndex={0}
        className={`${styles.folder} ${isActive ? styles.folderActive : ''}`}
        onClick={() => onSelect(key)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            onSelect(key);
          }
        }}
      >
        <span className={styles.folderIcon}>{icon}</span>
        <span className={styles.folderName} title={name}>
          {name}
        </span>
        <span className={styles.folderCount}>{count}</span>
        {folder && !folder.isDefault ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rename', icon: <EditOutlined />, label: '重命名' },
                { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
              ],
              onClick: ({ key: action, domEvent }) => {
                domEvent.stopPropagation();
                if (action === 'rename') {
                  onRename(folder);
                } else {
                  confirmDelete(folder);
                }
              },
            }}
          >
            <Button
              type="text"
              size="small"
              aria-label={`管理收藏夹 ${name}`}
              icon={<MoreOutlined />}
              onClick={(e) => e.stopPropagation()}
            />
          </Dropdown>
        ) : (
          <span className={styles.folderSpacer} />
        )}
      </div>
    );
  }

  return (
    <Card
      title="收藏夹"
      size="small"
      extra={
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={onCreate}>
          新建
        </Button>
      }
      styles={{ body: { padding: 8 } }}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          {row('all', '全部收藏', total, <StarOutlined />)}
          {(folders ?? []).map((f) =>
            row(
              f.folderId,
              f.folderName,
              f.articleCount,
              selected === f.folderId ? <FolderOpenOutlined /> : <FolderOutlined />,
              f,
            ),
          )}
        </>
      )}
    </Card>
  );
}
