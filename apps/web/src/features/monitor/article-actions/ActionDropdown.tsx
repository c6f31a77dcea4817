import {
  AlertOutlined,
  FileAddOutlined,
  SmileOutlined,
  StarOutlined,
  StopOutlined,
  StarFilled,
} from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { ActionMenuItem, FolderChoice } from './article-actions';
import { actionMenu } from './article-actions';

const ICONS: Record<string, ReactNode> = {
  'menu:sentiment': <SmileOutlined />,
  'menu:favorite': <StarOutlined />,
  unfavorite: <StarFilled />,
  warning: <AlertOutlined />,
  'menu:report': <FileAddOutlined />,
  exclude: <StopOutlined />,
};

/** The icon of a top-level action, if it has one. */
export function actionIcon(key: string): ReactNode {
  return ICONS[key];
}

/** Plain menu entries → antd menu items, with the icon of each top-level action. */
export function toMenuItems(items: readonly ActionMenuItem[]): MenuProps['items'] {
  return items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: ICONS[item.key],
    ...(item.danger ? { danger: true } : {}),
    ...(item.children ? { children: toMenuItems(item.children) } : {}),
  }));
}

export interface ActionDropdownProps {
  folders: readonly FolderChoice[] | undefined;
  /** Offers 加入排除词 (special topics). */
  canExclude: boolean;
  onAction: (key: string) => void;
  children: ReactNode;
}

/** The whole action menu (with submenus) on one trigger: the 操作 of a row. */
export function ActionDropdown({ folders, canExclude, onAction, children }: ActionDropdownProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: toMenuItems(actionMenu(folders, { exclude: canExclude })),
        onClick: ({ key }) => onAction(key),
      }}
    >
      {children}
    </Dropdown>
  );
}
