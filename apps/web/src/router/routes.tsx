import { ACCOUNT_ROUTES } from './account-routes';
import { INSIGHT_ROUTES, WISDOM_ROUTES } from './insight-routes';
import { HOT_TOPIC_ROUTES, INTENSIVE_ROUTES, KIND_ROUTES } from './monitor-routes';
import { NAVY_ROUTES, OA_ROUTES } from './office-routes';
import { PUBLIC_ROUTES, STANDALONE_ROUTES } from './outside-layout-routes';
import type { AppRoute } from './route-table';
import { SOCIAL_ROUTES } from './social-routes';

export type { AppRoute, LazyPage } from './route-table';

/**
 * SPEC §2 — the children of the main layout at `/`. Each module family keeps its table in its own
 * file; the order here is the order of the table (and of the menu within a module).
 */
const LAYOUT_CHILDREN: AppRoute[] = [
  ...INSIGHT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...NAVY_ROUTES,
  ...INTENSIVE_ROUTES,
  ...OA_ROUTES,
  ...SOCIAL_ROUTES,
  ...WISDOM_ROUTES,
  ...KIND_ROUTES,
  ...HOT_TOPIC_ROUTES,
];

/** The main layout at `/`, which redirects to the dashboard. */
export const LAYOUT_ROUTE: AppRoute = {
  path: '/',
  title: '首页',
  auth: true,
  module: 'common',
  component: () => import('../layouts/MainLayout'),
  redirect: '/dashboard',
  children: LAYOUT_CHILDREN,
};

/** Any unknown path goes to /404. */
export const NOT_FOUND_PATH = '/404';
const CATCH_ALL: AppRoute = {
  path: '*',
  title: '页面不存在',
  auth: false,
  module: 'common',
  redirect: NOT_FOUND_PATH,
};

/** THE route table: every path of SPEC §2. */
export const ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...STANDALONE_ROUTES,
  LAYOUT_ROUTE,
  CATCH_ALL,
];

/** Every route of the table, depth first (a group before its children). */
export function flattenRoutes(routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}
