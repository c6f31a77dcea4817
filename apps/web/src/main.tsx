import 'nprogress/nprogress.css';
import './styles/global.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './api/config';
import { api } from './api/http';
import { bindNavigator } from './api/ui-bridge';
import { createAppRouter } from './router';
import { installNavigationGuards } from './router/guards';
import { sessionStore } from './stores/session';

dayjs.locale('zh-cn');

/** Reads /config.json (the app starts even when that fails), then mounts the app. */
async function boot(): Promise<void> {
  await loadRuntimeConfig();
  const router = createAppRouter();
  bindNavigator((to, options) => {
    void router.navigate(to, options);
  });
  installNavigationGuards(router, {
    cancelAll: (reason) => {
      api.cancelAll(reason);
    },
    setNavigating: (isNavigating) => sessionStore.setNavigating(isNavigating),
  });
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('#root is missing from index.html');
  }
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void boot();
