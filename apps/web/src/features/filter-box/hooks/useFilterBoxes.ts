import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { filterBoxCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type FilterBoxQuery = CallInput<typeof filterBoxCalls.findFilterBox>;
export type FilterBoxEntry = CallOutput<typeof filterBoxCalls.findFilterBox>['list'][number];

/** Filter boxes change what every list and chart shows: refetch those too. */
const AFFECTED = ['/api/filterBox/', '/api/special/', '/api/index/', '/api/theme/'];

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => AFFECTED.some((prefix) => String(q.queryKey[0]).startsWith(prefix)),
    });
}

/** One page of entries of one type. */
export function useFilterBoxes(query: FilterBoxQuery) {
  return useCallQuery(filterBoxCalls.findFilterBox, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** 添加 one entry. */
export function useSaveFilterBox(onSaved: () => void) {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(filterBoxCalls.saveFilterBox, {
    onSuccess: async () => {
      void message.success('已添加过滤项');
      onSaved();
      await refresh();
    },
  });
}

/** 批量添加: reports how many were added and how many were already there. */
export function useSaveBatch(onSaved: () => void) {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(filterBoxCalls.saveBatchFilterBox, {
    onSuccess: async ({ added, skipped }) => {
      void message.success(
        skipped > 0 ? `已添加 ${added} 项，跳过重复 ${skipped} 项` : `已添加 ${added} 项`,
      );
      onSaved();
      await refresh();
    },
  });
}

/** 删除 entries. */
export function useDeleteFilterBoxes(onDone: () => void) {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(filterBoxCalls.deleteFilterBox, {
    onSuccess: async (_answer, input) => {
      void message.success(
        `已删除 ${Array.isArray(input.filterBoxIds) ? input.filterBoxIds.length : 1} 项`,
      );
      onDone();
      await refresh();
    },
  });
}

/** 启用 / 停用 one entry. */
export function useToggleFilterBox() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(filterBoxCalls.saveFilterBoxEnableState, {
    onSuccess: async (_answer, input) => {
      void message.success(input.enableState ? '已启用' : '已停用');
      await refresh();
    },
  });
}
