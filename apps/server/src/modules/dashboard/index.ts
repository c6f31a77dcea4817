import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { DashboardArticleService } from './dashboard-article.service.js';
import { DashboardChartService } from './dashboard-chart.service.js';
import { DashboardScopes } from './dashboard-scope.js';
import { DashboardSettingsRepo } from './dashboard-settings.repo.js';
import { dashboardSettingsRoutes } from './dashboard-settings.routes.js';
import { DashboardSettingsService } from './dashboard-settings.service.js';
import { DashboardRepo } from './dashboard.repo.js';
import { dashboardRoutes } from './dashboard.routes.js';

export { DashboardSettingsService } from './dashboard-settings.service.js';
export { DashboardSettingsRepo } from './dashboard-settings.repo.js';

/** What the dashboard needs from the app: storage and the clock. */
export interface DashboardDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}

/**
 * Handlers of every /api/index/* call and of the account centre's home-page panel and chart
 * source calls.
 */
export function dashboardHandlers({ db, dialect, clock }: DashboardDeps): HandlerMap {
  const adb = { db, dialect };
  const settings = new DashboardSettingsService(new DashboardSettingsRepo(db), clock);
  const scopes = new DashboardScopes(adb, settings, clock);
  const repo = new DashboardRepo(adb);
  const charts = new DashboardChartService(adb, scopes, repo);
  const articles = new DashboardArticleService(adb, scopes, repo, clock);
  return mergeHandlers(dashboardRoutes(charts, articles), dashboardSettingsRoutes(settings));
}
