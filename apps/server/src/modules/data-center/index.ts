import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { SearchLogRepo } from './data-center.repo.js';
import { dataCenterRoutes } from './data-center.routes.js';
import { DataCenterService } from './data-center.service.js';

/** What the data centre needs from the app: storage and the clock. */
export interface DataCenterDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}

/** Handlers of every /api/dataCenter/* call (cloud search, its statistics, log and export). */
export function dataCenterHandlers({ db, dialect, clock }: DataCenterDeps): HandlerMap {
  const service = new DataCenterService({ db, dialect }, new SearchLogRepo(db), clock);
  return dataCenterRoutes(service);
}
export { DataCenterService } from './data-center.service.js';
export { SearchLogRepo } from './data-center.repo.js';
