import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { favoritesCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { download } from '../../../api/http';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type Folder = CallOutput<typeof favoritesCalls.findFavoriteFolder>[number];
export type FavoriteQuery = CallInput<typeof favoritesCalls.findPageFavoriteArticle>;
export type FavoriteArticle = CallOutput<
  typeof favoritesCalls.findPageFavoriteArticle
>['list'][number];
export type FavoriteExportInput = CallInput<typeof favoritesCalls.exportFavoriteArticle>;

const FAVORITES_PREFIX = '/api/favorites/';

/** How many ids a call input carried (inputs are typed loosely, as the wire accepts them). */
function countOf(ids: unknown): number {
  return Array.isArray(ids) ? ids.length : 1;
}

/** Refetches every favourites query (folders with their counts and article pages). */
export function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(FAVORITES_PREFIX),
    });
}

/** The folders: 默认收藏夹 first, each with its article count. */
export function useFolders() {
  return useCallQuery(favoritesCalls.findFavoriteFolder, {}, { staleTime: 0 });
}

/** One page of favourites; keeps the previous page while the next loads. */
export function useFavoriteArticles(query: FavoriteQuery | undefined) {
  return useCallQuery(favoritesCalls.findPageFavoriteArticle, query ?? {}, {
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** 新建收藏夹 or 重命名. */
export function useSaveFolder(onSaved: (folderId: number) => void) {
  const { message } = App.useApp();
  const refresh = useRefreshFavorites();
  return useCallMutation(favoritesCalls.saveFavoriteFolder, {
    onSuccess: async (answer, input) => {
      void message.success(input.folderId === undefined ? '收藏夹已创建' : '收藏夹已重命名');
      onSaved(answer.folderId);
      await refresh();
    },
  });
}

/** 删除收藏夹: its articles move to 默认收藏夹. */
export function useDeleteFolder(onDeleted: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshFavorites();
  return useCallMutation(favoritesCalls.deleteFavoriteFolder, {
    onSuccess: async () => {
      void message.success('收藏夹已删除，其中的文章已移至默认收藏夹');
      onDeleted();
      await refresh();
    },
  });
}

/** 移动到 another folder. */
export function useMoveFavorites(onDone: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshFavorites();
  return useCallMutation(favoritesCalls.moveFavoriteArticle, {
    onSuccess: async (_answer, input) => {
      void message.success(`已移动 ${countOf(input.articleIds)} 篇文章`);
      onDone();
      await refresh();
    },
  });
}

/** 删除 favourites (the articles themselves stay in the system). */
export function useDeleteFavorites(onDone: () => void) {
  const { message } = App.useApp();
  const refresh = useRefreshFavorites();
  return useCallMutation(favoritesCalls.deleteFavoriteArticle, {
    onSuccess: async (_answer, input) => {
      void message.success(`已删除 ${countOf(input.articleIds)} 篇收藏`);
      onDone();
      await refresh();
    },
  });
}

/** 导出 favourites as .xlsx; the client says 下载成功. */
export function useExportFavorites() {
  return useMutation({
    mutationFn: (input: FavoriteExportInput) =>
      download(favoritesCalls.exportFavoriteArticle, input),
  });
}
