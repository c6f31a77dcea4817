import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { ThemeRepo } from './theme.repo.js';
import { themeRoutes } from './theme.routes.js';
import { ThemeService } from './theme.service.js';

/** What the theme module needs from the app. */
export interface ThemeDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}

/** Handlers of /api/theme/* (主题分析). */
export function themeHandlers({ db, dialect, clock }: ThemeDeps): HandlerMap {
  return themeRoutes(new ThemeService({ db, dialect }, new ThemeRepo(db), clock));
}
