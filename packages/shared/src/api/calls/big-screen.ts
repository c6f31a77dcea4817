import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { scoped, topN } from './common.js';

/** The big screens: /visualScreen, /emergencyCommandCenter, /publicOpinion, /dataSourceCenter, /hotList. */
export const SCREEN_CODES = [
  'visualScreen',
  'emergencyCommandCenter',
  'publicOpinion',
  'dataSourceCenter',
  'hotList',
] as const;

/** One article of a screen's live feed (舆情直播), as loaded and as pushed. */
export interface ScreenLiveItem {
  id: number;
  title: string;
  siteName: string;
  carrierName: string;
  sentiment: string;
  sentimentName: string;
  publishTime: string;
}

/** What a screen shows: all data, one special or one event. */
const target = {
  screenCode: p.oneOf(SCREEN_CODES).optional(),
  specialId: p.id().optional(),
  eventId: p.id().optional(),
};
const chart = scoped(target);
const leaders = scoped({ ...target, size: topN() });
const words = scoped({ ...target, size: p.int(1, 200).default(50) });
const live = scoped({ ...target, size: p.int(1, 100).default(20), afterId: p.id().optional() });

/** Big-screen data and the per-screen settings (singleton per screen, or all). */
export const bigScreenCalls = {
  findAllBigScreenSet: defineCall({
    path: '/api/app/bigScreen/findAllBigScreenSet',
    title: '全部大屏设置',
    module: 'bigScreen',
    resource: 'bigScreenSet',
    input: p.none(),
  }),
  findBigScreenSet: defineCall({
    path: '/api/app/bigScreen/findBigScreenSet',
    title: '大屏设置',
    module: 'bigScreen',
    resource: 'bigScreenSet',
    input: z.object({ screenCode: p.oneOf(SCREEN_CODES).optional() }),
  }),
  findSingletonBigScreenSet: defineCall({
    path: '/api/app/bigScreen/findSingletonBigScreenSet',
    title: '单个大屏设置',
    module: 'bigScreen',
    resource: 'bigScreenSet',
    input: z.object({ screenCode: p.oneOf(SCREEN_CODES) }),
  }),
  saveSingletonBigScreenSet: defineCall({
    path: '/api/app/bigScreen/saveSingletonBigScreenSet',
    title: '保存单个大屏设置',
    module: 'bigScreen',
    resource: 'bigScreenSet',
    style: 'json',
    input: z.object({
      screenCode: p.oneOf(SCREEN_CODES),
      screenTitle: p.name(50),
      specialIds: p.list(p.id(), 50).optional(),
      eventIds: p.list(p.id(), 50).optional(),
      timeRange: p.oneOf(['today', '24h', '3d', '7d', '30d']).default('24h'),
      refreshSeconds: p.int(10, 3600).default(60),
      rotateSeconds: p.int(0, 3600).default(0),
    }),
    output: p.ok(),
  }),
  findBigScreenOfSpecial: defineCall({
    path: '/api/app/bigScreen/findBigScreenOfSpecial',
    title: '可上大屏的专题',
    module: 'bigScreen',
    resource: 'special',
    input: p.none(),
  }),
  findBigScreenOfEvent: defineCall({
    path: '/api/app/bigScreen/findBigScreenOfEvent',
    title: '可上大屏的事件',
    module: 'bigScreen',
    resource: 'event',
    input: p.none(),
  }),
  hotWordsCloudBigScreen: defineCall({
    path: '/api/app/bigScreen/hotWordsCloudBigScreen',
    title: '大屏热词云',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: words,
  }),
  motionDistributionBigScreen: defineCall({
    path: '/api/app/bigScreen/motionDistributionBigScreen',
    title: '大屏情感分布',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  motionDistributionRatioBigScreen: defineCall({
    path: '/api/app/bigScreen/motionDistributionRatioBigScreen',
    title: '大屏情感占比',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  opinionLiveBroadcastBigScreen: defineCall({
    path: '/api/app/bigScreen/opinionLiveBroadcastBigScreen',
    title: '大屏舆情直播（最新信息滚动）',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: live,
  }),
  publicOpinionLeadersListBigScreen: defineCall({
    path: '/api/app/bigScreen/publicOpinionLeadersListBigScreen',
    title: '大屏意见领袖排行',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: leaders,
  }),
  regionDistributionBigScreen: defineCall({
    path: '/api/app/bigScreen/regionDistributionBigScreen',
    title: '大屏地域分布',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  fullDataStatisticsBigScreen: defineCall({
    path: '/api/app/bigScreen/fullDataStatisticsBigScreen',
    title: '大屏全量数据统计',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  dataStatisticsBigScreen: defineCall({
    path: '/api/app/bigScreen/dataStatisticsBigScreen',
    title: '大屏数据统计',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  emotionTrendBigScreen: defineCall({
    path: '/api/app/bigScreen/emotionTrendBigScreen',
    title: '大屏情感走势',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  carrierDistributionBigScreen: defineCall({
    path: '/api/app/bigScreen/carrierDistributionBigScreen',
    title: '大屏载体分布',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  fullCarrierTrendBigScreen: defineCall({
    path: '/api/app/bigScreen/fullCarrierTrendBigScreen',
    title: '大屏全量载体走势',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  fullCarrierDistributionBigScreen: defineCall({
    path: '/api/app/bigScreen/fullCarrierDistributionBigScreen',
    title: '大屏全量载体分布',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: chart,
  }),
  fullHotspotBigScreen: defineCall({
    path: '/api/app/bigScreen/fullHotspotBigScreen',
    title: '大屏全网热点',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: leaders,
  }),
  findBigScreenData: defineCall({
    path: '/api/app/bigScreen/findBigScreenData',
    title: '大屏全部面板数据',
    module: 'bigScreen',
    resource: 'bigScreen',
    input: z.object({ ...target, screenCode: p.oneOf(SCREEN_CODES) }),
  }),
  saveBigScreenShare: defineCall({
    path: '/api/app/bigScreen/saveBigScreenShare',
    title: '生成大屏只读分享链接',
    module: 'bigScreen',
    resource: 'bigScreenShare',
    input: z.object({
      screenCode: p.oneOf(SCREEN_CODES),
      specialId: p.id().optional(),
      eventId: p.id().optional(),
      validHours: p.int(1, 24 * 365).default(24 * 7),
    }),
  }),
  findBigScreenShareList: defineCall({
    path: '/api/app/bigScreen/findBigScreenShareList',
    title: '大屏分享链接列表',
    module: 'bigScreen',
    resource: 'bigScreenShare',
    input: p.none(),
  }),
  revokeBigScreenShare: defineCall({
    path: '/api/app/bigScreen/revokeBigScreenShare',
    title: '撤销大屏分享链接',
    module: 'bigScreen',
    resource: 'bigScreenShare',
    input: z.object({ shareId: p.id() }),
    output: p.ok(),
  }),
  findSharedBigScreen: defineCall({
    path: '/api/app/bigScreen/findSharedBigScreen',
    title: '通过分享链接查看大屏（免登录）',
    module: 'bigScreen',
    resource: 'bigScreenShare',
    auth: 'public',
    input: z.object({ shareToken: z.string().min(1, { message: '缺少分享口令' }).max(64) }),
  }),
};
