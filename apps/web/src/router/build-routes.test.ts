import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { toRouteObjects } from './build-routes';
import { ROUTES } from './routes';
import { SPEC_LAYOUT_PATHS, SPEC_PUBLIC_PATHS, SPEC_STANDALONE_PATHS } from './spec-routes.fixture';

const guard = () => null;
const objects = toRouteObjects(ROUTES, {
  guard,
  sectionIndex: () => Promise.resolve({ default: () => null }),
});

function walk(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...walk(route.children ?? [])]);
}

async function redirectTarget(route: RouteObject | undefined): Promise<string | null> {
  const loader = route?.loader;
  if (typeof loader !== 'function') {
    return null;
  }
  const url = new URL('http://127.0.0.1/');
  const args = { request: new Request(url), url, pattern: '/', params: {}, context: undefined };
  const result: unknown = await loader(args, undefined);
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('router/build-routes', () => {
  const routes = walk(objects);
  const byPath = (path: string) => routes.find((route) => route.path === path);

  it('gives react-router a route for every SPEC path', () => {
    const paths = new Set(routes.map((route) => route.path).filter(Boolean));
    for (const path of [...SPEC_PUBLIC_PATHS, ...SPEC_STANDALONE_PATHS, ...SPEC_LAYOUT_PATHS]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('guards protected pages and leaves public ones alone', () => {
    expect(byPath('/dashboard')?.loader).toBe(guard);
    expect(byPath('/paperDetail')?.loader).toBe(guard);
    expect(byPath('/login')?.loader).toBeUndefined();
  });

  it('turns table redirects into redirecting loaders', async () => {
    const layout = byPath('/');
    const index = layout?.children?.find((route) => route.index);
    expect(await redirectTarget(index)).toBe('/dashboard');
    expect(await redirectTarget(byPath('/app/evolutionary'))).toBe('/app/blogger');
    expect(await redirectTarget(byPath('/analyseSet'))).toBe('/analyseSet/addAnalyse/notCreated');
    expect(await redirectTarget(byPath('*'))).toBe('/404');
  });

  it('carries the Chinese title in each handle', () => {
    expect(byPath('/warningList')?.handle).toMatchObject({ title: '预警信息', auth: true });
    expect(byPath('/login')?.handle).toMatchObject({ title: '登录', auth: false });
    expect(byPath('/newRules')?.handle).toMatchObject({ activeMenu: '/setWarning' });
  });

  it('marks every section so a section without tabs never shows an outer one', () => {
    const sectionOf = (childPath: string) =>
      routes.find((route) => route.children?.some((child) => child.path === childPath));
    expect(sectionOf('/analyseSet/addAnalyse/:id')?.handle).toMatchObject({ section: true });
    expect(sectionOf('/analyseSet/addAnalyse/:id')?.handle).not.toHaveProperty('tabs');
    expect(sectionOf('/report/daily')?.handle).toMatchObject({ section: true });
    expect(
      (sectionOf('/report/daily')?.handle as { tabs?: unknown[] }).tabs?.length,
    ).toBeGreaterThan(1);
  });
});
