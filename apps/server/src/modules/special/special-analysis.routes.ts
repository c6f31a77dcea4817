import { specialAnalysisCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { SetAnalysisService as SpecialAnalysisService } from '../monitor/index.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/**
 * Handlers of the analyses of one special and their Excel twins (special-analysis.ts). The
 * engine's tables are the API shape (analysisTable), so no mapper sits between.
 * downSpecialBriefing answers the special's analyses as a Word briefing (briefing/).
 */
export function specialAnalysisRoutes(analysis: SpecialAnalysisService): HandlerMap {
  return handlersFor(specialAnalysisCalls, {
    trendSpecial: (input, ctx) => analysis.trend(org(ctx), 'trend', input),
    emotionTrendSpecial: (input, ctx) => analysis.trend(org(ctx), 'emotionTrend', input),
    carrierTrendSpecial: (input, ctx) => analysis.trend(org(ctx), 'carrierTrend', input),
    motionDistributionSpecial: (input, ctx) =>
      analysis.table(org(ctx), 'motionDistribution', input),
    motionCarrierDistributionSpecial: (input, ctx) =>
      analysis.table(org(ctx), 'motionCarrierDistribution', input),
    regionDistributionSpecial: (input, ctx) => analysis.regions(org(ctx), input),
    mediaActivityLeadersListSpecial: (input, ctx) =>
      analysis.table(org(ctx), 'mediaLeaders', input),
    publicOpinionLeadersListSpecial: (input, ctx) =>
      analysis.table(org(ctx), 'opinionLeaders', input),
    hotWordsCloudSpecial: (input, ctx) => analysis.table(org(ctx), 'hotWords', input),
    trendExcelSpecial: (input, ctx) => analysis.excel(org(ctx), 'trend', input),
    emotionTrendExcelSpecial: (input, ctx) => analysis.excel(org(ctx), 'emotionTrend', input),
    emotionTrendNotNeutralExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'emotionTrendNotNeutral', input),
    carrierTrendExcelSpecial: (input, ctx) => analysis.excel(org(ctx), 'carrierTrend', input),
    motionDistributionExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'motionDistribution', input),
    motionCarrierDistributionExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'motionCarrierDistribution', input),
    regionDistributionExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'regionDistribution', input),
    mediaActivityLeadersListExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'mediaLeaders', input),
    publicOpinionLeadersListExcelSpecial: (input, ctx) =>
      analysis.excel(org(ctx), 'opinionLeaders', input),
    exportSpecialArticle: (input, ctx) => analysis.exportArticles(org(ctx), input),
    downSpecialBriefing: (input, ctx) => analysis.briefing(org(ctx), input),
  });
}
