import { indexCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import { visibleSpecialIds } from '../../platform/session/topic-grants.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toArticlePage } from '../article/index.js';
import type { DashboardArticleService } from './dashboard-article.service.js';
import type { DashboardChartService } from './dashboard-chart.service.js';
import type { Viewer } from './dashboard-scope.js';
import { toSensitivePage, toWarningPage } from './dashboard.mapper.js';

const viewer = (ctx: CallContext): Viewer => {
  const { session } = requireSession(ctx);
  return {
    orgId: session.orgId,
    accountId: session.accountId,
    visible: visibleSpecialIds(session),
  };
};

/**
 * Handlers of the dashboard's data calls (index-page.ts): the chart panels answer the engine's
 * tables as the special analyses do; the lists go through the article item mapper.
 */
export function dashboardRoutes(
  charts: DashboardChartService,
  articles: DashboardArticleService,
): HandlerMap {
  return handlersFor(indexCalls, {
    findIndexCarrierDataStatistics: (input, ctx) =>
      charts.table(viewer(ctx), 'carrierStatistics', input),
    emotionTrendIndex: (input, ctx) => charts.trend(viewer(ctx), 'emotionTrend', input),
    carrierTrendIndex: (input, ctx) => charts.trend(viewer(ctx), 'carrierTrend', input),
    motionDistributionIndex: (input, ctx) => charts.table(viewer(ctx), 'motionDistribution', input),
    regionDistributionIndex: (input, ctx) => charts.regions(viewer(ctx), input),
    hotWordsCloudIndex: (input, ctx) => charts.table(viewer(ctx), 'hotWords', input),
    mediaActivityLeadersListIndex: (input, ctx) => charts.table(viewer(ctx), 'mediaLeaders', input),
    findIndexSpecialRanking: (input, ctx) => charts.specialRanking(viewer(ctx), input),
    findIndexSensitiveArticle: async (input, ctx) =>
      toSensitivePage(await articles.sensitive(viewer(ctx), input)),
    findIndexWarningArticle: async (input, ctx) =>
      toWarningPage(await articles.warnings(viewer(ctx), input)),
    findIndexHotArticle: async (input, ctx) =>
      toArticlePage(await articles.hot(viewer(ctx), input)),
    readIndexArticle: async (input, ctx) => {
      await articles.markRead(viewer(ctx).orgId, input.articleIds);
      return null;
    },
  });
}
