import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  articlePage,
  byId,
  excel,
  exported,
  listed,
  ruled,
  savedId,
  scoped,
  toggle,
  validation,
} from './common.js';
import { eventForm, eventPage } from './event-shapes.js';
import { analysisTable } from './common.js';

/** An event: a keyword rule over a fixed time window (事件分析). */
const eventInput = ruled({
  eventId: p.id().optional(),
  eventName: p.name(50),
  eventStartTime: p.time(),
  eventEndTime: p.time().optional(),
  description: p.text(1000).optional(),
});

/** Event list, form, toggles, articles and briefing. The analyses are in event-analysis.ts. */
export const eventCalls = {
  findPageEvent: defineCall({
    path: '/api/event/findPageEvent',
    title: '事件列表',
    module: 'event',
    resource: 'event',
    input: z.object({
      keyword: p.text(50).optional(),
      enableState: p.bool().optional(),
      ...p.paging,
    }),
    output: eventPage,
  }),
  findEventInfo: defineCall({
    path: '/api/event/findEventInfo',
    title: '事件详情',
    module: 'event',
    resource: 'event',
    input: byId('eventId'),
    output: eventForm,
  }),
  saveEvent: defineCall({
    path: '/api/event/saveEvent',
    title: '新建或修改事件',
    module: 'event',
    resource: 'event',
    input: eventInput,
    output: savedId('eventId'),
  }),
  validateSaveEvent: defineCall({
    path: '/api/event/validateSaveEvent',
    title: '保存事件前校验（数量与规则）',
    module: 'event',
    resource: 'event',
    input: eventInput,
    output: validation,
  }),
  deleteEvent: defineCall({
    path: '/api/event/deleteEvent',
    title: '删除事件',
    module: 'event',
    resource: 'event',
    input: byId('eventId'),
    output: p.ok(),
  }),
  saveEventEnableState: defineCall({
    path: '/api/event/saveEventEnableState',
    title: '启用或停用事件',
    module: 'event',
    resource: 'event',
    input: toggle('eventId', 'enableState'),
    output: p.ok(),
  }),
  saveEventShowState: defineCall({
    path: '/api/event/saveEventShowState',
    title: '设置事件显示状态',
    module: 'event',
    resource: 'event',
    input: toggle('eventId', 'showState'),
    output: p.ok(),
  }),
  saveEventTopState: defineCall({
    path: '/api/event/saveEventTopState',
    title: '事件置顶/取消置顶',
    module: 'event',
    resource: 'event',
    input: toggle('eventId', 'topState'),
    output: p.ok(),
  }),
  findEventArticle: defineCall({
    path: '/api/event/findEventArticle',
    title: '事件文章列表',
    module: 'event',
    resource: 'article',
    input: listed({ eventId: p.id() }),
    output: articlePage,
  }),
  findEventCarrierDataStatistics: defineCall({
    path: '/api/event/findEventCarrierDataStatistics',
    title: '事件各载体数据统计',
    module: 'event',
    resource: 'event',
    input: scoped({ eventId: p.id() }),
    output: analysisTable,
  }),
  exportEventArticle: defineCall({
    path: '/api/event/exportEventArticle',
    title: '导出事件文章',
    module: 'event',
    resource: 'article',
    download: true,
    input: exported({ eventId: p.id() }),
  }),
  downEventBriefing: defineCall({
    path: '/api/event/downEventBriefing',
    title: '下载事件分析报告',
    module: 'event',
    resource: 'briefing',
    download: true,
    input: excel({ eventId: p.id(), templateId: p.id().optional() }),
  }),
};
