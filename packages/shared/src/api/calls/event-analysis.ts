import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { excel, savedId, scoped, topN } from './common.js';

const one = { eventId: p.id() };
const chart = scoped(one);
const leaders = scoped({ ...one, size: topN() });
const words = scoped({ ...one, size: p.int(1, 200).default(50) });
const sheet = excel(one);
const leaderSheet = excel({ ...one, size: topN() });

/**
 * The seven event views (context, participant, diffuse, growingTrend, influence, dispose,
 * consensus), the shared chart family with the Event suffix, and their Excel twins.
 */
export const eventAnalysisCalls = {
  findEventContext: defineCall({
    path: '/api/event/findEventContext',
    title: '事件脉络（首发与关键节点）',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  findEventParticipant: defineCall({
    path: '/api/event/findEventParticipant',
    title: '参与主体（媒体与网民）',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  findEventDiffuse: defineCall({
    path: '/api/event/findEventDiffuse',
    title: '传播扩散路径',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  findEventGrowingTrend: defineCall({
    path: '/api/event/findEventGrowingTrend',
    title: '事件发展趋势',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  findEventInfluence: defineCall({
    path: '/api/event/findEventInfluence',
    title: '事件影响力指数',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  findEventDispose: defineCall({
    path: '/api/event/findEventDispose',
    title: '处置情况',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  saveEventDispose: defineCall({
    path: '/api/event/saveEventDispose',
    title: '登记处置记录',
    module: 'event',
    resource: 'event',
    input: z.object({
      ...one,
      disposeId: p.id().optional(),
      disposeTime: p.time(),
      department: p.name(50),
      content: p.name(2000),
    }),
    output: savedId('disposeId'),
  }),
  findEventConsensus: defineCall({
    path: '/api/event/findEventConsensus',
    title: '舆论观点与共识',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  trendEvent: defineCall({
    path: '/api/event/trendEvent',
    title: '事件信息走势',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  emotionTrendEvent: defineCall({
    path: '/api/event/emotionTrendEvent',
    title: '事件情感走势',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  carrierTrendEvent: defineCall({
    path: '/api/event/carrierTrendEvent',
    title: '事件载体走势',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  motionDistributionEvent: defineCall({
    path: '/api/event/motionDistributionEvent',
    title: '事件情感分布',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  motionCarrierDistributionEvent: defineCall({
    path: '/api/event/motionCarrierDistributionEvent',
    title: '事件各载体情感分布',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  regionDistributionEvent: defineCall({
    path: '/api/event/regionDistributionEvent',
    title: '事件地域分布',
    module: 'event',
    resource: 'event',
    input: chart,
  }),
  mediaActivityLeadersListEvent: defineCall({
    path: '/api/event/mediaActivityLeadersListEvent',
    title: '事件媒体活跃度排行',
    module: 'event',
    resource: 'event',
    input: leaders,
  }),
  publicOpinionLeadersListEvent: defineCall({
    path: '/api/event/publicOpinionLeadersListEvent',
    title: '事件意见领袖排行',
    module: 'event',
    resource: 'event',
    input: leaders,
  }),
  hotWordsCloudEvent: defineCall({
    path: '/api/event/hotWordsCloudEvent',
    title: '事件热词云',
    module: 'event',
    resource: 'event',
    input: words,
  }),
  trendExcelEvent: defineCall({
    path: '/api/event/trendExcelEvent',
    title: '导出事件信息走势',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  emotionTrendExcelEvent: defineCall({
    path: '/api/event/emotionTrendExcelEvent',
    title: '导出事件情感走势',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  emotionTrendNotNeutralExcelEvent: defineCall({
    path: '/api/event/emotionTrendNotNeutralExcelEvent',
    title: '导出事件情感走势（不含中性）',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  carrierTrendExcelEvent: defineCall({
    path: '/api/event/carrierTrendExcelEvent',
    title: '导出事件载体走势',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  motionDistributionExcelEvent: defineCall({
    path: '/api/event/motionDistributionExcelEvent',
    title: '导出事件情感分布',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  motionCarrierDistributionExcelEvent: defineCall({
    path: '/api/event/motionCarrierDistributionExcelEvent',
    title: '导出事件各载体情感分布',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  regionDistributionExcelEvent: defineCall({
    path: '/api/event/regionDistributionExcelEvent',
    title: '导出事件地域分布',
    module: 'event',
    resource: 'event',
    download: true,
    input: sheet,
  }),
  mediaActivityLeadersListExcelEvent: defineCall({
    path: '/api/event/mediaActivityLeadersListExcelEvent',
    title: '导出事件媒体活跃度排行',
    module: 'event',
    resource: 'event',
    download: true,
    input: leaderSheet,
  }),
  publicOpinionLeadersListExcelEvent: defineCall({
    path: '/api/event/publicOpinionLeadersListExcelEvent',
    title: '导出事件意见领袖排行',
    module: 'event',
    resource: 'event',
    download: true,
    input: leaderSheet,
  }),
};
