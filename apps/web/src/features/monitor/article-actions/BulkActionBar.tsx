import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { actionMenu } from './article-actions';
import { actionIcon, toMenuItems } from './ActionDropdown';
import type { ArticleActions } from './useArticleActions';

export interface BulkActionBarProps {
  actions: ArticleActions;
  selected: readonly number[];
}

/**
 * 批量操作 on the checked articles: one button per action, submenus (情感, 收藏夹, 报告) as
 * dropdowns. Disabled until something is checked.
 */
export function BulkActionBar({ actions, selected }: BulkActionBarProps) {
  const disabled = selected.length === 0;
  return (
    <Space wrap size={8}>
      {actionMenu(actions.folders, { exclude: actions.canExclude }).map((item) => {
        const icon = actionIcon(item.key);
        if (item.children) {
          return (
            <Dropdown
              key={item.key}
              disabled={disabled}
              trigger={['click']}
              menu={{
                items: toMenuItems(item.children),
                onClick: ({ key }) => actions.perform(key, selected, true),
              }}
            >
              <Button size="small" icon={icon} disabled={disabled}>
                {item.label} <DownOutlined />
              </Button>
            </Dropdown>
          );
        }
        return (
          <Button
            key={item.key}
            size="small"
            icon={icon}
            disabled={disabled}
            onClick={() => actions.perform(item.key, selected, true)}
          >
            {item.label}
          </Button>
        );
      })}
    </Space>
  );
}
