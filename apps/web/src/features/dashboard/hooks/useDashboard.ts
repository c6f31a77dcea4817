import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { indexCalls, personalCenterSettingsCalls } from '@guanlan/shared';
import type { CallDef, CallInput, CallOutput } from '@guanlan/shared';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

/** Live views (全屏监测, the latest lists) refresh once a minute. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * One dashboard data call. Silent: each panel shows its own empty or retry state (a call that
 * still answers 4100 功能尚未开放 shows as empty) instead of a toast per panel.
 */
export function useIndexQuery<C extends CallDef>(def: C, input: CallInput<C>, isLive = false) {
  return useCallQuery(def, input, {
    silent: true,
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? LIVE_REFRESH_MS : false,
  });
}

/** Which panels the account shows, in which order (首页板块设置). */
export function useIndexPanels() {
  return useCallQuery(personalCenterSettingsCalls.findIndexPanel, {}, { silent: true });
}

export type SensitivePage = CallOutput<typeof indexCalls.findIndexSensitiveArticle>;

/** 标为已读: marks the article read in every cached sensitive list at once, then saves it. */
export function useReadIndexArticle() {
  const queryClient = useQueryClient();
  const key = callKey(indexCalls.findIndexSensitiveArticle);
  return useCallMutation(indexCalls.readIndexArticle, {
    silent: true,
    onMutate: ({ articleIds }) => {
      // The input type also admits a single id or form text (form-style call); read both.
      const ids = new Set([articleIds].flat().map(Number));
      queryClient.setQueriesData<SensitivePage>({ queryKey: key }, (page) =>
        page
          ? {
              ...page,
              list: page.list.map((a) => (ids.has(a.id) ? { ...a, isRead: true } : a)),
            }
          : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
