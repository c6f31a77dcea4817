import { Card, Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRouteHandles } from '../router/useRouteMeta';
import { useSession } from '../stores/useSession';
import { tabVisible } from './menu';

/**
 * A route-table node with children (account centre, reports, incident analysis …): its
 * parameterless children as tabs above the child page.
 */
export function RouteSection() {
  // The innermost section is this one; an outer section's tabs (the layout's) never show here.
  const section = useRouteHandles().findLast((handle) => handle.section === true);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const accountKind = useSession((state) => state.user?.accountKind);
  const tabs = (section?.tabs ?? []).filter((tab) => tabVisible(tab.path, accountKind));

  function handleTabChange(path: string): void {
    void navigate(path);
  }

  if (tabs.length === 0) {
    return <Outlet />;
  }
  return (
    <>
      <Card
        variant="borderless"
        style={{ marginBottom: 16, boxShadow: '0 1px 2px rgba(15, 35, 70, 0.06)' }}
        styles={{ body: { padding: '4px 24px 0' } }}
      >
        <Tabs
          activeKey={tabs.some((tab) => tab.path === pathname) ? pathname : undefined}
          items={tabs.map((tab) => ({ key: tab.path, label: tab.title }))}
          onChange={handleTabChange}
          tabBarStyle={{ marginBottom: 0 }}
        />
      </Card>
      <Outlet />
    </>
  );
}

export default RouteSection;
