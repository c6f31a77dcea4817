import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import type { RuleBookLike } from '../../ingest/match/rule-backfill.js';
import { GroupRepo } from './group.repo.js';
import { GroupService } from './group.service.js';
import { RuleSync } from './rule-sync.js';
import { SetAnalysisService } from './set-analysis.service.js';
import type { SetKind } from './set-kind.js';
import { SetRepo } from './set.repo.js';
import { SetService } from './set.service.js';

/** What the monitoring-set engine needs from the app: storage, the job queue and rule book. */
export interface MonitorDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  ingest: { queue: JobQueue; rules: RuleBookLike };
}

/** The engine of one kind: its groups, its sets (rule, back-fill) and their analyses. */
export interface SetEngine {
  kind: SetKind;
  groups: GroupService;
  sets: SetService;
  analysis: SetAnalysisService;
}

/** The set service of a kind alone (other modules that edit a set's rule, e.g. 加入排除词). */
export function createSetService(deps: Omit<MonitorDeps, 'dialect'>, kind: SetKind): SetService {
  const { db, clock, ingest } = deps;
  const setRepo = new SetRepo(db, kind.store, kind.code);
  const sync = new RuleSync(setRepo, new RuleBackfill(db, ingest.queue, ingest.rules), clock);
  return new SetService(setRepo, new GroupRepo(db, kind.store), sync, clock, kind);
}

/** Wires the engine of one kind over the shared storage and the shared analysis family. */
export function createSetEngine(deps: MonitorDeps, kind: SetKind): SetEngine {
  const { db, dialect, clock, ingest } = deps;
  const setRepo = new SetRepo(db, kind.store, kind.code);
  const groupRepo = new GroupRepo(db, kind.store);
  const sync = new RuleSync(setRepo, new RuleBackfill(db, ingest.queue, ingest.rules), clock);
  const sets = new SetService(setRepo, groupRepo, sync, clock, kind);
  const groups = new GroupService(groupRepo, setRepo, sync, clock, kind);
  const analysis = new SetAnalysisService({ db, dialect }, sets, clock);
  return { kind, groups, sets, analysis };
}
