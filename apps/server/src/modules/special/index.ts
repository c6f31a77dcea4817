import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { SpecialAnalysisService } from './special-analysis.service.js';
import { specialAnalysisRoutes } from './special-analysis.routes.js';
import { SpecialColumnRepo } from './special-column.repo.js';
import { SpecialColumnService } from './special-column.service.js';
import { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import { SpecialRuleSync } from './special-rule-sync.js';
import type { RuleBookLike } from './special-rule-sync.js';
import { SpecialRepo } from './special.repo.js';
import { specialRoutes } from './special.routes.js';
import { SpecialService } from './special.service.js';

export { SpecialService } from './special.service.js';
export { SpecialAnalysisService } from './special-analysis.service.js';
export { compileRule, storedCarriers, storedWords, type RuleForm } from './special-rule.js';
export type { CompiledRule } from './special-rule.js';
export type { StoredWords } from './special-rule.js';

/** What the special-topic module needs from the app: storage, the job queue and rule book. */
export interface SpecialDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  ingest: { queue: JobQueue; rules: RuleBookLike };
}

function parts({ db, clock, ingest }: Omit<SpecialDeps, 'dialect'>) {
  const specialRepo = new SpecialRepo(db);
  const columnRepo = new SpecialColumnRepo(db);
  const backfill = new RuleBackfill(db, ingest.queue, ingest.rules);
  const sync = new SpecialRuleSync(specialRepo, backfill, clock);
  const specials = new SpecialService(specialRepo, columnRepo, sync, clock);
  return { specialRepo, columnRepo, sync, specials };
}

/**
 * A SpecialService wired like the module's own, for other modules that change a special's rule
 * (加入排除词 on an article page): the same checks, rule sync and back-fill.
 */
export function createSpecialService(deps: Omit<SpecialDeps, 'dialect'>): SpecialService {
  return parts(deps).specials;
}

/** Handlers of every /api/special/* call (columns, specials, their analyses and exports). */
export function specialHandlers({ db, dialect, clock, ingest }: SpecialDeps): HandlerMap {
  const { specialRepo, columnRepo, sync, specials } = parts({ db, clock, ingest });
  const columns = new SpecialColumnService(columnRepo, specialRepo, sync, clock);
  const ruleIdsOf = (orgId: number) => specialRepo.ruleIds(orgId);
  const analysis = new SpecialAnalysisService({ db, dialect }, specials, ruleIdsOf, clock);
  return mergeHandlers(
    specialRoutes({ columns, specials, analysis }),
    specialAnalysisRoutes(analysis),
  );
}
