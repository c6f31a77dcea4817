import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { warningCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type NoticeQuery = CallInput<typeof warningCalls.findWarningNotice>;
export type NoticeItem = CallOutput<typeof warningCalls.findWarningNotice>['list'][number];
export type NoticeInput = CallInput<typeof warningCalls.saveWarningNotice>;

/** Every recipient, for the rule form's picker (one page of 200). */
export const ALL_NOTICES: NoticeQuery = { pageNum: 1, pageSize: 200 };

/** One page of recipients (接收人). */
export function useWarningNotices(query: NoticeQuery) {
  return useCallQuery(warningCalls.findWarningNotice, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    silent: true,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findWarningNotice) }),
      queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findPageWarningRule) }),
    ]);
}

/** 新增 / 编辑接收人. */
export function useSaveWarningNotice(onSaved: () => void) {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(warningCalls.saveWarningNotice, {
    onSuccess: async (_answer, input) => {
      void message.success(input.noticeId === undefined ? '接收人已添加' : '接收人已保存');
      onSaved();
      await refresh();
    },
  });
}

/** 删除接收人. */
export function useDeleteWarningNotice() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(warningCalls.deleteWarningNotice, {
    onSuccess: async () => {
      void message.success('接收人已删除');
      await refresh();
    },
  });
}
