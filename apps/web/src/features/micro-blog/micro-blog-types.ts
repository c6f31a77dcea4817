import type { AnalysisStatus, CallOutput, microBlogCalls } from '@guanlan/shared';

/** The 微博分析 shapes, inferred from the calls' output schemas (declared once in shared). */
export type { AnalysisStatus };
export type AnalysisRecord = CallOutput<
  typeof microBlogCalls.findMicroBlogAnalysisPage
>['list'][number];
export type AnalysisInfo = CallOutput<typeof microBlogCalls.findMicroBlogAnalysisInfo>;
export type Coverage = NonNullable<AnalysisRecord['coverage']>;

type Data<C extends keyof typeof microBlogCalls> = NonNullable<
  CallOutput<(typeof microBlogCalls)[C]> extends { data: infer D } ? D : never
>;

/** Every result part comes with the analysis status; data is null until it is done. */
export interface Part<T> {
  status: AnalysisStatus;
  statusText: string;
  data: T | null;
}

export type Brief = Data<'findMicroBlogBriefInfo'>;
export type Hierarchy = Data<'findMicroBlogHierarchy'>;
export type Level = Hierarchy['levels'][number];
export type KeyNode = Hierarchy['keyNodes'][number];
export type ShareItem = Data<'findMicroBlogGenderDistribution'>[number];
export type Trend = Data<'findMicroBlogTrend'>;
export type TrendPoint = Trend['points'][number];
export type HotWord = Data<'findMicroHotWordsCloud'>[number];
export type CommentItem = CallOutput<
  typeof microBlogCalls.findMicroHotWordsComment
>['list'][number];
export type SentimentCounts = NonNullable<AnalysisInfo['sentiment']>;

/** How each parent link was found, as the page explains it. */
export const LINK_NAMES: Record<string, string> = {
  explicit: '平台给出的上级微博ID',
  url: '平台给出的上级微博链接',
  chain: '由“//@昵称:”转发链推断',
  root: '仅知原微博（挂在原微博下）',
};
