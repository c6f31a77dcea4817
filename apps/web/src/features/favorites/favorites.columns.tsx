import { Button, Dropdown, Popconfirm, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  carrierColumn,
  sentimentColumn,
  sourceColumn,
  timeColumn,
  titleColumn,
} from '../../components/articles/article-columns';
import { favoriteDetailsHref } from './favorites';
import type { FavoriteArticle, Folder } from './hooks/useFavorites';

export interface FavoriteColumnOptions {
  folders: Folder[];
  /** Shows the 收藏夹 column (when listing every folder). */
  showFolder: boolean;
  onMove: (article: FavoriteArticle, folderId: number) => void;
  onDelete: (article: FavoriteArticle) => void;
}

/** Columns of the archive's article list. */
export function favoriteColumns(o: FavoriteColumnOptions): TableColumnsType<FavoriteArticle> {
  const folderName = (id: number) => o.folders.find((f) => f.folderId === id)?.folderName ?? '—';
  return [
    titleColumn<FavoriteArticle>({
      href: (item) => favoriteDetailsHref(item.id, item.publishTime),
      strong: false,
      summary: false,
    }),
    sourceColumn<FavoriteArticle>(120),
    carrierColumn<FavoriteArticle>(),
    sentimentColumn<FavoriteArticle>(),
    timeColumn<FavoriteArticle>((item) => item.publishTime, { width: 136 }),
    ...(o.showFolder
      ? [
          {
            title: '收藏夹',
            key: 'folder',
            width: 100,
            ellipsis: true,
            render: (_value: unknown, item: FavoriteArticle) => folderName(item.folderId),
          },
        ]
      : []),
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_value, item) => (
        <Space size={0}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: o.folders
                .filter((f) => f.folderId !== item.folderId)
                .map((f) => ({ key: String(f.folderId), label: f.folderName })),
              onClick: ({ key }) => o.onMove(item, Number(key)),
            }}
          >
            <Button type="link" size="small">
              移动
            </Button>
          </Dropdown>
          <Popconfirm
            title="从收藏中删除这篇文章？"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => o.onDelete(item)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
