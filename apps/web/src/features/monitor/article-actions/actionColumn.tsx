import { DownOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { TableColumnType } from 'antd';
import type { ArticleRow } from '../../../components/articles/article-columns';
import { ActionDropdown } from './ActionDropdown';
import type { ArticleActions } from './useArticleActions';

/** 操作: the whole action menu of one row of a monitoring list. */
export function actionColumn<T extends ArticleRow>(
  actions: Pick<ArticleActions, 'folders' | 'perform' | 'canExclude'>,
): TableColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width: 76,
    render: (_value, item) => (
      <ActionDropdown
        folders={actions.folders}
        canExclude={actions.canExclude}
        onAction={(key) => actions.perform(key, [item.id])}
      >
        <Button type="link" size="small" aria-label={`操作 ${item.title}`}>
          <Space size={2}>
            操作
            <DownOutlined />
          </Space>
        </Button>
      </ActionDropdown>
    ),
  };
}
