import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import type { BriefingNotice, CallInput } from '@guanlan/shared';
import { App } from 'antd';
import { useMemo } from 'react';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

export type NoticeQuery = CallInput<typeof briefingCalls.findBriefingNotice>;

/** One page of 报告接收人. */
export function useReportNotices(query: NoticeQuery) {
  return useCallQuery(briefingCalls.findBriefingNotice, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every recipient (one page of 200) as picker options: 张三 <a@b.cn>. */
export function useNoticeOptions(enabled = true) {
  const notices = useCallQuery(
    briefingCalls.findBriefingNotice,
    { pageNum: 1, pageSize: 200 },
    { enabled, staleTime: 0 },
  );
  const options = useMemo(
    () =>
      (notices.data?.list ?? []).map((n: BriefingNotice) => ({
        value: n.noticeId,
        label: `${n.noticeName} <${n.email}>`,
      })),
    [notices.data],
  );
  return { options, isLoading: notices.isLoading };
}

function useRefreshNotices() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingNotice) });
}

/** 添加 / 编辑接收人. */
export function useSaveReportNotice() {
  const { message } = App.useApp();
  const refresh = useRefreshNotices();
  return useCallMutation(briefingCalls.saveBriefingNotice, {
    onSuccess: async (_answer, input) => {
      void message.success(input.noticeId === undefined ? '接收人已添加' : '接收人已保存');
      await refresh();
    },
  });
}

/** 删除接收人. */
export function useDeleteReportNotice() {
  const { message } = App.useApp();
  const refresh = useRefreshNotices();
  return useCallMutation(briefingCalls.deleteBriefingNotice, {
    onSuccess: async () => {
      void message.success('接收人已删除');
      await refresh();
    },
  });
}
