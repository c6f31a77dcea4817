import { cloudSearchCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor } from '../../../platform/http/call-context.js';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import { toArticlePage } from '../../article/index.js';
import type { DataCenterService } from '../../data-center/index.js';
import type { ArticleJoinService } from './article-join.service.js';

/**
 * 云搜索: full-text search over everything collected (the data centre's search, which keeps
 * the account's search log), and joining results to a special, event, favourites or report.
 */
export function cloudSearchRoutes(
  search: DataCenterService,
  joins: ArticleJoinService,
): HandlerMap {
  return handlersFor(cloudSearchCalls, {
    cloudSearchArticlePage: async (input, ctx) => {
      const { orgId, accountId } = requireSession(ctx).session;
      return toArticlePage(await search.search({ orgId, accountId }, input));
    },
    articleJoinSystem: (input, ctx) => {
      const { orgId, accountId } = requireSession(ctx).session;
      return joins.join(orgId, accountId, input);
    },
  });
}
