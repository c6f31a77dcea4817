import { eventAnalysisCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { DISPOSE_WINDOW_MS } from './event-analysis.service.js';
import type { EventAnalysisService } from './event-analysis.service.js';
import type { EventDisposeService } from './event-dispose.service.js';
import {
  toConsensus,
  toContext,
  toDiffuse,
  toDispose,
  toGrowingTrend,
  toInfluence,
} from './event-view.mapper.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/**
 * Handlers of the seven event views, the shared chart family with the Event suffix and their
 * Excel twins (event-analysis.ts): session → analysis service → mapper.
 */
export function eventAnalysisRoutes(
  analysis: EventAnalysisService,
  disposes: EventDisposeService,
): HandlerMap {
  return handlersFor(eventAnalysisCalls, {
    findEventContext: async (input, ctx) => toContext(await analysis.context(org(ctx), input)),
    findEventParticipant: (input, ctx) => analysis.participant(org(ctx), input),
    findEventDiffuse: async (input, ctx) => toDiffuse(await analysis.diffuse(org(ctx), input)),
    findEventGrowingTrend: async (input, ctx) =>
      toGrowingTrend(await analysis.growingTrend(org(ctx), input)),
    findEventInfluence: async (input, ctx) =>
      toInfluence(await analysis.influence(org(ctx), input)),
    findEventDispose: async (input, ctx) =>
      toDispose(await analysis.dispose(org(ctx), input), DISPOSE_WINDOW_MS / 3_600_000),
    saveEventDispose: async (input, ctx) => {
      const { session } = requireSession(ctx);
      const disposeId = await disposes.save(session.orgId, input, session);
      return { disposeId };
    },
    findEventConsensus: async (input, ctx) =>
      toConsensus(await analysis.consensus(org(ctx), input)),
    trendEvent: (input, ctx) => analysis.trend(org(ctx), 'trend', input),
    emotionTrendEvent: (input, ctx) => analysis.trend(org(ctx), 'emotionTrend', input),
    carrierTrendEvent: (input, ctx) => analysis.trend(org(ctx), 'carrierTrend', input),
    motionDistributionEvent: (input, ctx) => analysis.table(org(ctx), 'motionDistribution', input),
    motionCarrierDistributionEvent: (input, ctx) =>
      analysis.table(org(ctx), 'motionCarrierDistribution', input),
    regionDistributionEvent: (input, ctx) => analysis.regions(org(ctx), input),
    mediaActivityLeadersListEvent: (input, ctx) => analysis.table(org(ctx), 'mediaLeaders', input),
    publicOpinionLeadersListEvent: (input, ctx) =>
      analysis.table(org(ctx), 'opinionLeaders', input),
    hotWordsCloudEvent: (input, ctx) => analysis.table(org(ctx), 'hotWords', input),
    trendExcelEvent: (input, ctx) => analysis.excel(org(ctx), 'trend', input),
    emotionTrendExcelEvent: (input, ctx) => analysis.excel(org(ctx), 'emotionTrend', input),
    emotionTrendNotNeutralExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'emotionTrendNotNeutral', input),
    carrierTrendExcelEvent: (input, ctx) => analysis.excel(org(ctx), 'carrierTrend', input),
    motionDistributionExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'motionDistribution', input),
    motionCarrierDistributionExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'motionCarrierDistribution', input),
    regionDistributionExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'regionDistribution', input),
    mediaActivityLeadersListExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'mediaLeaders', input),
    publicOpinionLeadersListExcelEvent: (input, ctx) =>
      analysis.excel(org(ctx), 'opinionLeaders', input),
  });
}
