import { useQueryClient } from '@tanstack/react-query';
import { articleCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type ArticleDetail = CallOutput<typeof articleCalls.showArticleDetail>;
export type ArticlePage = CallOutput<typeof articleCalls.similarArticles>;
export type ArticleListItem = ArticlePage['list'][number];
export type SpreadRoute = CallOutput<typeof articleCalls.articleSpreadRoute>;
export type SpreadIndex = CallOutput<typeof articleCalls.articleSpreadIndex>;
export type ArticleEntities = CallOutput<typeof articleCalls.articleEntityAnalysis>;
export type Translation = CallOutput<typeof articleCalls.articleTranslate>;
export type DetailInput = CallInput<typeof articleCalls.showArticleDetail>;

const one = (articleId: number | undefined) => ({
  input: { articleId: articleId ?? 0 },
  enabled: articleId !== undefined,
});

/** The article as this organisation sees it (its sentiment, its favourite). */
export function useArticleDetail(input: DetailInput | undefined) {
  return useCallQuery(articleCalls.showArticleDetail, input ?? { articleId: 0 }, {
    enabled: input !== undefined,
  });
}

/** The shared article (no session; the share code opens it). */
export function useSharedArticle(articleId: number | undefined, shareCode: string | undefined) {
  return useCallQuery(
    articleCalls.showArticleDetailExternal,
    { articleId: articleId ?? 0, shareCode },
    { enabled: articleId !== undefined && shareCode !== undefined, retry: false },
  );
}

/** The similar cluster, one page at a time, origin first. */
export function useSimilarArticles(articleId: number | undefined, pageNum: number, pageSize = 5) {
  const { input, enabled } = one(articleId);
  return useCallQuery(articleCalls.similarArticles, { ...input, pageNum, pageSize }, { enabled });
}

export function useSpreadRoute(articleId: number | undefined) {
  const { input, enabled } = one(articleId);
  return useCallQuery(articleCalls.articleSpreadRoute, input, { enabled });
}

export function useSpreadIndex(articleId: number | undefined) {
  const { input, enabled } = one(articleId);
  return useCallQuery(articleCalls.articleSpreadIndex, input, { enabled });
}

export function useArticleEntities(articleId: number | undefined) {
  const { input, enabled } = one(articleId);
  return useCallQuery(articleCalls.articleEntityAnalysis, input, { enabled });
}

export function useAuthorHistory(articleId: number | undefined, pageNum: number, pageSize = 5) {
  const { input, enabled } = one(articleId);
  return useCallQuery(
    articleCalls.articleAuthorHistory,
    { ...input, pageNum, pageSize },
    { enabled },
  );
}

/** Refreshes every read of the detail page after an action changed what it shows. */
function useRefreshDetail() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        articleCalls.showArticleDetail,
        articleCalls.similarArticles,
        articleCalls.similarArticleCount,
        articleCalls.articleSpreadRoute,
        articleCalls.articleSpreadIndex,
      ].map((def) => queryClient.invalidateQueries({ queryKey: callKey(def) })),
    );
}

/** 修改情感倾向 (与我无关 included); the page re-reads the article afterwards. */
export function useJudgeSentiment() {
  const { message } = App.useApp();
  const refresh = useRefreshDetail();
  return useCallMutation(articleCalls.judgeArticleEmotion, {
    onSuccess: async (_data, input) => {
      void message.success(
        input.sentiment === 'irrelevant' ? '已标记为与我无关，列表中将不再显示' : '情感倾向已修改',
      );
      await refresh();
    },
  });
}

/** 收藏 / 取消收藏 (bound by the favourites module). */
export function useFavoriteToggle() {
  const { message } = App.useApp();
  const refresh = useRefreshDetail();
  const save = useCallMutation(articleCalls.saveFavoriteArticle, {
    onSuccess: async () => {
      void message.success('已加入收藏');
      await refresh();
    },
  });
  const cancel = useCallMutation(articleCalls.cancelFavoriteArticle, {
    onSuccess: async () => {
      void message.success('已取消收藏');
      await refresh();
    },
  });
  return {
    isPending: save.isPending || cancel.isPending,
    toggle: (articleId: number, isFavorite: boolean) =>
      isFavorite
        ? cancel.mutate({ articleIds: [articleId] })
        : save.mutate({ articleIds: [articleId] }),
  };
}

/** 推送预警 (人工预警). */
export function usePushWarning() {
  const { message } = App.useApp();
  return useCallMutation(articleCalls.saveWarningArticle, {
    onSuccess: () => void message.success('已推送为预警，本单位账号将在消息中心收到提醒'),
  });
}

/** 加入报告 (日报/周报/月报). */
export function useJoinBriefing() {
  const { message } = App.useApp();
  return useCallMutation(articleCalls.joinBriefingArticle, {
    onSuccess: () => void message.success('已加入报告素材'),
  });
}

/** 加入排除词 of the topic the article was opened from. */
export function useJoinExclusionWord() {
  const { message } = App.useApp();
  return useCallMutation(articleCalls.joinExclusionWord, {
    onSuccess: () => void message.success('排除词已加入，专题将重新匹配文章'),
  });
}

/** 翻译 (into Chinese); errors such as 未配置翻译服务 come as the client's notice. */
export function useTranslate() {
  return useCallMutation(articleCalls.articleTranslate);
}
