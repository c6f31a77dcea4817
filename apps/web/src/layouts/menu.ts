import { MODULES } from '@guanlan/shared';
import type { ModuleKey } from '@guanlan/shared';
import type { AppRoute } from '../router/routes';

export interface MenuEntry {
  path: string;
  title: string;
}

export interface MenuGroup {
  module: ModuleKey;
  /** Chinese module name from MODULES. */
  label: string;
  entries: MenuEntry[];
}

function menuRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [
    ...(route.menu ? [route] : []),
    ...menuRoutes(route.children ?? []),
  ]);
}

/** Settings-like modules close the menu; the monitoring modules come first. */
const TRAILING_MODULES: readonly ModuleKey[] = ['account', 'common'];

function menuOrder(): ModuleKey[] {
  const keys = Object.keys(MODULES) as ModuleKey[];
  return [...keys.filter((key) => !TRAILING_MODULES.includes(key)), ...TRAILING_MODULES];
}

/**
 * The side menu: routes flagged `menu`, grouped by module in the order of MODULES (account
 * centre and app centre last).
 */
export function buildMenuGroups(routes: readonly AppRoute[]): MenuGroup[] {
  const byModule = new Map<ModuleKey, MenuEntry[]>();
  for (const route of menuRoutes(routes)) {
    const entries = byModule.get(route.module) ?? [];
    entries.push({ path: route.path, title: route.title });
    byModule.set(route.module, entries);
  }
  return menuOrder()
    .filter((module) => byModule.has(module))
    .map((module) => ({ module, label: MODULES[module], entries: byModule.get(module) ?? [] }));
}

/**
 * The menu entry to highlight: the current path when it is an entry, then the page's declared
 * `activeMenu`, otherwise the first entry of the page's module (detail pages light up their
 * module).
 */
export function selectedMenuPath(
  groups: readonly MenuGroup[],
  pathname: string,
  module: ModuleKey | undefined,
  activeMenu?: string,
): string | undefined {
  for (const candidate of [pathname, activeMenu]) {
    if (candidate && groups.some((g) => g.entries.some((entry) => entry.path === candidate))) {
      return candidate;
    }
  }
  return groups.find((group) => group.module === module)?.entries[0]?.path;
}

/** The module group that holds a menu path. */
export function moduleOfMenuPath(groups: readonly MenuGroup[], path: string | undefined) {
  return groups.find((group) => group.entries.some((entry) => entry.path === path))?.module;
}

/** One module of the session's menu as /api/menu/findAppFromMenu answers it. */
export interface MenuModule {
  module: string;
  /** The account's alias for it, or its Chinese name. */
  title: string;
}

/**
 * The menu the session sees: only the modules the server lists (edition ∩ 应用中心 ∩ grants ∩
 * the account's 导航设置), in its order, each group renamed to its alias.
 */
export function applyMenuModules(
  groups: readonly MenuGroup[],
  modules: readonly MenuModule[],
): MenuGroup[] {
  return modules.flatMap(({ module, title }) => {
    const group = groups.find((g) => g.module === module);
    if (!group) {
      return [];
    }
    const renamed = title !== group.label;
    const [only] = group.entries;
    const entries =
      renamed && group.entries.length === 1 && only ? [{ ...only, title }] : group.entries;
    return [{ ...group, label: title, entries }];
  });
}

/** Modules every logged-in account may open, whatever its grants (as on the server). */
const ALWAYS_OPEN: readonly ModuleKey[] = ['auth', 'common', 'message', 'account'];

/** Whether an account with `permissions` may open a page of `module` (unknown yet: yes). */
export function canOpenModule(module: ModuleKey, permissions: readonly string[] | undefined) {
  return ALWAYS_OPEN.includes(module) || (permissions?.includes(module) ?? true);
}

/** Account-centre tabs only some tiers may use: 用户管理 (root) and 子账号管理 (root, ordinary). */
const TAB_TIERS: Record<string, readonly string[]> = {
  '/account/userMgt': ['root'],
  '/account/childMgt': ['root', 'ordinary'],
};

/** Whether an account of `accountKind` sees the section tab at `path` (unknown yet: yes). */
export function tabVisible(path: string, accountKind: string | undefined): boolean {
  const tiers = TAB_TIERS[path];
  return !tiers || accountKind === undefined || tiers.includes(accountKind);
}
