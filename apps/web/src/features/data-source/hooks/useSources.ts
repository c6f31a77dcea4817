import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { dataSourceCalls } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { SOURCE_REFRESH_MS } from '../data-source';

/** The source directory with health and totals, refreshed every 30 s. */
export function useSourceList(keyword: string) {
  const trimmed = keyword.trim();
  return useCallQuery(dataSourceCalls.findSourceList, trimmed ? { keyword: trimmed } : {}, {
    refetchInterval: SOURCE_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Refetches every open source list (after a save, a switch or a collection run). */
export function useRefreshSources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: callKey(dataSourceCalls.findSourceList) });
}

/** 新增或修改数据源. */
export function useSaveSource(onSaved: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshSources();
  return useCallMutation(dataSourceCalls.saveSource, {
    onSuccess: async (_answer, input) => {
      void message.success(input.sourceId === undefined ? '数据源已添加，稍后开始采集' : '已保存');
      onSaved();
      await refresh();
    },
  });
}

/** 删除数据源 (the organisation's own sources only). */
export function useDeleteSource() {
  const { message } = App.useApp();
  const refresh = useRefreshSources();
  return useCallMutation(dataSourceCalls.deleteSource, {
    onSuccess: async () => {
      void message.success('数据源已删除');
      await refresh();
    },
  });
}

/** 启用或停用数据源. */
export function useToggleSource() {
  const { message } = App.useApp();
  const refresh = useRefreshSources();
  return useCallMutation(dataSourceCalls.saveSourceEnableState, {
    onSuccess: async (_answer, input) => {
      void message.success(input.enabled ? '已启用' : '已停用');
      await refresh();
    },
  });
}
