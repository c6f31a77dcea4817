import { eventCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { toArticlePage } from '../article/index.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import { grantedEvents } from '../../platform/session/topic-grants.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { EventAnalysisService } from './event-analysis.service.js';
import type { EventBriefingService } from './event-briefing.service.js';
import { toEventForm, toEventItem } from './event.mapper.js';
import type { EventService } from './event.service.js';

export interface EventServices {
  events: EventService;
  analysis: EventAnalysisService;
  briefing: EventBriefingService;
  clock: Clock;
}

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of the event list, form, toggles, articles and report (event.ts). */
export function eventRoutes({ events, analysis, briefing, clock }: EventServices): HandlerMap {
  return handlersFor(eventCalls, {
    findPageEvent: async (input, ctx) => {
      const orgId = org(ctx);
      const filter = {
        keyword: input.keyword,
        enabled: input.enableState,
        ids: grantedEvents(requireSession(ctx).session),
      };
      const page = await events.page(orgId, filter, input.pageNum, input.pageSize);
      const counts = await Promise.all(page.rows.map((r) => analysis.count(orgId, r)));
      const now = clock.now();
      return {
        list: page.rows.map((r, i) => toEventItem(r, counts[i]!, now)),
        total: page.total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },
    findEventInfo: async (input, ctx) => {
      const row = await events.get(org(ctx), input.eventId);
      return toEventForm(row, await analysis.count(org(ctx), row), clock.now());
    },
    saveEvent: async (input, ctx) => {
      const { session } = requireSession(ctx);
      return { eventId: await events.save(session.orgId, input, session.accountId) };
    },
    validateSaveEvent: async (input, ctx) => {
      const message = await events.problem(org(ctx), input);
      return { valid: message === null, message };
    },
    deleteEvent: async (input, ctx) => {
      await events.remove(org(ctx), input.eventId);
      return null;
    },
    saveEventEnableState: async (input, ctx) => {
      await events.setEnabled(org(ctx), input.eventId, input.enableState);
      return null;
    },
    saveEventShowState: async (input, ctx) => {
      await events.setShown(org(ctx), input.eventId, input.showState);
      return null;
    },
    saveEventTopState: async (input, ctx) => {
      await events.setTop(org(ctx), input.eventId, input.topState);
      return null;
    },
    findEventArticle: async (input, ctx) => toArticlePage(await analysis.articles(org(ctx), input)),
    findEventCarrierDataStatistics: (input, ctx) =>
      analysis.table(org(ctx), 'carrierStatistics', input),
    exportEventArticle: (input, ctx) => analysis.exportArticles(org(ctx), input),
    downEventBriefing: (input, ctx) => briefing.briefing(org(ctx), input),
  });
}
