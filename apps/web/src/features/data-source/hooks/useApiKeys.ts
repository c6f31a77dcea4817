import { useQueryClient } from '@tanstack/react-query';
import { dataSourceCalls } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

/** The organisation's active API keys (prefixes only; the full key is never stored). */
export function useApiKeyList() {
  return useCallQuery(dataSourceCalls.findApiKeyList, {});
}

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: callKey(dataSourceCalls.findApiKeyList) });
}

/** Creates a key; the answer carries the plain key, which the page shows exactly once. */
export function useCreateApiKey(onCreated: (apiKey: string) => void) {
  const refresh = useRefreshKeys();
  return useCallMutation(dataSourceCalls.saveApiKey, {
    onSuccess: async ({ apiKey }) => {
      onCreated(apiKey);
      await refresh();
    },
  });
}

/** Revokes a key: pushes signed with it are refused from now on. */
export function useRevokeApiKey() {
  const { message } = App.useApp();
  const refresh = useRefreshKeys();
  return useCallMutation(dataSourceCalls.deleteApiKey, {
    onSuccess: async () => {
      void message.success('密钥已停用');
      await refresh();
    },
  });
}
