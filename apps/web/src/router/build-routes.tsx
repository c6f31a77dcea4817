import { redirect } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { AppRoute, LazyPage } from './routes';
import type { RouteHandle } from './route-handle';

export interface BuildOptions {
  /** Loader of protected routes (the authentication guard). */
  guard: LoaderFunction;
  /** Page shown at a section's own path when it has no redirect. */
  sectionIndex: LazyPage;
}

function handleOf(route: AppRoute): RouteHandle {
  const tabs = route.children
    ?.filter((child) => !child.path.includes(':'))
    .map((child) => ({ path: child.path, title: child.title }));
  return {
    title: route.title,
    auth: route.auth,
    module: route.module,
    path: route.path,
    ...(route.activeMenu ? { activeMenu: route.activeMenu } : {}),
    ...(route.children ? { section: true } : {}),
    ...(tabs && tabs.length > 0 ? { tabs } : {}),
  };
}

function lazyOf(component: LazyPage): RouteObject['lazy'] {
  return async () => ({ Component: (await component()).default });
}

function redirectLoader(to: string): LoaderFunction {
  return () => redirect(to);
}

/** Redirecting routes never render; a component keeps react-router from warning about them. */
function Redirecting() {
  return null;
}

/** A route at `path` that shows `route`'s own page or redirects, guarded when it needs login. */
function pageRoute(route: AppRoute, options: BuildOptions, component?: LazyPage): RouteObject {
  const handle = handleOf(route);
  if (route.redirect !== undefined) {
    return {
      path: route.path,
      handle,
      loader: redirectLoader(route.redirect),
      Component: Redirecting,
    };
  }
  const page = component ?? route.component;
  return {
    path: route.path,
    handle,
    ...(route.auth ? { loader: options.guard } : {}),
    ...(page ? { lazy: lazyOf(page) } : {}),
  };
}

/**
 * Converts the route table to react-router routes. A table node with children becomes a
 * pathless layout route (its children may be siblings in the URL, such as /app/evolutionary
 * and /app/blogger) plus a route at its own path, unless one of the children already has it.
 */
export function toRouteObjects(routes: readonly AppRoute[], options: BuildOptions): RouteObject[] {
  return routes.map((route) => {
    if (!route.children) {
      return pageRoute(route, options);
    }
    const children = toRouteObjects(route.children, options);
    const handle = handleOf(route);
    const guard = route.auth ? { loader: options.guard } : {};
    const lazy = route.component ? { lazy: lazyOf(route.component) } : {};
    if (route.path === '/') {
      const index: RouteObject =
        route.redirect !== undefined
          ? { index: true, loader: redirectLoader(route.redirect), Component: Redirecting }
          : { index: true, lazy: lazyOf(options.sectionIndex) };
      return { path: '/', handle, ...guard, ...lazy, children: [index, ...children] };
    }
    const ownPathTaken = route.children.some((child) => child.path === route.path);
    const own = ownPathTaken ? [] : [pageRoute(route, options, options.sectionIndex)];
    return { handle, ...guard, ...lazy, children: [...own, ...children] };
  });
}
