import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as s from './micro-blog-shapes.js';
import * as p from '../params.js';
import { byId, savedId } from './common.js';

const one = byId('analysisId');

/** A post's address (http/https) or its platform id (Weibo mid, e.g. `yiSYdolcs`). */
const postRef = () =>
  z
    .string({ message: '请输入微博链接或微博ID' })
    .trim()
    .min(1, { message: '请输入微博链接或微博ID' })
    .max(2000, { message: '网址不能超过2000个字符' })
    .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^[A-Za-z0-9]{1,20}$/.test(v), {
      message: '请输入以 http:// 或 https:// 开头的微博链接，或微博ID',
    });

/** Micro-blog spread analysis (微博传播分析): /app/microBlogAnalysis, microBlogDetail, microBloghistory. */
export const microBlogCalls = {
  findMicroBlogAnalysisPage: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogAnalysisPage',
    title: '微博分析记录列表',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
    output: s.microBlogPage,
  }),
  findMicroBlogAnalysisStatistics: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogAnalysisStatistics',
    title: '微博分析统计（数量与进度）',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: p.none(),
    output: s.microBlogStatistics,
  }),
  saveMicroBlogAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/saveMicroBlogAnalysis',
    title: '新建微博传播分析',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    style: 'json',
    input: z.object({
      microBlogUrl: postRef(),
      analysisName: p.name(50).optional(),
    }),
    output: savedId('analysisId'),
  }),
  /** Re-runs an analysis over the cascade as now stored (not in SPEC; 博主分析 has againBloggerAnalysis). */
  againMicroBlogAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/againMicroBlogAnalysis',
    title: '重新分析微博',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: p.ok(),
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
    output: s.microBlogInfo,
  }),
  findMicroBlogBriefInfo: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogBriefInfo',
    title: '原微博概况',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(s.microBlogBrief).extend({ coverage: s.microBlogCoverage.nullable() }),
  }),
  findMicroBlogTrend: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogTrend',
    title: '转发评论走势',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(s.microBlogTrend),
  }),
  findMicroBlogHierarchy: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogHierarchy',
    title: '转发层级',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(s.microBlogHierarchy),
  }),
  findMicroBlogGenderDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogGenderDistribution',
    title: '参与用户性别分布',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(z.array(s.shareItem)),
  }),
  findMicroBlogRegionDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroBlogRegionDistribution',
    title: '参与用户地域分布',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(z.array(s.shareItem)),
  }),
  findMicroHotWordsCloud: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroHotWordsCloud',
    title: '评论热词云',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: one,
    output: s.microBlogPart(s.microBlogResult.shape.words).extend({
      hotComments: z.array(s.commentItem).nullable(),
      sentiment: s.commentSentiment.nullable(),
    }),
  }),
  findMicroHotWordsComment: defineCall({
    path: '/api/app/evolutionAnalysis/findMicroHotWordsComment',
    title: '热词相关评论',
    module: 'microBlog',
    resource: 'microBlogAnalysis',
    input: z.object({ analysisId: p.id(), word: p.name(30), ...p.paging }),
    output: s.commentPage,
  }),
};
