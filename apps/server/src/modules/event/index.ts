import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import type { RuleBookLike } from '../../ingest/match/rule-backfill.js';
import type { Clock } from '../../platform/clock.js';
import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { EventAnalysisService } from './event-analysis.service.js';
import { eventAnalysisRoutes } from './event-analysis.routes.js';
import { EventBriefingService } from './event-briefing.service.js';
import { EventDisposeRepo } from './event-dispose.repo.js';
import { EventDisposeService } from './event-dispose.service.js';
import { EventRepo } from './event.repo.js';
import { eventRoutes } from './event.routes.js';
import { EventService } from './event.service.js';
import { incidentRoutes } from './incident.routes.js';

export { EventService } from './event.service.js';
export { EventAnalysisService } from './event-analysis.service.js';
export { eventScope } from './event-window.js';

/** What the event module needs from the app: storage, the job queue and the rule book. */
export interface EventDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  ingest: { queue: JobQueue; rules: RuleBookLike };
}

/** Handlers of every /api/event/* and /api/app/incident/* call. */
export function eventHandlers({ db, dialect, clock, ingest }: EventDeps): HandlerMap {
  const adb = { db, dialect };
  const events = new EventService(
    new EventRepo(db),
    new RuleBackfill(db, ingest.queue, ingest.rules),
    clock,
  );
  const disposeRepo = new EventDisposeRepo(db);
  const disposes = new EventDisposeService(disposeRepo, events, clock);
  const analysis = new EventAnalysisService(adb, events, disposeRepo, clock);
  const briefing = new EventBriefingService(adb, analysis, clock);
  const services = { events, analysis, briefing, clock };
  return mergeHandlers(
    eventRoutes(services),
    eventAnalysisRoutes(analysis, disposes),
    incidentRoutes(services),
  );
}
