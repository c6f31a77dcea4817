import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { excel, exported, scoped, topN } from './common.js';

const one = { specialId: p.id() };
const chart = scoped(one);
const leaders = scoped({ ...one, size: topN() });
const sheet = excel(one);
const leaderSheet = excel({ ...one, size: topN() });

/** Analyses of one special topic and their Excel twins (DESIGN §1: one table, two renderings). */
export const specialAnalysisCalls = {
  trendSpecial: defineCall({
    path: '/api/special/trendSpecial',
    title: '专题信息走势',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  emotionTrendSpecial: defineCall({
    path: '/api/special/emotionTrendSpecial',
    title: '专题情感走势',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  carrierTrendSpecial: defineCall({
    path: '/api/special/carrierTrendSpecial',
    title: '专题载体走势',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  motionDistributionSpecial: defineCall({
    path: '/api/special/motionDistributionSpecial',
    title: '专题情感分布',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  motionCarrierDistributionSpecial: defineCall({
    path: '/api/special/motionCarrierDistributionSpecial',
    title: '专题各载体情感分布',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  regionDistributionSpecial: defineCall({
    path: '/api/special/regionDistributionSpecial',
    title: '专题地域分布',
    module: 'special',
    resource: 'special',
    input: chart,
  }),
  mediaActivityLeadersListSpecial: defineCall({
    path: '/api/special/mediaActivityLeadersListSpecial',
    title: '专题媒体活跃度排行',
    module: 'special',
    resource: 'special',
    input: leaders,
  }),
  publicOpinionLeadersListSpecial: defineCall({
    path: '/api/special/publicOpinionLeadersListSpecial',
    title: '专题意见领袖排行',
    module: 'special',
    resource: 'special',
    input: leaders,
  }),
  hotWordsCloudSpecial: defineCall({
    path: '/api/special/hotWordsCloudSpecial',
    title: '专题热词云',
    module: 'special',
    resource: 'special',
    input: scoped({ ...one, size: p.int(1, 200).default(50) }),
  }),
  trendExcelSpecial: defineCall({
    path: '/api/special/trendExcelSpecial',
    title: '导出专题信息走势',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  emotionTrendExcelSpecial: defineCall({
    path: '/api/special/emotionTrendExcelSpecial',
    title: '导出专题情感走势',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  emotionTrendNotNeutralExcelSpecial: defineCall({
    path: '/api/special/emotionTrendNotNeutralExcelSpecial',
    title: '导出专题情感走势（不含中性）',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  carrierTrendExcelSpecial: defineCall({
    path: '/api/special/carrierTrendExcelSpecial',
    title: '导出专题载体走势',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  motionDistributionExcelSpecial: defineCall({
    path: '/api/special/motionDistributionExcelSpecial',
    title: '导出专题情感分布',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  motionCarrierDistributionExcelSpecial: defineCall({
    path: '/api/special/motionCarrierDistributionExcelSpecial',
    title: '导出专题各载体情感分布',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  regionDistributionExcelSpecial: defineCall({
    path: '/api/special/regionDistributionExcelSpecial',
    title: '导出专题地域分布',
    module: 'special',
    resource: 'special',
    download: true,
    input: sheet,
  }),
  mediaActivityLeadersListExcelSpecial: defineCall({
    path: '/api/special/mediaActivityLeadersListExcelSpecial',
    title: '导出专题媒体活跃度排行',
    module: 'special',
    resource: 'special',
    download: true,
    input: leaderSheet,
  }),
  publicOpinionLeadersListExcelSpecial: defineCall({
    path: '/api/special/publicOpinionLeadersListExcelSpecial',
    title: '导出专题意见领袖排行',
    module: 'special',
    resource: 'special',
    download: true,
    input: leaderSheet,
  }),
  exportSpecialArticle: defineCall({
    path: '/api/special/exportSpecialArticle',
    title: '导出专题文章',
    module: 'special',
    resource: 'article',
    download: true,
    input: exported({ specialId: p.id().optional() }),
  }),
  downSpecialBriefing: defineCall({
    path: '/api/special/downSpecialBriefing',
    title: '下载专题简报',
    module: 'special',
    resource: 'briefing',
    download: true,
    input: excel({ ...one, briefingId: p.id().optional() }),
  }),
};
