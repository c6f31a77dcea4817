import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as s from './people-shapes.js';
import * as p from '../params.js';
import { CARRIER_CODES } from '../../domain/enums.js';
import { articlePage, byId, savedId, url } from './common.js';

const one = byId('portraitId');
const ranged = z.object({
  portraitId: p.id(),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
});
const history = z.object({ portraitId: p.id(), keyword: p.text(100).optional(), ...p.paging });

/** Netizen portraits (网民画像): /app/netizensPortrait, portraitList, portraitDetail, portraithistory, fullgraph. */
export const portraitCalls = {
  findPortraitAnalysisPage: defineCall({
    path: '/api/app/portraitAnalysis/findPortraitAnalysisPage',
    title: '网民画像列表',
    module: 'portrait',
    resource: 'portrait',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
    output: s.portraitPage,
  }),
  findPortraitAnalysisStatistics: defineCall({
    path: '/api/app/portraitAnalysis/findPortraitAnalysisStatistics',
    title: '网民画像统计（数量与进度）',
    module: 'portrait',
    resource: 'portrait',
    input: p.none(),
    output: s.portraitStatistics,
  }),
  findPortraitAnalysisInfo: defineCall({
    path: '/api/app/portraitAnalysis/findPortraitAnalysisInfo',
    title: '网民画像详情',
    module: 'portrait',
    resource: 'portrait',
    input: one,
    output: s.portraitItem,
  }),
  savePortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/savePortraitAnalysis',
    title: '新建网民画像分析',
    module: 'portrait',
    resource: 'portrait',
    input: z.object({
      nickName: p.name(50),
      carrier: p.oneOf(CARRIER_CODES),
      homeUrl: url().optional(),
      startTime: p.time().optional(),
      endTime: p.time().optional(),
    }),
    output: savedId('portraitId'),
  }),
  deletePortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/deletePortraitAnalysis',
    title: '删除网民画像',
    module: 'portrait',
    resource: 'portrait',
    input: one,
    output: p.ok(),
  }),
  authorHistoryPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/authorHistoryPortraitAnalysis',
    title: '画像对象历史发文',
    module: 'portrait',
    resource: 'article',
    input: history,
    output: articlePage,
  }),
  authorHistoryMorePortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/authorHistoryMorePortraitAnalysis',
    title: '画像对象更多历史发文',
    module: 'portrait',
    resource: 'article',
    style: 'json',
    input: history,
    output: articlePage,
  }),
  hotWordsCloudPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/hotWordsCloudPortraitAnalysis',
    title: '画像对象热词云',
    module: 'portrait',
    resource: 'portrait',
    input: ranged,
    output: s.hotWordList,
  }),
  motionDistributionPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/motionDistributionPortraitAnalysis',
    title: '画像对象情感分布',
    module: 'portrait',
    resource: 'portrait',
    input: ranged,
    output: s.sentimentShares,
  }),
  motionTrendSpecialPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/motionTrendSpecialPortraitAnalysis',
    title: '画像对象情感走势',
    module: 'portrait',
    resource: 'portrait',
    input: ranged,
  }),
  relationDiagramPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/relationDiagramPortraitAnalysis',
    title: '画像对象关系图谱',
    module: 'portrait',
    resource: 'portrait',
    input: one,
  }),
  regionLocusPortraitAnalysis: defineCall({
    path: '/api/app/portraitAnalysis/regionLocusPortraitAnalysis',
    title: '画像对象地域轨迹',
    module: 'portrait',
    resource: 'portrait',
    input: ranged,
    output: s.regionLocus,
  }),
};
