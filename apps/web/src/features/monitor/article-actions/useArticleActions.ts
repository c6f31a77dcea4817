import { useQueryClient } from '@tanstack/react-query';
import { articleCalls, favoritesCalls, REPORT_PERIODS } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { dependsOnSentiment, parseActionKey } from './article-actions';
import type { ArticleAction } from './article-actions';

/** Articles an open dialog (预警 or 排除词) acts on, and whether they came from the bulk bar. */
type Target = { ids: readonly number[]; bulk: boolean } | undefined;

const FAVORITE_VIEWS = [
  '/api/favorites/',
  '/api/special/findSpecialArticleSingleOrAll',
  '/api/app/',
];

/**
 * The row and bulk actions of the topic workspace list. `perform(key, ids)` runs a menu
 * action; 推送预警 and 加入排除词 open their dialogs, whose state this hook also holds.
 * `onDone` gets the articles the list should drop from its selection: those of a finished bulk
 * action, and those marked 与我无关 (they leave the list).
 */
export function useArticleActions(
  /** The special topic whose 排除词 the 加入排除词 action extends (none: no such action). */
  specialId: number | undefined,
  onDone: (ids: readonly number[]) => void,
) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [warningFor, setWarningFor] = useState<Target>();
  const [excludeFor, setExcludeFor] = useState<Target>();
  const folders = useCallQuery(favoritesCalls.findFavoriteFolder, {}, { staleTime: 60_000 });

  const refresh = (prefixes: readonly string[]) =>
    queryClient.invalidateQueries({
      predicate: (q) => prefixes.some((p) => String(q.queryKey[0]).startsWith(p)),
    });

  // A sentiment change moves articles between the list's filters and every chart's counts.
  const judge = useCallMutation(articleCalls.judgeArticleEmotion, {
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => dependsOnSentiment(q.queryKey) }),
  });
  const favorite = useCallMutation(articleCalls.saveFavoriteArticle, {
    onSuccess: () => refresh(FAVORITE_VIEWS),
  });
  const unfavorite = useCallMutation(articleCalls.cancelFavoriteArticle, {
    onSuccess: () => refresh(FAVORITE_VIEWS),
  });
  const warn = useCallMutation(articleCalls.saveWarningArticle, {
    onSuccess: () => refresh(['/api/warning/', '/api/index/']),
  });
  const report = useCallMutation(articleCalls.joinBriefingArticle, {
    onSuccess: () => refresh(['/api/briefing/']),
  });
  const exclude = useCallMutation(articleCalls.joinExclusionWord, {
    onSuccess: () => refresh(['/api/special/']),
  });

  /** Toast, then hand back the ids to drop: the per-call half of every action's success. */
  const finish = (ids: readonly number[], text: string, drop: boolean) => () => {
    void message.success(text);
    if (drop) {
      onDone(ids);
    }
  };

  function judgeAs(ids: number[], sentiment: 'positive' | 'neutral' | 'negative', bulk: boolean) {
    judge.mutate({ articleIds: ids, sentiment }, { onSuccess: finish(ids, '情感已修改', bulk) });
  }

  function confirmIrrelevant(ids: number[]): void {
    modal.confirm({
      title: `将 ${ids.length} 篇文章标记为与我无关？`,
      content: '标记后文章将从本单位的信息列表和统计中删除。',
      okText: '确定删除',
      okButtonProps: { danger: true },
      // A failure is already shown by the client; the dialog just closes.
      onOk: () =>
        judge
          .mutateAsync(
            { articleIds: ids, sentiment: 'irrelevant' },
            { onSuccess: finish(ids, '已标记为与我无关，文章已从列表中移除', true) },
          )
          .catch(() => undefined),
    });
  }

  function run(action: ArticleAction, ids: number[], bulk: boolean): void {
    switch (action.kind) {
      case 'sentiment':
        if (action.sentiment === 'irrelevant') {
          confirmIrrelevant(ids);
        } else {
          judgeAs(ids, action.sentiment, bulk);
        }
        return;
      case 'favorite': {
        const name =
          folders.data?.find((f) => f.folderId === action.folderId)?.folderName ?? '默认收藏夹';
        favorite.mutate(
          { articleIds: ids, ...(action.folderId > 0 ? { folderId: action.folderId } : {}) },
          { onSuccess: finish(ids, `已收藏到「${name}」`, bulk) },
        );
        return;
      }
      case 'unfavorite':
        unfavorite.mutate({ articleIds: ids }, { onSuccess: finish(ids, '已取消收藏', bulk) });
        return;
      case 'warning':
        setWarningFor({ ids, bulk });
        return;
      case 'report':
        report.mutate(
          { articleIds: ids, period: action.period },
          { onSuccess: finish(ids, `已加入${REPORT_PERIODS[action.period]}`, bulk) },
        );
        return;
      case 'exclude':
        if (specialId !== undefined) {
          setExcludeFor({ ids, bulk });
        }
        return;
    }
  }

  return {
    folders: folders.data,
    /** Whether 加入排除词 is offered (a special topic's list). */
    canExclude: specialId !== undefined,
    /**
     * Runs the action of a menu key on the articles (none: a warning toast). `bulk` marks the
     * checked articles of the bulk bar, whose selection clears when the action succeeds.
     */
    perform(key: string, ids: readonly number[], bulk = false): void {
      const action = parseActionKey(key);
      if (!action) {
        return;
      }
      if (ids.length === 0) {
        void message.warning('请先勾选文章');
        return;
      }
      run(action, [...ids], bulk);
    },
    isPending: judge.isPending || favorite.isPending || unfavorite.isPending || report.isPending,
    warning: {
      open: warningFor !== undefined,
      count: warningFor?.ids.length ?? 0,
      isSaving: warn.isPending,
      close: () => setWarningFor(undefined),
      submit: (level: WarningLevel, remark: string) => {
        const ids = [...(warningFor?.ids ?? [])];
        const bulk = warningFor?.bulk ?? false;
        warn.mutate(
          {
            articleIds: ids,
            warningLevel: level,
            ...(remark.trim() ? { remark: remark.trim() } : {}),
          },
          {
            onSuccess: () => {
              setWarningFor(undefined);
              finish(ids, `已将 ${ids.length} 篇文章推送为预警`, bulk)();
            },
          },
        );
      },
    },
    exclusion: {
      open: excludeFor !== undefined,
      isSaving: exclude.isPending,
      close: () => setExcludeFor(undefined),
      submit: (words: string[]) => {
        const target = excludeFor;
        if (specialId === undefined) {
          return;
        }
        exclude.mutate(
          { words, specialId },
          {
            onSuccess: () => {
              setExcludeFor(undefined);
              const text = '已加入排除词，专题将按新规则重新匹配';
              finish(target?.ids ?? [], text, target?.bulk ?? false)();
            },
          },
        );
      },
    },
  };
}

export type ArticleActions = ReturnType<typeof useArticleActions>;
