import { DatabaseOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/hooks/useLogout';
import { useSession } from '../stores/useSession';
import styles from './MainLayout.module.css';

const ACCOUNT_CENTER_PATH = '/account/account';
const DATA_SOURCE_PATH = '/dataSourceCenter';

/** Avatar, name and the 账号中心 / 数据源管理 / 退出登录 dropdown. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const userName = useSession((state) => state.userName);
  const orgName = useSession((state) => state.user?.orgName ?? '');

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined />, label: '账号中心' },
    { key: 'dataSource', icon: <DatabaseOutlined />, label: '数据源管理' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  function handleMenuClick({ key }: { key: string }): void {
    if (key === 'account') {
      void navigate(ACCOUNT_CENTER_PATH);
    } else if (key === 'dataSource') {
      void navigate(DATA_SOURCE_PATH);
    } else if (key === 'logout') {
      logout.mutate();
    }
  }

  const displayName = userName || '用户';
  return (
    <Dropdown
      menu={{ items, onClick: handleMenuClick }}
      placement="bottomRight"
      trigger={['click']}
    >
      <div className={styles.user} role="button" tabIndex={0} aria-label="用户菜单">
        <Avatar size={32} style={{ background: '#1d5fd6', flex: 'none' }}>
          {displayName.slice(0, 1)}
        </Avatar>
        <div className={styles.userText}>
          <span>{displayName}</span>
          {orgName ? <span className={styles.userOrg}>{orgName}</span> : null}
        </div>
        <DownOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} />
      </div>
    </Dropdown>
  );
}
