import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, savedId, url } from './common.js';

const one = byId('analysisId');

/** Micro-blog spread analysis (微博传播分析): /app/microBlogAnalysis, microBlogDetail, microBloghistory. */
export const microBlogCalls = {
  findMicroBlogAnalysisPage: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogAnalysisPage',
    title: '微博分析记录列表',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
  }),
  findMicroBlogAnalysisStatistics: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogAnalysisStatistics',
    title: '微博分析统计（数量与进度）',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: p.none(),
  }),
  saveMicroBlogAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/saveMicroBlogAnalysis',
    title: '新建微博传播分析',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    style: 'json',
    input: z.object({
      microBlogUrl: url(),
      analysisName: p.name(50).optional(),
    }),
    output: savedId('analysisId'),
  }),
  deleteMicroBlogAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/deleteMicroBlogAnalysis',
    title: '删除微博分析',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: p.ok(),
  }),
  findMicroBlogAnalysisInfo: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogAnalysisInfo',
    title: '微博分析详情',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroBlogBriefInfo: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogBriefInfo',
    title: '原微博概况',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroBlogTrend: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogTrend',
    title: '转发评论走势',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroBlogHierarchy: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogHierarchy',
    title: '转发层级',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroBlogGenderDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogGenderDistribution',
    title: '参与用户性别分布',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroBlogRegionDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogRegionDistribution',
    title: '参与用户地域分布',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroHotWordsCloud: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroHotWordsCloud',
    title: '评论热词云',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
  }),
  findMicroHotWordsComment: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroHotWordsComment',
    title: '热词相关评论',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: z.object({ analysisId: p.id(), word: p.name(30), ...p.paging }),
  }),
};
