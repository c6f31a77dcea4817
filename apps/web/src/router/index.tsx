import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage';
import { toRouteObjects } from './build-routes';
import { authGuardLoader } from './guards';
import { LAYOUT_ROUTE, ROUTES } from './routes';

/** The app's data router (history mode) built from the one route table. */
export function createAppRouter() {
  const routes = toRouteObjects(ROUTES, {
    guard: authGuardLoader,
    sectionIndex: () => import('../components/PlaceholderPage'),
  });
  const withLayoutBoundary = routes.map((route): RouteObject =>
    route.path === LAYOUT_ROUTE.path ? { ...route, ErrorBoundary: RouteErrorPage } : route,
  );
  return createBrowserRouter([
    {
      id: 'root',
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: withLayoutBoundary,
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
