import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageCalls, warningCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { download } from '../../../api/http';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type WarningQuery = CallInput<typeof warningCalls.findWarningArticle>;
export type WarningPage = CallOutput<typeof warningCalls.findWarningArticle>;
export type WarningArticle = WarningPage['list'][number];
export type WarningExportInput = CallInput<typeof warningCalls.exportWarningArticle>;

/** One page of warned articles; keeps the previous page while the next loads. */
export function useWarningArticles(query: WarningQuery | undefined) {
  return useCallQuery(warningCalls.findWarningArticle, query ?? {}, {
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    silent: true,
  });
}

/** 未读预警 for the page header. */
export function useUnreadWarningCount() {
  return useCallQuery(warningCalls.findUnreadWarningCount, {}, { silent: true, staleTime: 0 });
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findWarningArticle) }),
      queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findUnreadWarningCount) }),
      queryClient.invalidateQueries({ queryKey: callKey(messageCalls.findMessageCount) }),
    ]);
}

/** 标为已读 (some warnings) or 全部已读 (all: true). */
export function useReadWarnings(onDone: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshList();
  return useCallMutation(warningCalls.readWarning, {
    onSuccess: async (_answer, input) => {
      void message.success(input.all ? '全部预警已标为已读' : '已标为已读');
      onDone();
      await refresh();
    },
  });
}

/** 删除 warned articles from the list (the articles themselves stay). */
export function useDeleteWarnings(onDone: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshList();
  return useCallMutation(warningCalls.deleteWarningArticle, {
    onSuccess: async (_answer, input) => {
      const n = Array.isArray(input.warningIds) ? input.warningIds.length : 1;
      void message.success(`已删除 ${n} 条预警`);
      onDone();
      await refresh();
    },
  });
}

/** 导出 as .xlsx (selected only, or the newest 1000/5000/8000); the client says 下载成功. */
export function useExportWarnings() {
  return useMutation({
    mutationFn: (input: WarningExportInput) => download(warningCalls.exportWarningArticle, input),
  });
}
