import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { excel, exported, scoped, topN } from './common.js';

/**
 * An analysis table (DESIGN §1): displayed columns with Chinese titles and rows keyed by
 * column key; rows may carry extra machine keys (codes, epoch ms). The Excel twin renders it.
 */
export const analysisTable = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** A trend table plus the resolution it was drawn at (by hour ≤ 3 days, else by day). */
export const trendTable = analysisTable.extend({ granularity: z.enum(['hour', 'day']) });

/** The region distribution: provinces for the China map, districts for the Beijing map. */
export const regionTables = z.object({ province: analysisTable, beijing: analysisTable });

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
    output: trendTable,
  }),
  emotionTrendSpecial: defineCall({
    path: '/api/special/emotionTrendSpecial',
    title: '专题情感走势',
    module: 'special',
    resource: 'special',
    input: chart,
    output: trendTable,
  }),
  carrierTrendSpecial: defineCall({
    path: '/api/special/carrierTrendSpecial',
    title: '专题载体走势',
    module: 'special',
    resource: 'special',
    input: chart,
    output: trendTable,
  }),
  motionDistributionSpecial: defineCall({
    path: '/api/special/motionDistributionSpecial',
    title: '专题情感分布',
    module: 'special',
    resource: 'special',
    input: chart,
    output: analysisTable,
  }),
  motionCarrierDistributionSpecial: defineCall({
    path: '/api/special/motionCarrierDistributionSpecial',
    title: '专题各载体情感分布',
    module: 'special',
    resource: 'special',
    input: chart,
    output: analysisTable,
  }),
  regionDistributionSpecial: defineCall({
    path: '/api/special/regionDistributionSpecial',
    title: '专题地域分布',
    module: 'special',
    resource: 'special',
    input: chart,
    output: regionTables,
  }),
  mediaActivityLeadersListSpecial: defineCall({
    path: '/api/special/mediaActivityLeadersListSpecial',
    title: '专题媒体活跃度排行',
    module: 'special',
    resource: 'special',
    input: leaders,
    output: analysisTable,
  }),
  publicOpinionLeadersListSpecial: defineCall({
    path: '/api/special/publicOpinionLeadersListSpecial',
    title: '专题意见领袖排行',
    module: 'special',
    resource: 'special',
    input: leaders,
    output: analysisTable,
  }),
  hotWordsCloudSpecial: defineCall({
    path: '/api/special/hotWordsCloudSpecial',
    title: '专题热词云',
    module: 'special',
    resource: 'special',
    input: scoped({ ...one, size: p.int(1, 200).default(50) }),
    output: analysisTable,
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
