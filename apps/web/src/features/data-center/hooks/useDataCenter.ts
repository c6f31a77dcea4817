import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataCenterCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { download } from '../../../api/http';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type SearchQuery = CallInput<typeof dataCenterCalls.cloudSearchArticle>;
export type SearchPage = CallOutput<typeof dataCenterCalls.cloudSearchArticle>;
export type SearchStatsQuery = CallInput<typeof dataCenterCalls.findCloudSearchStatistics>;
export type SearchStats = CallOutput<typeof dataCenterCalls.findCloudSearchStatistics>;
export type SearchLogItem = CallOutput<typeof dataCenterCalls.findPageSearchLog>['list'][number];
export type ExportQuery = CallInput<typeof dataCenterCalls.exportCloudSearchArticle>;

/** One page of cloud-search results; the first page also lands in the search log. */
export function useCloudSearch(query: SearchQuery | undefined) {
  const queryClient = useQueryClient();
  const result = useCallQuery(dataCenterCalls.cloudSearchArticle, query ?? { keyword: '' }, {
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { dataUpdatedAt } = result;
  useEffect(() => {
    if (dataUpdatedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: callKey(dataCenterCalls.findPageSearchLog) });
    }
  }, [dataUpdatedAt, queryClient]);
  return result;
}

/** 数据详情: the statistics of one search. */
export function useSearchStatistics(query: SearchStatsQuery | undefined) {
  return useCallQuery(dataCenterCalls.findCloudSearchStatistics, query ?? { keyword: '' }, {
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The account's recent searches. */
export function useSearchLog(pageSize = 10) {
  return useCallQuery(dataCenterCalls.findPageSearchLog, { pageNum: 1, pageSize });
}

/** 删除搜索记录. */
export function useDeleteSearchLog() {
  const queryClient = useQueryClient();
  return useCallMutation(dataCenterCalls.deleteSearchLog, {
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: callKey(dataCenterCalls.findPageSearchLog) }),
  });
}

/** 导出 the results as .xlsx; the client says 下载成功. */
export function useExportSearch() {
  return useMutation({
    mutationFn: (input: ExportQuery) => download(dataCenterCalls.exportCloudSearchArticle, input),
  });
}
