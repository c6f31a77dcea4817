import { Button, Dropdown, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { carrierLabel, formatPublishTime, SENTIMENT_TAGS } from '../special/special';
import { favoriteDetailsHref } from './favorites';
import type { FavoriteArticle, Folder } from './hooks/useFavorites';
import styles from './Favorites.module.css';

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
    {
      title: '标题',
      key: 'title',
      ellipsis: true,
      render: (_value, item) => (
        <div className={styles.titleCell}>
          {item.isDemo ? (
            <Tag color="gold" className={styles.demoTag}>
              演示数据
            </Tag>
          ) : null}
          <Link to={favoriteDetailsHref(item.id, item.publishTime)} className={styles.titleLink}>
            <Typography.Text
              ellipsis={{ tooltip: item.title }}
              style={{ color: 'inherit', display: 'block' }}
            >
              {item.title}
            </Typography.Text>
          </Link>
        </div>
      ),
    },
    { title: '来源', dataIndex: 'siteName', key: 'siteName', width: 120, ellipsis: true },
    {
      title: '载体',
      key: 'carrier',
      width: 72,
      render: (_value, item) => carrierLabel(item.carrier),
    },
    {
      title: '情感',
      key: 'sentiment',
      width: 72,
      render: (_value, item) => {
        const tag = item.sentiment ? SENTIMENT_TAGS[item.sentiment] : undefined;
        return tag ? <Tag color={tag.color}>{tag.label}</Tag> : '—';
      },
    },
    {
      title: '发布时间',
      key: 'publishTime',
      width: 136,
      render: (_value, item) => formatPublishTime(item.publishTime),
    },
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
