import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, exported, listed, scoped, topN } from './common.js';

/** Hot lists the hotspot ranking draws from. */
export const HOT_PLATFORMS = [
  'all',
  'weibo',
  'baidu',
  'zhihu',
  'douyin',
  'toutiao',
  'bilibili',
  'weChat',
] as const;

/** Hot topics (/app/hottopic, /app/hottopicList). */
export const topicalCalls = {
  findHotspotRankingList: defineCall({
    path: '/api/app/topical/findHotspotRankingList',
    title: '全网热点榜',
    module: 'topical',
    resource: 'topical',
    input: z.object({ platform: p.oneOf(HOT_PLATFORMS).default('all'), size: topN() }),
  }),
  findTopicalRankingList: defineCall({
    path: '/api/app/topical/findTopicalRankingList',
    title: '热点话题排行',
    module: 'topical',
    resource: 'topical',
    input: z.object({
      startTime: p.time().optional(),
      endTime: p.time().optional(),
      /** all = every collected article; org = the organisation's monitoring hits. */
      scope: p.oneOf(['all', 'org']).default('all'),
      ...p.paging,
    }),
  }),
  findTopicalArticle: defineCall({
    path: '/api/app/topical/findTopicalArticle',
    title: '热点话题文章列表',
    module: 'topical',
    resource: 'article',
    style: 'json',
    input: listed({ topicalId: p.id() }),
    output: articlePage,
  }),
  findTopicalCarrierDataStatistics: defineCall({
    path: '/api/app/topical/findTopicalCarrierDataStatistics',
    title: '热点话题各载体数据统计',
    module: 'topical',
    resource: 'topical',
    style: 'json',
    input: scoped({ topicalId: p.id() }),
  }),
  exportTopicalArticle: defineCall({
    path: '/api/app/topical/exportTopicalArticle',
    title: '导出热点话题文章',
    module: 'topical',
    resource: 'article',
    style: 'json',
    download: true,
    input: exported({ topicalId: p.id() }),
  }),
  findHotListTrajectory: defineCall({
    path: '/api/app/topical/findHotListTrajectory',
    title: '热榜条目排名轨迹',
    module: 'topical',
    resource: 'topical',
    input: z.object({ storyKey: z.string().min(1).max(200) }),
  }),
  findHotListSources: defineCall({
    path: '/api/app/topical/findHotListSources',
    title: '热榜采集源与健康',
    module: 'topical',
    resource: 'topical',
    input: p.none(),
  }),
};
