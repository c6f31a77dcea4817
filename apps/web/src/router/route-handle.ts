import type { ModuleKey } from '@guanlan/shared';

/** Route metadata attached to every react-router route as its `handle`. */
export interface RouteHandle {
  title: string;
  auth: boolean;
  module: ModuleKey;
  /** The table path of the route (absolute). */
  path: string;
  /** The menu entry this page lights up when it is not one itself. */
  activeMenu?: string;
  /** A table node with children, rendered around them. */
  section?: boolean;
  /** For a section: its parameterless children, shown as tabs. */
  tabs?: readonly { path: string; title: string }[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { title?: unknown }).title === 'string'
  );
}

/** The title of the deepest matched route that has one. */
export function titleOfMatches(handles: readonly unknown[]): string | undefined {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (isRouteHandle(handle)) {
      return handle.title;
    }
  }
  return undefined;
}
