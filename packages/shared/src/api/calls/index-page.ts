import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { CARRIER_CODES, SENTIMENT_CODES, WARNING_LEVEL_CODES } from '../../domain/enums.js';
import {
  analysisTable,
  articleItem,
  articlePage,
  byIds,
  listed,
  regionTables,
  scoped,
  topN,
  trendTable,
} from './common.js';

const chart = scoped({});

/** A warned article: the article item plus the warning's id, level and time. */
const warningArticleItem = articleItem.extend({
  warningId: z.number().int(),
  warningLevel: z.enum(WARNING_LEVEL_CODES),
  warningLevelName: z.string(),
  warningTime: z.string(),
});

/** What counts as 敏感信息 on the dashboard (organisation-wide). */
const sensitiveInfoConfig = z.object({
  /** Effective sentiments that make an article sensitive (default 负面). */
  sentiments: z.array(z.enum(SENTIMENT_CODES)),
  /** Carriers looked at; empty = every carrier. */
  carriers: z.array(z.string()),
  /** Specials looked at; empty = the dashboard's own source. */
  specialIds: z.array(z.number().int()),
  /** An article containing any of these words is sensitive whatever its sentiment. */
  sensitiveWords: z.array(z.string()),
});

/** The dashboard (首页): data panels, sensitive-information settings, warning voice, read marks. */
export const indexCalls = {
  findIndexCarrierDataStatistics: defineCall({
    path: '/api/index/findIndexCarrierDataStatistics',
    title: '首页各载体数据统计',
    module: 'dashboard',
    resource: 'dashboard',
    input: chart,
    output: analysisTable,
  }),
  emotionTrendIndex: defineCall({
    path: '/api/index/emotionTrendIndex',
    title: '首页情感走势',
    module: 'dashboard',
    resource: 'dashboard',
    input: chart,
    output: trendTable,
  }),
  carrierTrendIndex: defineCall({
    path: '/api/index/carrierTrendIndex',
    title: '首页载体走势',
    module: 'dashboard',
    resource: 'dashboard',
    input: chart,
    output: trendTable,
  }),
  motionDistributionIndex: defineCall({
    path: '/api/index/motionDistributionIndex',
    title: '首页情感分布',
    module: 'dashboard',
    resource: 'dashboard',
    input: chart,
    output: analysisTable,
  }),
  regionDistributionIndex: defineCall({
    path: '/api/index/regionDistributionIndex',
    title: '首页地域分布',
    module: 'dashboard',
    resource: 'dashboard',
    input: chart,
    output: regionTables,
  }),
  hotWordsCloudIndex: defineCall({
    path: '/api/index/hotWordsCloudIndex',
    title: '首页热词云',
    module: 'dashboard',
    resource: 'dashboard',
    input: scoped({ size: p.int(1, 200).default(50) }),
    output: analysisTable,
  }),
  mediaActivityLeadersListIndex: defineCall({
    path: '/api/index/mediaActivityLeadersListIndex',
    title: '首页媒体活跃度排行',
    module: 'dashboard',
    resource: 'dashboard',
    input: scoped({ size: topN() }),
    output: analysisTable,
  }),
  findIndexSpecialRanking: defineCall({
    path: '/api/index/findIndexSpecialRanking',
    title: '首页专题信息量排行',
    module: 'dashboard',
    resource: 'special',
    input: scoped({ size: topN() }),
    output: analysisTable,
  }),
  findIndexSensitiveArticle: defineCall({
    path: '/api/index/findIndexSensitiveArticle',
    title: '首页敏感信息',
    module: 'dashboard',
    resource: 'article',
    input: listed({ readState: p.bool().optional() }),
    output: articlePage,
  }),
  findIndexWarningArticle: defineCall({
    path: '/api/index/findIndexWarningArticle',
    title: '首页最新预警',
    module: 'dashboard',
    resource: 'warning',
    input: listed({ warningLevel: p.oneOf(WARNING_LEVEL_CODES).optional() }),
    output: p.page(warningArticleItem),
  }),
  findIndexHotArticle: defineCall({
    path: '/api/index/findIndexHotArticle',
    title: '首页热点文章',
    module: 'dashboard',
    resource: 'article',
    input: listed({}),
    output: articlePage,
  }),
  findSensitiveInfoConfig: defineCall({
    path: '/api/index/findSensitiveInfoConfig',
    title: '敏感信息设置',
    module: 'dashboard',
    resource: 'indexConfig',
    input: p.none(),
    output: sensitiveInfoConfig,
  }),
  saveSensitiveInfoConfig: defineCall({
    path: '/api/index/saveSensitiveInfoConfig',
    title: '保存敏感信息设置',
    module: 'dashboard',
    resource: 'indexConfig',
    input: z.object({
      sentiments: p.list(p.oneOf(SENTIMENT_CODES), 4).optional(),
      carriers: p.list(p.oneOf(CARRIER_CODES), 20).optional(),
      specialIds: p.list(p.id(), 200).optional(),
      sensitiveWords: p.list(p.name(20), 500).optional(),
    }),
    output: p.ok(),
  }),
  findWarningVoice: defineCall({
    path: '/api/index/findWarningVoice',
    title: '预警提示音设置',
    module: 'dashboard',
    resource: 'indexConfig',
    input: p.none(),
    output: z.object({ enabled: z.boolean(), levels: z.array(z.enum(WARNING_LEVEL_CODES)) }),
  }),
  saveWarningVoice: defineCall({
    path: '/api/index/saveWarningVoice',
    title: '保存预警提示音设置',
    module: 'dashboard',
    resource: 'indexConfig',
    input: z.object({
      enabled: p.bool(),
      levels: p.list(p.oneOf(WARNING_LEVEL_CODES), 3).optional(),
    }),
    output: p.ok(),
  }),
  readIndexArticle: defineCall({
    path: '/api/index/readIndexArticle',
    title: '首页信息标为已读',
    module: 'dashboard',
    resource: 'article',
    input: byIds('articleIds'),
    output: p.ok(),
  }),
};
