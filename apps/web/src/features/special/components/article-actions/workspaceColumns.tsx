import { DownOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { articleColumns } from '../../special.columns';
import type { SpecialArticle } from '../../special.columns';
import { ActionDropdown } from './ActionDropdown';
import type { ArticleActions } from './useArticleActions';

/** A compact tag, so the title keeps most of its column. */
const DEMO_TAG = {
  flex: '0 0 auto',
  marginInlineEnd: 0,
  marginTop: 2,
  paddingInline: 3,
  fontSize: 11,
  lineHeight: '16px',
} as const;

/** Narrower fixed columns than the topic list's own, to leave room for the 操作 column. */
const WIDTHS: Record<string, number> = {
  siteName: 120,
  carrier: 64,
  sentiment: 64,
  publishTime: 136,
  similarCount: 76,
};

/**
 * The workspace list's columns: the topic's article columns, a 演示数据 tag before the title of
 * generated demo articles, and an 操作 menu per row.
 */
export function workspaceColumns(
  specialId: number,
  actions: Pick<ArticleActions, 'folders' | 'perform'>,
): TableColumnsType<SpecialArticle> {
  const base = articleColumns(specialId).map((column) => {
    const width = WIDTHS[String(column.key)];
    if (width !== undefined) {
      return { ...column, width };
    }
    if (column.key !== 'title' || !column.render) {
      return column;
    }
    // The topic's title column renders a plain node (never a cell with props).
    const renderTitle = (value: unknown, item: SpecialArticle, index: number) =>
      column.render?.(value, item, index) as ReactNode;
    return {
      ...column,
      render: (value: unknown, item: SpecialArticle, index: number) =>
        item.isDemo ? (
          <div style={{ display: 'flex', gap: 6, alignItems: 'flex-start', minWidth: 0 }}>
            <Tag color="gold" style={DEMO_TAG}>
              演示数据
            </Tag>
            <div style={{ minWidth: 0, flex: '1 1 auto' }}>{renderTitle(value, item, index)}</div>
          </div>
        ) : (
          renderTitle(value, item, index)
        ),
    };
  });
  return [
    ...base,
    {
      title: '操作',
      key: 'actions',
      width: 76,
      render: (_value, item) => (
        <ActionDropdown
          folders={actions.folders}
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
    },
  ];
}
