import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { analysisTable, excel, exported, scoped, topN, trendTable } from './common.js';
import { abroadRegionTables } from './monitor-shapes.js';

const one = { setId: p.id() };
const chart = scoped(one);
const leaders = scoped({ ...one, size: topN() });
const words = scoped({ ...one, size: p.int(1, 200).default(50) });
const sheet = excel(one);
const leaderSheet = excel({ ...one, size: topN() });

/**
 * Analyses of one abroad set. SPEC §7 marks the charts JSON and the Excel downloads form-style,
 * except regionDistributionExcelAbroad, which it lists among the JSON calls.
 */
export const abroadAnalysisCalls = {
  emotionTrendAbroad: defineCall({
    path: '/api/app/abroad/emotionTrendAbroad',
    title: '境外情感走势',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: chart,
    output: trendTable,
  }),
  carrierTrendAbroad: defineCall({
    path: '/api/app/abroad/carrierTrendAbroad',
    title: '境外载体走势',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: chart,
    output: trendTable,
  }),
  motionDistributionAbroad: defineCall({
    path: '/api/app/abroad/motionDistributionAbroad',
    title: '境外情感分布',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: chart,
    output: analysisTable,
  }),
  motionCarrierDistributionAbroad: defineCall({
    path: '/api/app/abroad/motionCarrierDistributionAbroad',
    title: '境外各载体情感分布',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: chart,
    output: analysisTable,
  }),
  regionDistributionAbroad: defineCall({
    path: '/api/app/abroad/regionDistributionAbroad',
    title: '境外地域（国家）分布',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: chart,
    output: abroadRegionTables,
  }),
  mediaActivityLeadersListAbroad: defineCall({
    path: '/api/app/abroad/mediaActivityLeadersListAbroad',
    title: '境外媒体活跃度排行',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: leaders,
    output: analysisTable,
  }),
  publicOpinionLeadersListAbroad: defineCall({
    path: '/api/app/abroad/publicOpinionLeadersListAbroad',
    title: '境外意见领袖排行',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: leaders,
    output: analysisTable,
  }),
  hotWordsCloudAbroad: defineCall({
    path: '/api/app/abroad/hotWordsCloudAbroad',
    title: '境外热词云',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    input: words,
    output: analysisTable,
  }),
  regionDistributionExcelAbroad: defineCall({
    path: '/api/app/abroad/regionDistributionExcelAbroad',
    title: '导出境外地域分布',
    module: 'abroad',
    resource: 'abroadSet',
    style: 'json',
    download: true,
    input: sheet,
  }),
  emotionTrendExcelAbroad: defineCall({
    path: '/api/app/abroad/emotionTrendExcelAbroad',
    title: '导出境外情感走势',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: sheet,
  }),
  emotionTrendNotNeutralExcelAbroad: defineCall({
    path: '/api/app/abroad/emotionTrendNotNeutralExcelAbroad',
    title: '导出境外情感走势（不含中性）',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: sheet,
  }),
  carrierTrendExcelAbroad: defineCall({
    path: '/api/app/abroad/carrierTrendExcelAbroad',
    title: '导出境外载体走势',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: sheet,
  }),
  motionDistributionExcelAbroad: defineCall({
    path: '/api/app/abroad/motionDistributionExcelAbroad',
    title: '导出境外情感分布',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: sheet,
  }),
  motionCarrierDistributionExcelAbroad: defineCall({
    path: '/api/app/abroad/motionCarrierDistributionExcelAbroad',
    title: '导出境外各载体情感分布',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: sheet,
  }),
  mediaActivityLeadersListExcelAbroad: defineCall({
    path: '/api/app/abroad/mediaActivityLeadersListExcelAbroad',
    title: '导出境外媒体活跃度排行',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: leaderSheet,
  }),
  publicOpinionLeadersListExcelAbroad: defineCall({
    path: '/api/app/abroad/publicOpinionLeadersListExcelAbroad',
    title: '导出境外意见领袖排行',
    module: 'abroad',
    resource: 'abroadSet',
    download: true,
    input: leaderSheet,
  }),
  exportAbroadArticle: defineCall({
    path: '/api/app/abroad/exportAbroadArticle',
    title: '导出境外文章',
    module: 'abroad',
    resource: 'article',
    download: true,
    input: exported({ setId: p.id() }),
  }),
  downAbroadBriefing: defineCall({
    path: '/api/app/abroad/downAbroadBriefing',
    title: '下载境外监测简报',
    module: 'abroad',
    resource: 'briefing',
    download: true,
    input: sheet,
  }),
};
