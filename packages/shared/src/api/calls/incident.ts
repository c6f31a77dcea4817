import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, byId, excel, listed, savedId } from './common.js';
import {
  eventGrowingTrend,
  eventInfluence,
  incidentItem,
  incidentPage,
  incidentType,
} from './event-shapes.js';

/** The incident library (事件库): curated notable incidents with their data index and report. */
export const incidentCalls = {
  findIncidentType: defineCall({
    path: '/api/app/incident/findIncidentType',
    title: '事件库分类',
    module: 'incident',
    resource: 'incident',
    input: p.none(),
    output: z.array(incidentType),
  }),
  findPageIncident: defineCall({
    path: '/api/app/incident/findPageIncident',
    title: '事件库列表',
    module: 'incident',
    resource: 'incident',
    input: z.object({
      incidentTypeId: p.id().optional(),
      keyword: p.text(50).optional(),
      startTime: p.time().optional(),
      endTime: p.time().optional(),
      ...p.paging,
    }),
    output: incidentPage,
  }),
  findIncidentInfo: defineCall({
    path: '/api/app/incident/findIncidentInfo',
    title: '事件库事件详情',
    module: 'incident',
    resource: 'incident',
    input: byId('incidentId'),
    output: incidentItem,
  }),
  findIncidentIndex: defineCall({
    path: '/api/app/incident/findIncidentIndex',
    title: '事件数据指数',
    module: 'incident',
    resource: 'incident',
    input: byId('incidentId'),
    output: eventInfluence,
  }),
  findIncidentTrend: defineCall({
    path: '/api/app/incident/findIncidentTrend',
    title: '事件库事件走势',
    module: 'incident',
    resource: 'incident',
    input: byId('incidentId'),
    output: eventGrowingTrend,
  }),
  findIncidentArticle: defineCall({
    path: '/api/app/incident/findIncidentArticle',
    title: '事件库事件文章',
    module: 'incident',
    resource: 'article',
    input: listed({ incidentId: p.id() }),
    output: articlePage,
  }),
  joinIncidentEvent: defineCall({
    path: '/api/app/incident/joinIncidentEvent',
    title: '将事件库事件加入事件分析',
    module: 'incident',
    resource: 'event',
    input: byId('incidentId'),
    output: savedId('eventId'),
  }),
  downIncidentBriefing: defineCall({
    path: '/api/app/incident/downIncidentBriefing',
    title: '下载事件库事件报告',
    module: 'incident',
    resource: 'briefing',
    download: true,
    input: excel({ incidentId: p.id() }),
  }),
};
