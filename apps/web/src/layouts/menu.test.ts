import { describe, expect, it } from 'vitest';
import { MODULES } from '@guanlan/shared';
import { LAYOUT_ROUTE } from '../router/routes';
import { buildMenuGroups, selectedMenuPath } from './menu';

const groups = buildMenuGroups([LAYOUT_ROUTE]);

describe('layouts/menu', () => {
  it('groups menu routes by module in the order of MODULES, with Chinese names', () => {
    const order = Object.keys(MODULES).filter((key) => key !== 'account' && key !== 'common');
    expect(groups.slice(-2).map((group) => group.module)).toEqual(['account', 'common']);
    const indexes = groups.slice(0, -2).map((group) => order.indexOf(group.module));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(groups[0]).toEqual({
      module: 'dashboard',
      label: '首页',
      entries: [{ path: '/dashboard', title: '首页' }],
    });
    expect(groups.find((group) => group.module === 'warning')?.entries.map((e) => e.title)).toEqual(
      ['预警信息', '预警设置'],
    );
  });

  it('highlights the page itself or the first entry of its module', () => {
    expect(selectedMenuPath(groups, '/setWarning', 'warning')).toBe('/setWarning');
    expect(selectedMenuPath(groups, '/newRules', 'warning')).toBe('/warningList');
    expect(selectedMenuPath(groups, '/account/userMgt', 'account')).toBe('/account/account');
    expect(selectedMenuPath(groups, '/articleDetails', 'article')).toBeUndefined();
  });

  it('highlights the entry a page declares as its active menu', () => {
    expect(selectedMenuPath(groups, '/newRules', 'warning', '/setWarning')).toBe('/setWarning');
    // An active menu that is not an entry falls back to the module's first entry.
    expect(selectedMenuPath(groups, '/newRules', 'warning', '/nowhere')).toBe('/warningList');
  });
});
