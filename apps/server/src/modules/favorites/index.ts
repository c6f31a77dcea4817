import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { FavoriteArticleRepo } from './favorite-article.repo.js';
import { FavoriteArticleService } from './favorite-article.service.js';
import { FavoriteFolderRepo } from './favorite-folder.repo.js';
import { FavoriteFolderService } from './favorite-folder.service.js';
import { favoritesRoutes } from './favorites.routes.js';

/** What the favourites module needs from the app. */
export interface FavoritesDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}

/** Handlers of /api/favorites/* and of saveFavoriteArticle / cancelFavoriteArticle. */
export function favoritesHandlers({ db, dialect, clock }: FavoritesDeps): HandlerMap {
  const folders = new FavoriteFolderService(new FavoriteFolderRepo(db), clock);
  const repo = new FavoriteArticleRepo({ db, dialect });
  const articles = new FavoriteArticleService(repo, folders, clock);
  return favoritesRoutes({ folders, articles });
}
