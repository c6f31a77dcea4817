import { useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import type { ReportPeriod } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

/** The whole waiting list is shown at once so that 上移/下移 can send the complete order. */
export const WAITING_PAGE_SIZE = 200;

/** 待入报文章: what analysts added for the next report of a period, in its order. */
export function useWaitingArticles(period: ReportPeriod) {
  return useCallQuery(
    briefingCalls.findBriefingArticle,
    { period, pageNum: 1, pageSize: WAITING_PAGE_SIZE },
    { staleTime: 0 },
  );
}

function useRefreshArticles() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingArticle) });
}

/** 编辑: the title, summary and category the report will print. */
export function useSaveWaitingArticle() {
  const { message } = App.useApp();
  const refresh = useRefreshArticles();
  return useCallMutation(briefingCalls.saveBriefingArticle, {
    onSuccess: async () => {
      void message.success('文章已保存');
      await refresh();
    },
  });
}

/** 上移 / 下移: the full new order of the list. */
export function useSortWaitingArticles() {
  const refresh = useRefreshArticles();
  return useCallMutation(briefingCalls.sortBriefingArticle, { onSettled: () => refresh() });
}

/** 移除 articles from the waiting list (the articles themselves stay). */
export function useRemoveWaitingArticles() {
  const { message } = App.useApp();
  const refresh = useRefreshArticles();
  return useCallMutation(briefingCalls.deleteBriefingArticle, {
    onSuccess: async () => {
      void message.success('已移出待入报列表');
      await refresh();
    },
  });
}
