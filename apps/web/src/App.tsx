import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { AntdBridge } from './components/AntdBridge';
import type { AppRouter } from './router';
import { useSkin } from './stores/skin';
import { themeFor } from './theme';

/** Providers: antd in Chinese with the account's skin (and its App context), TanStack Query, router. */
export function App({ router }: { router: AppRouter }) {
  const skin = useSkin();
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(skin)}>
      <AntApp>
        <AntdBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
