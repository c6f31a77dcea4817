import { sessionStore } from '../stores/session';
import { loginRedirectPath } from '../router/guard-decision';
import { createClient } from './client';
import { browserCookies } from './cookies';
import { saveBlob } from './download';
import { bridgedNotifier, navigateTo } from './ui-bridge';

/** The app's API client, wired to the browser: cookies, antd feedback, router, file saving. */
export const api = createClient({
  cookies: browserCookies,
  notifier: bridgedNotifier,
  pending: sessionStore.getState().requests,
  saveFile: saveBlob,
  onRelogin: () => {
    sessionStore.clearUser();
    const { pathname, search } = window.location;
    if (pathname !== '/login') {
      navigateTo(loginRedirectPath(pathname + search), { replace: true });
    }
  },
});

export const { call, download } = api;
