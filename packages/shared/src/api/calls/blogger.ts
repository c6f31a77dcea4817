import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as s from './people-shapes.js';
import * as p from '../params.js';
import { byId, savedId, topN, url } from './common.js';

const one = byId('analysisId');
const contrast = byId('contrastId');
const page = z.object({ keyword: p.text(50).optional(), ...p.paging });
const ranged = z.object({
  analysisId: p.id(),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
});

/** A blogger to analyse: the platform uid (from searchBloggerInfo) or the home page, and a window. */
const bloggerInput = z
  .object({
    bloggerUid: p.name(64).optional(),
    bloggerName: p.name(50),
    homeUrl: url().optional(),
    startTime: p.time().optional(),
    endTime: p.time().optional(),
  })
  .refine((v) => v.bloggerUid !== undefined || v.homeUrl !== undefined, {
    message: '请选择博主或填写博主主页',
  });

/**
 * Blogger analysis (博主分析, /app/evolutionary/*): single analyses, the sensitive-blogger
 * variant, contrasts between bloggers and the completed-analysis records.
 */
export const bloggerCalls = {
  searchBloggerInfo: defineCall({
    path: '/api/app/evolutionAnalysis/searchBloggerInfo',
    title: '搜索博主',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: z.object({ keyword: p.name(50), size: topN() }),
  }),
  findBloggerAnalysisPage: defineCall({
    path: '/api/app/evolutionAnalysis/findBloggerAnalysisPage',
    title: '博主分析列表',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: page,
    output: s.bloggerAnalysisPage,
  }),
  findBloggerAnalysisStatistics: defineCall({
    path: '/api/app/evolutionAnalysis/findBloggerAnalysisStatistics',
    title: '博主分析统计（数量与进度）',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: p.none(),
    output: s.analysisStatistics,
  }),
  findBloggerAnalysisInfo: defineCall({
    path: '/api/app/evolutionAnalysis/findBloggerAnalysisInfo',
    title: '博主分析详情',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: one,
    output: s.bloggerAnalysisDetail,
  }),
  saveBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/saveBloggerAnalysis',
    title: '新建博主分析',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    style: 'json',
    input: bloggerInput,
    output: savedId('analysisId'),
  }),
  againBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/againBloggerAnalysis',
    title: '重新分析博主',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: one,
    output: p.ok(),
  }),
  deleteBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/deleteBloggerAnalysis',
    title: '删除博主分析',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: one,
    output: p.ok(),
  }),
  findBloggerAnalysisCompleteRecordList: defineCall({
    path: '/api/app/evolutionAnalysis/findBloggerAnalysisCompleteRecordList',
    title: '已完成的博主分析（供对比选择）',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: page,
    output: s.bloggerAnalysisPage,
  }),
  bloggerMicroBlogWarningTrend: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogWarningTrend',
    title: '博主预警微博走势',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: ranged,
  }),
  bloggerMicroBlogForwardWarningPage: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogForwardWarningPage',
    title: '博主转发预警微博列表',
    module: 'blogger',
    resource: 'bloggerAnalysis',
    input: z.object({ analysisId: p.id(), ...p.paging }),
    output: s.socialPostPage,
  }),
  saveBloggerAnalysisContrast: defineCall({
    path: '/api/app/evolutionAnalysis/saveBloggerAnalysisContrast',
    title: '新建博主对比',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: z.object({
      analysisIds: p
        .list(p.id(), 5)
        .refine((a) => a.length >= 2, { message: '请至少选择两个博主进行对比' }),
    }),
    output: savedId('contrastId'),
  }),
  bloggerAnalysisContrastRecordList: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerAnalysisContrastRecordList',
    title: '博主对比记录',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: page,
    output: p.page(s.contrastRecord),
  }),
  bloggerMicroBlogContrastTotal: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogContrastTotal',
    title: '博主对比：发文总量',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: contrast,
    output: s.contrastTotal,
  }),
  bloggerMicroBlogContrastMotionDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogContrastMotionDistribution',
    title: '博主对比：情感分布',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: contrast,
    output: s.contrastSentiment,
  }),
  bloggerMicroBlogContrastForwardDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogContrastForwardDistribution',
    title: '博主对比：转发分布',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: contrast,
    output: s.contrastBands,
  }),
  bloggerMicroBlogContrastCommentDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogContrastCommentDistribution',
    title: '博主对比：评论分布',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: contrast,
    output: s.contrastBands,
  }),
  bloggerMicroBlogContrastCommentMotionDistribution: defineCall({
    path: '/api/app/evolutionAnalysis/bloggerMicroBlogContrastCommentMotionDistribution',
    title: '博主对比：评论情感分布',
    module: 'blogger',
    resource: 'bloggerContrast',
    input: contrast,
    output: s.contrastSentiment,
  }),
  findSensitiveBloggerSet: defineCall({
    path: '/api/app/evolutionAnalysis/findSensitiveBloggerSet',
    title: '敏感博主设置',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    input: p.none(),
    output: s.sensitiveSet,
  }),
  saveSensitiveBloggerSet: defineCall({
    path: '/api/app/evolutionAnalysis/saveSensitiveBloggerSet',
    title: '保存敏感博主设置',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    style: 'json',
    input: z.object({
      sensitiveWords: p.list(p.name(20), 500),
      minSensitiveCount: p.int(1, 10_000).default(3),
      autoAnalysis: p.bool().default(false),
    }),
    output: p.ok(),
  }),
  findSensitiveBloggerLeader: defineCall({
    path: '/api/app/evolutionAnalysis/findSensitiveBloggerLeader',
    title: '敏感博主排行',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    input: z.object({ size: topN() }),
    output: z.array(s.sensitiveRank),
  }),
  findSensitiveBloggerAnalysisPage: defineCall({
    path: '/api/app/evolutionAnalysis/findSensitiveBloggerAnalysisPage',
    title: '敏感博主分析列表',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    input: page,
    output: s.bloggerAnalysisPage,
  }),
  saveSensitiveBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/saveSensitiveBloggerAnalysis',
    title: '新建敏感博主分析',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    style: 'json',
    input: bloggerInput,
    output: savedId('analysisId'),
  }),
  againSensitiveBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/againSensitiveBloggerAnalysis',
    title: '重新分析敏感博主',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    input: one,
    output: p.ok(),
  }),
  deleteSensitiveBloggerAnalysis: defineCall({
    path: '/api/app/evolutionAnalysis/deleteSensitiveBloggerAnalysis',
    title: '删除敏感博主分析',
    module: 'blogger',
    resource: 'sensitiveBlogger',
    input: one,
    output: p.ok(),
  }),
};
