import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { AntdBridge } from './components/AntdBridge';
import type { AppRouter } from './router';
import { THEME } from './theme';

/** Providers: antd in Chinese (with its App context for feedback), TanStack Query, router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <AntdBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
