import { incidentCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { toArticlePage } from '../article/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import { grantedEvents } from '../../platform/session/topic-grants.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { INCIDENT_TYPES, toIncidentItem } from './event.mapper.js';
import type { EventServices } from './event.routes.js';
import { toGrowingTrend, toInfluence } from './event-view.mapper.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;
const session = (ctx: CallContext) => requireSession(ctx).session;

/**
 * Handlers of the app's 事件库 (/api/app/incident/*): the organisation's events as incidents
 * (incidentId = eventId, types = 进行中 / 已结束), adapters over the event services.
 */
export function incidentRoutes({ events, analysis, briefing, clock }: EventServices): HandlerMap {
  const whole = (incidentId: number) => ({ eventId: incidentId });
  return handlersFor(incidentCalls, {
    findIncidentType: async (_, ctx) => {
      const now = clock.now();
      const counts = await Promise.all(
        INCIDENT_TYPES.map((t) =>
          events.count(org(ctx), {
            ended: { now, value: t.ended },
            ids: grantedEvents(session(ctx)),
          }),
        ),
      );
      return INCIDENT_TYPES.map((t, i) => ({
        incidentTypeId: t.incidentTypeId,
        incidentTypeName: t.incidentTypeName,
        count: counts[i]!,
      }));
    },
    findPageIncident: async (input, ctx) => {
      const orgId = org(ctx);
      const now = clock.now();
      const type = INCIDENT_TYPES.find((t) => t.incidentTypeId === input.incidentTypeId);
      const filter = {
        keyword: input.keyword,
        ids: grantedEvents(session(ctx)),
        from: input.startTime,
        to: input.endTime,
        ...(input.incidentTypeId !== undefined
          ? { ended: { now, value: type?.ended ?? false } }
          : {}),
      };
      const page =
        input.incidentTypeId !== undefined && !type
          ? { rows: [], total: 0 }
          : await events.page(orgId, filter, input.pageNum, input.pageSize);
      const counts = await Promise.all(page.rows.map((r) => analysis.count(orgId, r)));
      return {
        list: page.rows.map((r, i) => toIncidentItem(r, counts[i]!, now)),
        total: page.total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },
    findIncidentInfo: async (input, ctx) => {
      const row = await events.get(org(ctx), input.incidentId);
      return toIncidentItem(row, await analysis.count(org(ctx), row), clock.now());
    },
    findIncidentIndex: async (input, ctx) =>
      toInfluence(await analysis.influence(org(ctx), whole(input.incidentId))),
    findIncidentTrend: async (input, ctx) =>
      toGrowingTrend(await analysis.growingTrend(org(ctx), whole(input.incidentId))),
    findIncidentArticle: async (input, ctx) =>
      toArticlePage(await analysis.articles(org(ctx), { ...input, eventId: input.incidentId })),
    joinIncidentEvent: async (input, ctx) => ({
      eventId: await events.join(org(ctx), input.incidentId),
    }),
    downIncidentBriefing: (input, ctx) =>
      briefing.briefing(org(ctx), { ...input, eventId: input.incidentId }),
  });
}
