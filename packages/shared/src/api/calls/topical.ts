import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, exported, listed, scoped, topN } from './common.js';

/** Hot lists the hotspot ranking draws from. */
const HOT_PLATFORMS = [
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
};
