import type { CallOutput, bloggerCalls } from '@guanlan/shared';

/** The 博主分析 shapes, inferred from the calls' output schemas (declared once in shared). */
export type Page<T> = { list: T[]; total: number };
export type AnalysisPage = CallOutput<typeof bloggerCalls.findBloggerAnalysisPage>;
export type AnalysisItem = AnalysisPage['list'][number];
export type AnalysisDetail = CallOutput<typeof bloggerCalls.findBloggerAnalysisInfo>;
export type PostItem = CallOutput<
  typeof bloggerCalls.bloggerMicroBlogForwardWarningPage
>['list'][number];
export type Band = CallOutput<
  typeof bloggerCalls.bloggerMicroBlogContrastForwardDistribution
>[number]['data'][number];
export type ContrastTotal = CallOutput<typeof bloggerCalls.bloggerMicroBlogContrastTotal>;
export type ContrastRecord = CallOutput<
  typeof bloggerCalls.bloggerAnalysisContrastRecordList
>['list'][number];
export type SensitiveRank = CallOutput<typeof bloggerCalls.findSensitiveBloggerLeader>[number];
export type SensitiveSet = CallOutput<typeof bloggerCalls.findSensitiveBloggerSet>;

export type SensitivePost = NonNullable<AnalysisDetail['sensitiveArticles']>[number];
