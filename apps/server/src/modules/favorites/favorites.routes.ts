import { articleCalls, favoritesCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { FavoriteArticleService } from './favorite-article.service.js';
import type { FavoriteFolderService } from './favorite-folder.service.js';
import { toFavoriteArticle, toFolder } from './favorites.mapper.js';

export interface FavoriteServices {
  folders: FavoriteFolderService;
  articles: FavoriteArticleService;
}

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/**
 * Handlers of /api/favorites/* plus the two favourite actions of the article group
 * (saveFavoriteArticle, cancelFavoriteArticle): session → service → mapper.
 */
export function favoritesRoutes({ folders, articles }: FavoriteServices): HandlerMap {
  return mergeHandlers(
    handlersFor(favoritesCalls, {
      findFavoriteFolder: async (_, ctx) => (await folders.list(org(ctx))).map(toFolder),
      saveFavoriteFolder: async (input, ctx) => ({ folderId: await folders.save(org(ctx), input) }),
      deleteFavoriteFolder: async (input, ctx) => {
        await folders.remove(org(ctx), input.folderId);
        return null;
      },
      findPageFavoriteArticle: async (input, ctx) => {
        const { rows, ...page } = await articles.page(org(ctx), input);
        return { ...page, list: rows.map(toFavoriteArticle) };
      },
      moveFavoriteArticle: async (input, ctx) => {
        await articles.move(org(ctx), input.articleIds, input.folderId);
        return null;
      },
      deleteFavoriteArticle: async (input, ctx) => {
        await articles.remove(org(ctx), input.articleIds);
        return null;
      },
      exportFavoriteArticle: (input, ctx) => articles.export(org(ctx), input),
    }),
    handlersFor(articleCalls, {
      saveFavoriteArticle: async (input, ctx) => {
        const { orgId, accountId } = requireSession(ctx).session;
        await articles.save(orgId, accountId, input.articleIds, input.folderId);
        return null;
      },
      cancelFavoriteArticle: async (input, ctx) => {
        await articles.remove(org(ctx), input.articleIds);
        return null;
      },
    }),
  );
}
