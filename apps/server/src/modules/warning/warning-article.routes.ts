import { warningCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import { grantedSpecials } from '../../platform/session/topic-grants.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toWarnedArticle } from './warning-article.mapper.js';
import type { WarningArticleService } from './warning-article.service.js';

const reader = (ctx: CallContext) => {
  const { session } = requireSession(ctx);
  return {
    orgId: session.orgId,
    accountId: session.accountId,
    specialIds: grantedSpecials(session),
  };
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
      await articles.remove(reader(ctx), input.warningIds);
      return null;
    },
    exportWarningArticle: (input, ctx) => articles.export(reader(ctx), input),
  });
}
