import { mergeHandlers } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { createTranslationProvider } from '../../platform/translate/create-translation-provider.js';
import type { TranslationProvider } from '../../platform/translate/translation-provider.js';
import { abroadSetRoutes } from './abroad/abroad.routes.js';
import { WebsiteService } from './abroad/website.service.js';
import { websiteRoutes } from './abroad/website.routes.js';
import { createSetEngine } from './engine.js';
import type { MonitorDeps } from './engine.js';
import {
  ABROAD_KIND,
  GROUP_KIND,
  INTENSIVE_KIND,
  MULTILINGUAL_KIND,
  SHORT_VIDEO_KIND,
} from './kinds.js';
import { groupRoutes } from './group/group.routes.js';
import { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import { DataCenterService, SearchLogRepo } from '../data-center/index.js';
import { ArticleJoinService } from './cloud-search/article-join.service.js';
import { cloudSearchRoutes } from './cloud-search/cloud-search.routes.js';
import { IntensiveAnalyses } from './intensive/intensive-analysis.service.js';
import { IntensiveRepo } from './intensive/intensive.repo.js';
import { intensiveRoutes } from './intensive/intensive.routes.js';
import { IntensiveService } from './intensive/intensive.service.js';
import { ListTranslator } from './multilingual/list-translator.js';
import { multilingualRoutes } from './multilingual/multilingual.routes.js';
import { shortVideoRoutes } from './short-video/short-video.routes.js';
import { VideoDetailService } from './short-video/video-detail.service.js';

export { createSetEngine, createSetService, type MonitorDeps, type SetEngine } from './engine.js';
export {
  ABROAD_KIND,
  GROUP_KIND,
  INSTANT_MESSAGING_KIND,
  MULTILINGUAL_KIND,
  SHORT_VIDEO_KIND,
} from './kinds.js';
export { defaultGroupId } from './group/group.routes.js';
export { setRoutes } from './set.routes.js';
export { SPECIAL_KIND } from './set-kind.js';
export { seedDemoMonitorSets } from './demo/demo-monitor-sets.js';
export { ensureSource, seedDemoMonitorCorpus } from './demo/demo-monitor-corpus.js';
export type { SetKind, SetExtra } from './set-kind.js';
export { compileRule, storedCarriers, storedWords } from './set-rule.js';
export type { CompiledRule, RuleForm, StoredWords } from './set-rule.js';
export type { GroupRow } from './group.repo.js';
export type { SetWithJob } from './set.repo.js';
export type { GroupService } from './group.service.js';
export type { SetService } from './set.service.js';
export type { SetAnalysisService } from './set-analysis.service.js';

/** What the monitoring family needs beyond the engine's deps: translation settings. */
export interface MonitorFamilyDeps extends MonitorDeps {
  config: { translate: { url: string | undefined; token: string | undefined } };
  /** Overrides the configured translation service (tests). */
  translator?: TranslationProvider;
}

/**
 * Handlers of the monitoring family on the shared set engine: 境外 (abroad), 多语种
 * (multilingual), 短视频 (short video), 群组监测 (group) — each the engine of its kind under SPEC's call names,
 * plus what is its own.
 */
export function monitorHandlers(deps: MonitorFamilyDeps): HandlerMap {
  const { db, dialect, clock, ingest } = deps;
  const intensive = createSetEngine(deps, INTENSIVE_KIND);
  const backfill = new RuleBackfill(db, ingest.queue, ingest.rules);
  const monitors = new IntensiveService(new IntensiveRepo(db), intensive.groups, backfill, clock);
  const provider = deps.translator ?? createTranslationProvider(deps.config);
  return mergeHandlers(
    abroadSetRoutes(createSetEngine(deps, ABROAD_KIND)),
    websiteRoutes(new WebsiteService(db, clock)),
    multilingualRoutes(
      createSetEngine(deps, MULTILINGUAL_KIND),
      new ListTranslator(db, provider, clock),
    ),
    shortVideoRoutes(createSetEngine(deps, SHORT_VIDEO_KIND), new VideoDetailService(db)),
    groupRoutes(createSetEngine(deps, GROUP_KIND)),
    intensiveRoutes(intensive, monitors, new IntensiveAnalyses({ db, dialect }, monitors, clock)),
    cloudSearchRoutes(
      new DataCenterService({ db, dialect }, new SearchLogRepo(db), clock),
      new ArticleJoinService(db, clock),
    ),
  );
}
