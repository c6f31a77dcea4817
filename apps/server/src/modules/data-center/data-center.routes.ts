import { dataCenterCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toArticlePage } from '../article/index.js';
import { toSearchLogPage } from './data-center.mapper.js';
import type { DataCenterService, Searcher } from './data-center.service.js';

const searcher = (ctx: CallContext): Searcher => {
  const { orgId, accountId } = requireSession(ctx).session;
  return { orgId, accountId };
};

/** Handlers of /api/dataCenter/*: session → service → mapper. */
export function dataCenterRoutes(dataCenter: DataCenterService): HandlerMap {
  return handlersFor(dataCenterCalls, {
    cloudSearchArticle: async (input, ctx) =>
      toArticlePage(await dataCenter.search(searcher(ctx), input)),
    findCloudSearchStatistics: (input, ctx) => dataCenter.statistics(searcher(ctx), input),
    findPageSearchLog: async (input, ctx) => {
      const page = await dataCenter.logPage(searcher(ctx), input.pageNum, input.pageSize);
      return toSearchLogPage(page, input.pageNum, input.pageSize);
    },
    deleteSearchLog: async (input, ctx) => {
      await dataCenter.removeLogs(searcher(ctx), input.searchLogIds);
      return null;
    },
    exportCloudSearchArticle: (input, ctx) => dataCenter.exportArticles(searcher(ctx), input),
  });
}
