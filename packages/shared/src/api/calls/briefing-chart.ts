import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { analysisTable, downloadShape, trendTable } from './common.js';

const one = z.object({ briefingId: p.id() });
const sheet = z.object({ briefingId: p.id(), ...downloadShape });

/** Chart data of one briefing (over its own time window) and the Excel twins. */
export const briefingChartCalls = {
  emotionTrendBriefing: defineCall({
    path: '/api/briefing/emotionTrendBriefing',
    title: '报告情感走势',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: trendTable,
  }),
  carrierDistributionBriefing: defineCall({
    path: '/api/briefing/carrierDistributionBriefing',
    title: '报告载体分布',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: analysisTable,
  }),
  motionDistributionBriefing: defineCall({
    path: '/api/briefing/motionDistributionBriefing',
    title: '报告情感分布',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: analysisTable,
  }),
  regionDistributionBriefing: defineCall({
    path: '/api/briefing/regionDistributionBriefing',
    title: '报告地域分布',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: analysisTable,
  }),
  mediaActivityLeadersListBriefing: defineCall({
    path: '/api/briefing/mediaActivityLeadersListBriefing',
    title: '报告媒体活跃度排行',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: analysisTable,
  }),
  hotWordsCloudBriefing: defineCall({
    path: '/api/briefing/hotWordsCloudBriefing',
    title: '报告热词云',
    module: 'report',
    resource: 'briefing',
    input: one,
    output: analysisTable,
  }),
  emotionTrendExcelBriefing: defineCall({
    path: '/api/briefing/emotionTrendExcelBriefing',
    title: '导出报告情感走势',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
  carrierDistributionExcelBriefing: defineCall({
    path: '/api/briefing/carrierDistributionExcelBriefing',
    title: '导出报告载体分布',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
  motionDistributionExcelBriefing: defineCall({
    path: '/api/briefing/motionDistributionExcelBriefing',
    title: '导出报告情感分布',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
  regionDistributionExcelBriefing: defineCall({
    path: '/api/briefing/regionDistributionExcelBriefing',
    title: '导出报告地域分布',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
  mediaActivityLeadersListExcelBriefing: defineCall({
    path: '/api/briefing/mediaActivityLeadersListExcelBriefing',
    title: '导出报告媒体活跃度排行',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
};
