import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { specialAnalysisCalls, specialCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { useMemo } from 'react';
import { call, download } from '../../../api/http';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { backfillView } from '../special';

export type ColumnNode = CallOutput<typeof specialCalls.findAllColumnSpecial>[number];
export type SpecialNode = ColumnNode['specials'][number];
export type SpecialForm = CallOutput<typeof specialCalls.findColumnSpecial>;
export type SpecialInput = CallInput<typeof specialCalls.saveColumnSpecial>;
export type ArticleQuery = CallInput<typeof specialCalls.findSpecialArticleSingleOrAll>;
export type ArticlePage = CallOutput<typeof specialCalls.findSpecialArticleSingleOrAll>;
export type ExportInput = CallInput<typeof specialAnalysisCalls.exportSpecialArticle>;

/** Back-fill that is still running refreshes the tree every few seconds. */
const BACKFILL_POLL_MS = 3000;

function isMatching(node: SpecialNode): boolean {
  return backfillView(node.backfill) !== undefined;
}

/** One column's topics as a grouped select's options. */
export interface TopicGroup {
  label: string;
  title: string;
  options: { value: number; label: string }[];
}

/** The column tree as grouped select options: one group per column that has topics. */
export function topicGroups(columns: readonly ColumnNode[] | undefined): TopicGroup[] {
  return (columns ?? [])
    .filter((column) => column.specials.length > 0)
    .map((column) => ({
      label: column.columnName,
      title: column.columnName,
      options: column.specials.map((s) => ({ value: s.specialId, label: s.specialName })),
    }));
}

/** Topics grouped by column for pickers (warning rules, reports), from the column tree. */
export function useTopicOptions() {
  const tree = useColumnTree();
  const groups = useMemo(() => topicGroups(tree.data), [tree.data]);
  return { groups, isLoading: tree.isLoading };
}

/** The column tree with its topics; polls while a topic's rule is still back-filling. */
export function useColumnTree() {
  return useCallQuery(
    specialCalls.findAllColumnSpecial,
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.some((c) => c.specials.some(isMatching)) ? BACKFILL_POLL_MS : false,
    },
  );
}

/** The edit form of one topic (disabled for a new topic). */
export function useSpecialForm(specialId: number | undefined) {
  return useCallQuery(
    specialCalls.findColumnSpecial,
    { specialId: specialId ?? 0 },
    { enabled: specialId !== undefined, staleTime: 0 },
  );
}

function useRefreshTree() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: callKey(specialCalls.findAllColumnSpecial) });
}

/** 新建栏目 inline from the editor; resolves the new groupId. */
export function useSaveColumn() {
  const { message } = App.useApp();
  const refresh = useRefreshTree();
  const queryClient = useQueryClient();
  return useCallMutation(specialCalls.saveColumn, {
    onSuccess: async () => {
      void message.success('栏目已创建');
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: callKey(specialCalls.findColumn) }),
      ]);
    },
  });
}

/** 校验专题名称 (on blur); failures are shown next to the field, not as a toast. */
export function useVerifyName() {
  return useCallMutation(specialCalls.verificationSpecialName, { silent: true });
}

/** Validate-before-save, then save; resolves the saved specialId. */
export function useSaveSpecial() {
  const refresh = useRefreshTree();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SpecialInput): Promise<number> => {
      const check = await call(specialCalls.validateSaveColumnSpecial, input);
      if (!check.valid) {
        throw new Error(check.message ?? '专题无法保存');
      }
      const saved = await call(specialCalls.saveColumnSpecial, input);
      return saved.specialId;
    },
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: callKey(specialCalls.findColumnSpecial) }),
        queryClient.invalidateQueries({
          queryKey: callKey(specialCalls.findSpecialArticleSingleOrAll),
        }),
      ]);
    },
  });
}

/** One page of a topic's articles; keeps the previous page while the next loads. */
export function useSpecialArticles(query: ArticleQuery | undefined) {
  return useCallQuery(specialCalls.findSpecialArticleSingleOrAll, query ?? { specialId: 0 }, {
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** 导出 the topic's articles as .xlsx (selected only, or the newest 1000/5000/8000); the client says 下载成功. */
export function useExportArticles() {
  return useMutation({
    mutationFn: (input: ExportInput) => download(specialAnalysisCalls.exportSpecialArticle, input),
  });
}
