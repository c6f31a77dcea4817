import { articleCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { ArticleActionService } from './article-action.service.js';
import type { ArticleExportService } from './article-export.service.js';
import type { ArticleTranslateService } from './article-translate.service.js';

export interface ArticleActionServices {
  actions: ArticleActionService;
  exporter: ArticleExportService;
  translator: ArticleTranslateService;
}

const actor = (ctx: CallContext) => {
  const { orgId, accountId } = requireSession(ctx).session;
  return { orgId, accountId };
};

/**
 * Handlers of the article actions. 收藏/取消收藏 (saveFavoriteArticle, cancelFavoriteArticle)
 * belong to the favourites module and are bound there.
 */
export function articleActionRoutes(s: ArticleActionServices): HandlerMap {
  return handlersFor(articleCalls, {
    judgeArticleEmotion: async (input, ctx) => {
      await s.actions.judge(actor(ctx).orgId, input.articleIds, input.sentiment);
      return null;
    },
    saveWarningArticle: async (input, ctx) => {
      await s.actions.warn(actor(ctx), input.articleIds, input.warningLevel, input.remark);
      return null;
    },
    joinBriefingArticle: async (input, ctx) => {
      await s.actions.addToBriefing(actor(ctx), input.articleIds, input.period, input.briefingId);
      return null;
    },
    joinExclusionWord: async (input, ctx) => {
      await s.actions.excludeWords(actor(ctx).orgId, input.words, input.specialId);
      return null;
    },
    sendInstantPush: async (input, ctx) => {
      await s.actions.instantPush(actor(ctx), input.articleIds, input.noticeIds, input.message);
      return null;
    },
    articleExport: (input, ctx) => s.exporter.export(actor(ctx).orgId, input.articleIds),
    articleTranslate: (input, ctx) =>
      s.translator.translate(actor(ctx).orgId, input.articleId, input.targetLanguage),
  });
}
