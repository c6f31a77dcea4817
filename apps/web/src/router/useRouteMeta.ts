import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';
import type { RouteHandle } from './route-handle';

/** Metadata of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
}

/** Metadata of the deepest matched route (the page being shown). */
export function useRouteMeta(): RouteHandle | undefined {
  return useRouteHandles().at(-1);
}
