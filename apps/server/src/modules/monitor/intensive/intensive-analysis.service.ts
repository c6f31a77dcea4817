import {
  ScopedAnalyses,
  analysisFamily,
  loadExclusions,
  toArticleScope,
} from '../../../analysis/index.js';
import type {
  AnalysisDb,
  AnalysisSubject,
  RunOptions,
  ScopeInput,
} from '../../../analysis/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { IntensiveService, MonitorSelection } from './intensive.service.js';

type Input = ScopeInput & RunOptions & MonitorSelection;

/**
 * 重点监测 articles, carrier statistics and export through the shared engine: the scope is
 * the selected monitored objects' sites or accounts (either matches), narrowed to a custom
 * keyword's rule hits when one is chosen.
 */
export class IntensiveAnalyses extends ScopedAnalyses<Input, ReturnType<typeof analysisFamily>> {
  constructor(
    adb: AnalysisDb,
    private readonly monitors: IntensiveService,
    clock: Clock,
  ) {
    super(adb, clock, analysisFamily('重点监测'), '重点监测文章');
  }

  protected async subject(orgId: number, input: Input): Promise<AnalysisSubject> {
    const { name, sites, authors, ruleIds } = await this.monitors.selection(orgId, input);
    const exclude = await loadExclusions(this.adb.db, orgId, undefined);
    // Without any monitored site or account the scope is empty: hit by no rule.
    const none = sites.length + authors.length === 0;
    const scope = toArticleScope(orgId, input, this.clock.now(), {
      sites,
      authors,
      ...(none ? { ruleIds: [] } : ruleIds ? { ruleIds } : {}),
      ...(exclude ? { exclude } : {}),
    });
    return { name, scope };
  }
}
