import { describe, expect, it } from 'vitest';
import { LAYOUT_ROUTE } from '../router/routes';
import { applyMenuModules, buildMenuGroups, canOpenModule, tabVisible } from './menu';

const groups = buildMenuGroups([LAYOUT_ROUTE]);

describe('layouts/menu applyMenuModules', () => {
  it('keeps only the listed modules, in the listed order, renamed to their aliases', () => {
    const menu = applyMenuModules(groups, [
      { module: 'warning', title: '预警' },
      { module: 'dashboard', title: '工作台' },
      { module: 'account', title: '账号中心' },
    ]);
    expect(menu.map((g) => g.module)).toEqual(['warning', 'dashboard', 'account']);
    // A one-entry module shows its alias as the entry; a sub menu keeps its entries.
    expect(menu[1]?.entries).toEqual([{ path: '/dashboard', title: '工作台' }]);
    expect(menu[0]?.label).toBe('预警');
    expect(menu[0]?.entries.map((e) => e.title)).toEqual(['预警信息', '预警设置']);
  });

  it('ignores modules without menu routes', () => {
    expect(applyMenuModules(groups, [{ module: 'message', title: '消息' }])).toEqual([]);
  });

  it('opens pages of granted and always-open modules only', () => {
    expect(canOpenModule('special', ['special', 'warning'])).toBe(true);
    expect(canOpenModule('event', ['special', 'warning'])).toBe(false);
    expect(canOpenModule('account', [])).toBe(true);
    expect(canOpenModule('event', undefined)).toBe(true);
  });

  it('shows 用户管理 to root accounts only and 子账号管理 to root and ordinary accounts', () => {
    expect(tabVisible('/account/userMgt', 'ordinary')).toBe(false);
    expect(tabVisible('/account/childMgt', 'ordinary')).toBe(true);
    expect(tabVisible('/account/childMgt', 'sub')).toBe(false);
    expect(tabVisible('/account/account', 'sub')).toBe(true);
  });
});
