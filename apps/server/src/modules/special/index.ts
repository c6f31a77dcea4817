import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { createSetEngine, createSetService } from '../monitor/index.js';
import type { MonitorDeps } from '../monitor/index.js';
import { SPECIAL_KIND } from '../monitor/index.js';
import type { SetService } from '../monitor/index.js';
import { specialAnalysisRoutes } from './special-analysis.routes.js';
import { specialRoutes } from './special.routes.js';
import { SpecialQuota } from './special-quota.js';

export type { SetService as SpecialService } from '../monitor/index.js';
export { compileRule, storedCarriers, storedWords, type RuleForm } from '../monitor/index.js';
export type { CompiledRule } from '../monitor/index.js';
export type { StoredWords } from '../monitor/index.js';

/** What the special-topic module needs from the app: storage, the job queue and rule book. */
export type SpecialDeps = MonitorDeps;

/**
 * A SpecialService wired like the module's own, for other modules that change a special's rule
 * (加入排除词 on an article page): the same checks, rule sync and back-fill.
 */
export function createSpecialService(deps: Omit<SpecialDeps, 'dialect'>): SetService {
  return createSetService(deps, SPECIAL_KIND);
}

/**
 * Handlers of every /api/special/* call (columns, specials, their analyses and exports): the
 * monitoring-set engine of the special kind (专题 in 栏目) under SPEC's special call names.
 */
export function specialHandlers(deps: SpecialDeps): HandlerMap {
  const { groups: columns, sets: specials, analysis } = createSetEngine(deps, SPECIAL_KIND);
  return mergeHandlers(
    specialRoutes({ columns, specials, analysis, quota: new SpecialQuota(deps.db) }),
    specialAnalysisRoutes(analysis),
  );
}
