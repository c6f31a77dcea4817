import { articleCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { ArticleDetailService } from './article-detail.service.js';
import { toMemberPage } from './article-member.mapper.js';
import type { ArticleSpreadService } from './article-spread.service.js';

export interface ArticleReadServices {
  details: ArticleDetailService;
  spread: ArticleSpreadService;
}

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of the detail page's reads: the article, its cluster, spread, entities and author. */
export function articleRoutes({ details, spread }: ArticleReadServices): HandlerMap {
  return handlersFor(articleCalls, {
    showArticleDetail: (input, ctx) => details.detail(org(ctx), input.articleId),
    showArticleDetailExternal: (input) => details.external(input.articleId, input.shareCode),
    similarArticles: async (input, ctx) => {
      const row = await details.get(org(ctx), input.articleId);
      return toMemberPage(await spread.similar(org(ctx), row, input), input, true);
    },
    similarArticleCount: async (input, ctx) => {
      const row = await details.get(org(ctx), input.articleId);
      return { count: await spread.similarCount(org(ctx), row) };
    },
    articleSpreadRoute: async (input, ctx) =>
      spread.route(org(ctx), await details.get(org(ctx), input.articleId)),
    articleSpreadIndex: async (input, ctx) =>
      spread.index(org(ctx), await details.get(org(ctx), input.articleId)),
    articleEntityAnalysis: (input, ctx) => details.entities(org(ctx), input.articleId),
    articleAuthorHistory: async (input, ctx) => {
      const row = await details.get(org(ctx), input.articleId);
      return toMemberPage(await spread.authorHistory(org(ctx), row, input), input, false);
    },
  });
}
