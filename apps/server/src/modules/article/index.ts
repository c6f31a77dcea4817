import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { createTranslationProvider } from '../../platform/translate/create-translation-provider.js';
import type { TranslationProvider } from '../../platform/translate/translation-provider.js';
import { createSpecialService } from '../special/index.js';
import type { SpecialDeps } from '../special/index.js';
import { articleActionRoutes } from './article-action.routes.js';
import { ArticleActionRepo } from './article-action.repo.js';
import { ArticleActionService } from './article-action.service.js';
import { ArticleClusterRepo } from './article-cluster.repo.js';
import { ArticleDetailService } from './article-detail.service.js';
import { ArticleExportService } from './article-export.service.js';
import { articleRoutes } from './article.routes.js';
import { ArticleRepo } from './article.repo.js';
import { ArticleSpreadService } from './article-spread.service.js';
import { ArticleTranslateService } from './article-translate.service.js';
import { ShareCodes } from './share-code.js';

export { toArticleItem, toArticlePage, toListRow } from './article-item.mapper.js';

/** What the article module needs from the app. */
export interface ArticleDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The job queue and rule book: 加入排除词 re-saves a special's rule and back-fills it. */
  ingest: SpecialDeps['ingest'];
  config: { translate: { url: string | undefined; token: string | undefined } };
  /** Overrides the configured translation service. */
  translator?: TranslationProvider;
}

/** Handlers of every /api/article/* call except the favourites pair, and /dc/article/sendInstantPush. */
export function articleHandlers(deps: ArticleDeps): HandlerMap {
  const { db, dialect, clock, ingest } = deps;
  const articles = new ArticleRepo(db);
  const spread = new ArticleSpreadService(db, new ArticleClusterRepo({ db, dialect }));
  const details = new ArticleDetailService(articles, new ShareCodes(db), (orgId, row) =>
    spread.similarCount(orgId, row),
  );
  const specials = createSpecialService({ db, clock, ingest });
  const actions = new ArticleActionService(
    db,
    articles,
    new ArticleActionRepo(db),
    specials,
    clock,
  );
  const provider = deps.translator ?? createTranslationProvider(deps.config);
  return mergeHandlers(
    articleRoutes({ details, spread }),
    articleActionRoutes({
      actions,
      exporter: new ArticleExportService({ db, dialect }, clock),
      translator: new ArticleTranslateService(articles, provider, deps.log),
    }),
  );
}
