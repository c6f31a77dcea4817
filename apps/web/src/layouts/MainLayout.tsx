import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import { MODULES } from '@guanlan/shared';
import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../components/BrandLogo';
import { cx } from '../lib/cx';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { WarningLive } from '../features/warning/live/WarningLive';
import { HOME_PATH, PRODUCT_NAME } from '../router/guard-decision';
import { LAYOUT_ROUTE } from '../router/routes';
import { useRouteMeta } from '../router/useRouteMeta';
import { HeaderMessages } from './HeaderMessages';
import {
  applyMenuModules,
  buildMenuGroups,
  canOpenModule,
  moduleOfMenuPath,
  selectedMenuPath,
} from './menu';
import { useAppMenu } from './useAppMenu';
import { ForbiddenPage } from './ForbiddenPage';
import { useSession } from '../stores/useSession';
import type { MenuGroup } from './menu';
import styles from './MainLayout.module.css';
import { MODULE_ICONS } from './moduleIcons';
import { UserMenu } from './UserMenu';

const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;
const MENU_GROUPS = buildMenuGroups([LAYOUT_ROUTE]);

type MenuItems = NonNullable<MenuProps['items']>;

/** Modules with one entry are plain items; the others open as sub menus. */
function toMenuItems(groups: readonly MenuGroup[]): MenuItems {
  return groups.map((group) => {
    const icon = MODULE_ICONS[group.module];
    const [only] = group.entries;
    if (group.entries.length === 1 && only) {
      return { key: only.path, icon, label: only.title };
    }
    return {
      key: `module:${group.module}`,
      icon,
      label: group.label,
      children: group.entries.map((entry) => ({ key: entry.path, label: entry.title })),
    };
  });
}

/** The authenticated shell: side menu by module, header with messages and user menu. */
export function MainLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  useCurrentUser();
  const permissions = useSession((state) => state.user?.permissions);
  const menuModules = useAppMenu();
  const groups = useMemo(
    () => (menuModules ? applyMenuModules(MENU_GROUPS, menuModules) : []),
    [menuModules],
  );
  const { token } = theme.useToken();

  const [collapsed, setCollapsed] = useState(false);
  const selected = selectedMenuPath(groups, pathname, meta?.module, meta?.activeMenu);
  const activeModule = moduleOfMenuPath(groups, selected);
  // Until the user opens or closes a group, the group of the current page is open.
  const [chosenKeys, setOpenKeys] = useState<string[] | null>(null);
  const openKeys = chosenKeys ?? (activeModule ? [`module:${activeModule}`] : []);
  const items = useMemo(() => toMenuItems(groups), [groups]);
  const allowed = !meta || canOpenModule(meta.module, permissions);
  const firstEntry = groups.find((g) => canOpenModule(g.module, permissions))?.entries[0]?.path;

  function handleMenuClick({ key }: { key: string }): void {
    if (key !== pathname) {
      void navigate(key);
    }
  }

  function handleOpenChange(keys: string[]): void {
    setOpenKeys(keys);
  }

  function handleBrandClick(): void {
    void navigate(HOME_PATH);
  }

  function handleToggleCollapse(): void {
    setCollapsed((value) => !value);
  }

  const moduleLabel = meta && meta.module !== 'common' ? MODULES[meta.module] : undefined;
  const breadcrumb = [
    ...(moduleLabel && moduleLabel !== meta?.title ? [{ title: moduleLabel }] : []),
    { title: meta?.title ?? '' },
  ];

  return (
    <Layout>
      <Layout.Sider
        className={styles.sider}
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        trigger={null}
      >
        <div
          className={cx(styles.brand, collapsed && styles.brandCollapsed)}
          onClick={handleBrandClick}
          role="link"
          tabIndex={0}
        >
          <BrandLogo className={styles.brandMark} />
          {collapsed ? null : <span>{PRODUCT_NAME}</span>}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: handleOpenChange })}
          onClick={handleMenuClick}
        />
      </Layout.Sider>
      <Layout
        className={styles.main}
        style={{ marginLeft: collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH }}
      >
        <Layout.Header className={styles.header} style={{ background: token.colorBgContainer }}>
          <Button
            type="text"
            className={styles.trigger}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={handleToggleCollapse}
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
          />
          <Breadcrumb items={breadcrumb} />
          <div className={styles.headerRight}>
            <HeaderMessages />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <WarningLive />
          {allowed || !meta ? (
            <Outlet />
          ) : pathname === HOME_PATH && firstEntry ? (
            // A sub account without 首页 lands on its first granted page instead.
            <Navigate to={firstEntry} replace />
          ) : (
            <ForbiddenPage module={meta.module} />
          )}
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          {PRODUCT_NAME} · 全网舆情监测与分析平台
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}

export default MainLayout;
