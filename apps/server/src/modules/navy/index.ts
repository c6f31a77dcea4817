import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { NavyCommentService } from './navy-comment.service.js';
import { fetchEvidence } from './navy-evidence.js';
import type { FetchLike } from '../../ingest/collect/http-fetch.js';
import { NavyInviteService } from './navy-invite.service.js';
import { NavyLabelService } from './navy-label.service.js';
import { NavyRanksService } from './navy-ranks.service.js';
import { navyRoutes } from './navy.routes.js';
import { NavyStatsService } from './navy-stats.service.js';
import { NavyTaskItemService } from './navy-task-item.service.js';
import { NavyTaskTypeService } from './navy-task-type.service.js';
import { NavyTaskService } from './navy-task.service.js';

export { pageWindow } from './navy-json.js';
export { seedDemoNavy } from './seed-demo-navy.js';
export type { DemoPeople } from './seed-demo-navy.js';

/**
 * Handlers of the 网评任务 system (/navy/*): troops, labels, tasks, submissions, statistics.
 * Submitted URLs are checked through the outbound policy's fetch (members' links may not reach
 * our own network).
 */
export function navyHandlers({
  db,
  clock,
  fetch,
}: {
  db: Kysely<DB>;
  clock: Clock;
  fetch: FetchLike;
}): HandlerMap {
  const tasks = new NavyTaskService(db, clock);
  const ranks = new NavyRanksService(db, clock);
  return navyRoutes({
    ranks,
    invites: new NavyInviteService(db, clock, ranks),
    labels: new NavyLabelService(db),
    tasks,
    types: new NavyTaskTypeService(db),
    items: new NavyTaskItemService(db, clock, tasks),
    comments: new NavyCommentService(db, clock, tasks, (url) => fetchEvidence(url, fetch)),
    stats: new NavyStatsService(db, clock, tasks),
  });
}
