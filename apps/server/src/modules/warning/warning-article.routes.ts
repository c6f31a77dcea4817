import { warningCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toWarnedArticle } from './warning-article.mapper.js';
import type { WarningArticleService } from './warning-article.service.js';

const reader = (ctx: CallContext) => {
  const { orgId, accountId } = requireSession(ctx).session;
  return { orgId, accountId };
};

/** Handlers of the warned-article calls (list, unread count, read, delete, export). */
export function warningArticleRoutes(articles: WarningArticleService): HandlerMap {
  return handlersFor(warningCalls, {
    findWarningArticle: async (input, ctx) => {
      const { rows, ...page } = await articles.page(reader(ctx), input);
      return { ...page, list: rows.map(toWarnedArticle) };
    },
    findUnreadWarningCount: async (_, ctx) => ({
      count: await articles.unreadCount(reader(ctx)),
    }),
    readWarning: async (input, ctx) => {
      await articles.read(reader(ctx), input);
      return null;
    },
    deleteWarningArticle: async (input, ctx) => {
      await articles.remove(reader(ctx).orgId, input.warningIds);
      return null;
    },
    exportWarningArticle: (input, ctx) => articles.export(reader(ctx), input),
  });
}
