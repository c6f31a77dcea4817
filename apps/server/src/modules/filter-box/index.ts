import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { FilterBoxRepo } from './filter-box.repo.js';
import { filterBoxRoutes } from './filter-box.routes.js';
import { FilterBoxService } from './filter-box.service.js';

/** Handlers of /api/filterBox/* (信息过滤). */
export function filterBoxHandlers({ db, clock }: { db: Kysely<DB>; clock: Clock }): HandlerMap {
  return filterBoxRoutes(new FilterBoxService(new FilterBoxRepo(db), clock));
}
