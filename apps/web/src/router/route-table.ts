import type { ComponentType } from 'react';
import type { ModuleKey } from '@guanlan/shared';

/** A lazily loaded page module (its default export is the page component). */
export type LazyPage = () => Promise<{ default: ComponentType }>;

/**
 * One entry of the route table (ant-design-pro style). Paths are absolute. A node with
 * children renders its component around them; its own path shows a redirect or a page.
 */
export interface AppRoute {
  path: string;
  /** Chinese page title; the browser title is `${title} - 观澜舆情`. */
  title: string;
  /** Whether the page needs the authentication cookie (false only for SPEC §2 public pages). */
  auth: boolean;
  /** Permission module, used to group the side menu. */
  module: ModuleKey;
  component?: LazyPage;
  redirect?: string;
  children?: AppRoute[];
  /** Listed in the side menu of the main layout. */
  menu?: boolean;
  /** A page outside the menu that lights up this menu entry (an editor lights its list). */
  activeMenu?: string;
}

const placeholder: LazyPage = () => import('../components/PlaceholderPage');
const section: LazyPage = () => import('../layouts/RouteSection');

type Extra = Partial<Pick<AppRoute, 'component' | 'redirect' | 'children' | 'menu' | 'activeMenu'>>;

/** A page that needs login (the default). */
export function page(path: string, title: string, module: ModuleKey, extra: Extra = {}): AppRoute {
  const component = extra.children ? section : placeholder;
  return { path, title, auth: true, module, component, ...extra };
}

/** A page open to visitors without a session. */
export function publicPage(
  path: string,
  title: string,
  component: LazyPage = placeholder,
): AppRoute {
  return { path, title, auth: false, module: 'auth', component };
}
