import {
  BellOutlined,
  DisconnectOutlined,
  InboxOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Empty } from 'antd';
import type { ComponentType, CSSProperties, ReactNode } from 'react';

/** The six empty states of SPEC §2 "Shared views". */
export type EmptyStateType =
  'noData' | 'noFavorites' | 'noRanking' | 'noMessages' | 'noNetwork' | 'noRecipients';

interface EmptyStateInfo {
  text: string;
  Icon: ComponentType<{ style?: CSSProperties }>;
  color: string;
  background: string;
}

export const EMPTY_STATES: Record<EmptyStateType, EmptyStateInfo> = {
  noData: { text: '暂无数据', Icon: InboxOutlined, color: '#7a8ba6', background: '#eef2f8' },
  noFavorites: { text: '暂无收藏', Icon: StarOutlined, color: '#d89614', background: '#fdf5e6' },
  noRanking: { text: '暂无榜单', Icon: TrophyOutlined, color: '#c9783a', background: '#fbf0e7' },
  noMessages: { text: '暂无消息', Icon: BellOutlined, color: '#3f7bd9', background: '#ebf2fd' },
  noNetwork: {
    text: '网络异常',
    Icon: DisconnectOutlined,
    color: '#d4504c',
    background: '#fcecec',
  },
  noRecipients: { text: '暂无收件人', Icon: TeamOutlined, color: '#5a8f6e', background: '#ebf5ee' },
};

export interface EmptyStateProps {
  type?: EmptyStateType;
  /** Replaces the default text of the type. */
  description?: ReactNode;
  /** Actions under the text, e.g. a retry button. */
  children?: ReactNode;
  size?: 'default' | 'small';
}

/** Empty placeholder for lists, charts and panels. */
export function EmptyState({
  type = 'noData',
  description,
  children,
  size = 'default',
}: EmptyStateProps) {
  const { text, Icon, color, background } = EMPTY_STATES[type];
  const diameter = size === 'small' ? 56 : 88;
  return (
    <Empty
      image={
        <span
          aria-hidden
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: diameter,
            height: diameter,
            borderRadius: '50%',
            background,
          }}
        >
          <Icon style={{ fontSize: diameter * 0.45, color }} />
        </span>
      }
      styles={{ image: { height: diameter, marginBottom: 12 } }}
      description={
        <span style={{ color: 'rgba(0, 0, 0, 0.45)' }} data-empty-type={type}>
          {description ?? text}
        </span>
      }
      style={{ padding: size === 'small' ? '16px 0' : '40px 0' }}
    >
      {children}
    </Empty>
  );
}

export default EmptyState;
