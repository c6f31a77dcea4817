import { portraitCalls } from '@guanlan/shared';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { requireSession } from '../auth/index.js';
import { registerRecordJob } from '../../platform/jobs/record-job.js';
import type { PeopleDeps } from '../blogger/index.js';
import { PortraitService } from './portrait.service.js';

const who = (ctx: CallContext) => requireSession(ctx).session;

const portraitService = ({ db, dialect, clock, ingest }: PeopleDeps) =>
  new PortraitService({ db, dialect }, clock, ingest);

/** Registers the 网民画像 job on a runner (API process and `npm run worker`). */
export const registerPortraitJobs = (deps: PeopleDeps): void =>
  registerRecordJob(deps.ingest.runner, portraitService(deps));

/** Handlers of every /api/app/portraitAnalysis/* call (网民画像). */
export function portraitHandlers(deps: PeopleDeps): HandlerMap {
  registerPortraitJobs(deps);
  const portraits = portraitService(deps);
  return handlersFor(portraitCalls, {
    findPortraitAnalysisPage: (i, ctx) => portraits.page(who(ctx).orgId, i),
    findPortraitAnalysisStatistics: (_i, ctx) => portraits.statistics(who(ctx).orgId),
    findPortraitAnalysisInfo: (i, ctx) => portraits.info(who(ctx).orgId, i.portraitId),
    savePortraitAnalysis: async (i, ctx) => {
      const s = who(ctx);
      return { portraitId: await portraits.create(s.orgId, s.accountId, i) };
    },
    deletePortraitAnalysis: async (i, ctx) => {
      await portraits.remove(who(ctx).orgId, i.portraitId);
      return null;
    },
    authorHistoryPortraitAnalysis: (i, ctx) => portraits.history(who(ctx).orgId, i),
    authorHistoryMorePortraitAnalysis: (i, ctx) => portraits.history(who(ctx).orgId, i),
    hotWordsCloudPortraitAnalysis: (i, ctx) => portraits.hotWords(who(ctx).orgId, i),
    motionDistributionPortraitAnalysis: (i, ctx) => portraits.sentiment(who(ctx).orgId, i),
    motionTrendSpecialPortraitAnalysis: (i, ctx) => portraits.sentimentTrend(who(ctx).orgId, i),
    relationDiagramPortraitAnalysis: (i, ctx) => portraits.relations(who(ctx).orgId, i.portraitId),
    regionLocusPortraitAnalysis: (i, ctx) => portraits.regionLocus(who(ctx).orgId, i),
  });
}
