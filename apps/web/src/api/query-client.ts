import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app. The API client already reports failures to the user, so
 * queries do not retry (a retry would repeat the message) and do not refetch on focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
