import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';

const user = {
  userId: 1,
  userName: 'admin',
  realName: '管理员',
  orgId: 1,
  orgName: '观澜演示单位',
  accountKind: 'root' as const,
  permissions: ['dashboard'],
  phoneMasked: null,
  edition: null,
  initialized: true,
};

describe('stores/session', () => {
  it('fills isLogin, userName, user and hasPermissions from the current user', () => {
    const store = createSessionStore();
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.setUser(user);
    expect(store.getState()).toMatchObject({
      isLogin: true,
      userName: '管理员',
      hasPermissions: true,
      user,
    });
    store.clearUser();
    expect(store.getState()).toMatchObject({ isLogin: false, user: null, userName: '' });
    expect(notified).toBe(2);
  });

  it('keeps the list of cancellable requests and the navigation flag', () => {
    const store = createSessionStore();
    const controller = new AbortController();
    store.getState().requests.add(controller);
    store.setNavigating(true);
    expect(store.getState().isNavigating).toBe(true);
    expect(store.getState().requests.cancelAll()).toBe(1);
    expect(controller.signal.reason).toBe('路由跳转,取消请求');
  });
});
