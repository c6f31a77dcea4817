import { describe, expect, it } from 'vitest';
import { MODULES } from '@guanlan/shared';
import { flattenRoutes, LAYOUT_ROUTE, ROUTES } from './routes';
import type { AppRoute } from './routes';
import {
  SPEC_LAYOUT_PATHS,
  SPEC_PUBLIC_PATHS,
  SPEC_REDIRECTS,
  SPEC_STANDALONE_PATHS,
} from './spec-routes.fixture';

const all = flattenRoutes(ROUTES).filter((route) => route.path !== '*');
const uniquePaths = (routes: AppRoute[]) => [...new Set(routes.map((route) => route.path))].sort();
const CJK = /[\u4e00-\u9fff]/;

describe('router/routes', () => {
  it('holds exactly the paths of SPEC §2', () => {
    const spec = [...SPEC_PUBLIC_PATHS, ...SPEC_STANDALONE_PATHS, ...SPEC_LAYOUT_PATHS];
    expect(uniquePaths(all)).toEqual([...new Set(spec)].sort());
  });

  it('puts every layout page of SPEC under the layout at /', () => {
    const inLayout = uniquePaths(flattenRoutes([LAYOUT_ROUTE]));
    expect(inLayout).toEqual([...SPEC_LAYOUT_PATHS].sort());
  });

  it('gives every route a non-empty Chinese title', () => {
    for (const route of flattenRoutes(ROUTES)) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.title, route.path).toMatch(CJK);
    }
  });

  it('marks only the unauthenticated pages of SPEC as auth false', () => {
    const open = all.filter((route) => !route.auth).map((route) => route.path);
    expect(open.sort()).toEqual([...SPEC_PUBLIC_PATHS].sort());
  });

  it('sends unknown paths to /404 and keeps the redirects of SPEC', () => {
    const redirects = Object.fromEntries(
      flattenRoutes(ROUTES)
        .filter((route) => route.redirect !== undefined)
        .map((route) => [route.path, route.redirect]),
    );
    expect(redirects).toEqual(SPEC_REDIRECTS);
  });

  it('gives every page a component and every route a known module', () => {
    for (const route of flattenRoutes(ROUTES)) {
      expect(MODULES[route.module], route.path).toBeDefined();
      if (route.redirect === undefined) {
        expect(typeof route.component, route.path).toBe('function');
      }
    }
  });

  it('lists only parameterless routes in the menu', () => {
    const menu = all.filter((route) => route.menu);
    expect(menu.length).toBeGreaterThan(10);
    for (const route of menu) {
      expect(route.path).not.toContain(':');
    }
  });
});
