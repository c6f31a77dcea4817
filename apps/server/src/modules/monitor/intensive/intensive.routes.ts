import { intensiveMonitorCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor, mergeHandlers } from '../../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../../platform/http/call-context.js';
import { toArticlePage } from '../../article/index.js';
import type { SetEngine } from '../engine.js';
import { setRoutes } from '../set.routes.js';
import type { IntensiveAnalyses } from './intensive-analysis.service.js';
import type { IntensiveService } from './intensive.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** 重点监测: groups on the set engine (intensive kind); monitored objects and their keywords. */
export function intensiveRoutes(
  engine: SetEngine,
  monitors: IntensiveService,
  analyses: IntensiveAnalyses,
): HandlerMap {
  return mergeHandlers(
    setRoutes(engine, intensiveMonitorCalls, {
      groups: 'findIntensiveMonitorGroup',
      saveGroup: 'saveIntensiveMonitorGroup',
      deleteGroup: 'deleteIntensiveMonitorGroup',
      moveGroup: 'moveIntensiveMonitorGroupPositionType',
    }),
    handlersFor(intensiveMonitorCalls, {
      findPageIntensiveMonitor: (input, ctx) => monitors.page(org(ctx), input),
      findIntensiveMonitorInfo: (input, ctx) => monitors.info(org(ctx), input.monitorId),
      saveIntensiveMonitor: async (input, ctx) => ({
        monitorId: await monitors.save(org(ctx), input),
      }),
      deleteIntensiveMonitor: async (input, ctx) => {
        await monitors.remove(org(ctx), input.monitorId);
        return null;
      },
      saveIntensiveMonitorEnableState: async (input, ctx) => {
        await monitors.setEnabled(org(ctx), input.monitorId, input.enableState);
        return null;
      },
      findIntensiveMonitorKeyword: (input, ctx) => monitors.keywords(org(ctx), input.monitorId),
      saveIntensiveMonitorKeyword: async (input, ctx) => ({
        keywordId: await monitors.saveKeyword(org(ctx), input),
      }),
      deleteIntensiveMonitorKeyword: async (input, ctx) => {
        await monitors.removeKeyword(org(ctx), input.keywordId);
        return null;
      },
      findIntensiveMonitorArticle: async (input, ctx) =>
        toArticlePage(await analyses.articles(org(ctx), input)),
      findIntensiveMonitorCarrierDataStatistics: (input, ctx) =>
        analyses.table(org(ctx), 'carrierStatistics', input),
      exportIntensiveMonitorArticle: (input, ctx) => analyses.exportArticles(org(ctx), input),
    }),
  );
}
