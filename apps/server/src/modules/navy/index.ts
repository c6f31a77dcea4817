import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { NavyCommentService } from './navy-comment.service.js';
import { fetchEvidence } from './navy-evidence.js';
import { NavyRanksService } from './navy-ranks.service.js';
import { navyRoutes } from './navy.routes.js';
import { NavyStatsService } from './navy-stats.service.js';
import { NavyTaskService } from './navy-task.service.js';

export { pageWindow } from './navy-json.js';
export { seedDemoNavy } from './seed-demo-navy.js';
export type { DemoPeople } from './seed-demo-navy.js';

/** Handlers of the 网评任务 system (/navy/*): troops, labels, tasks, submissions, statistics. */
export function navyHandlers({ db, clock }: { db: Kysely<DB>; clock: Clock }): HandlerMap {
  const tasks = new NavyTaskService(db, clock);
  return navyRoutes({
    ranks: new NavyRanksService(db, clock),
    tasks,
    comments: new NavyCommentService(db, clock, tasks, (url) => fetchEvidence(url)),
    stats: new NavyStatsService(db, clock, tasks),
  });
}
