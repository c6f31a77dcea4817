import { z } from 'zod';
import * as p from '../params.js';
import { articleItem } from './common.js';

/**
 * Output shapes of the 博主分析 (incl. 敏感博主 and 对比) and 网民画像 calls, declared once for
 * the server's handlers and the web's pages. Not a call group itself. Times on the wire are
 * `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai).
 */

/** A record's job state: 分析中 → 已完成 / 失败. */
export const ANALYSIS_STATUS = ['running', 'done', 'failed'] as const;
export const analysisStatus = z.enum(ANALYSIS_STATUS);
export type AnalysisStatus = (typeof ANALYSIS_STATUS)[number];

const count = () => z.number();
const sentimentCounts = z.object({ positive: count(), neutral: count(), negative: count() });
const band = z.object({ name: z.string(), count: count() });
const wordCount = z.object({ word: z.string(), count: count() });
const person = z.object({ uid: z.string(), name: z.string() });

/** A post in the people analyses' lists: the article item with its reactions. */
export const socialPostItem = articleItem.extend({
  forwards: count().optional(),
  comments: count().optional(),
  likes: count().optional(),
});
export const socialPostPage = p.page(socialPostItem);

/** 数量与进度 of a record list (progress in per cent of finished records). */
export const analysisStatistics = z.object({
  total: count(),
  running: count(),
  done: count(),
  failed: count(),
  progress: count(),
});

/** A 博主分析 list row (博主分析, 敏感博主 and the completed records). */
export const bloggerAnalysisItem = z.object({
  analysisId: z.number().int(),
  bloggerName: z.string(),
  bloggerUid: z.string().nullable(),
  homeUrl: z.string().nullable(),
  status: analysisStatus,
  statusName: z.string(),
  failReason: z.string().nullable(),
  /** Per cent of the job done while 分析中; 100 once finished. */
  progress: count(),
  startTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
  analysedTime: z.string().nullable(),
  bci: z.number().nullable(),
  postCount: count().nullable(),
  warningCount: count().nullable(),
  sensitiveCount: count().nullable(),
});

const bloggerTotals = z.object({
  posts: count(),
  originals: count(),
  reposts: count(),
  forwards: count(),
  comments: count(),
  likes: count(),
  warnings: count(),
  sensitive: count(),
});

/** The charts of a finished 博主分析 (null while 分析中 or after 失败). */
export const bloggerResult = z.object({
  profile: z.object({
    uid: z.string(),
    name: z.string(),
    gender: z.string().nullable(),
    verified: z.boolean(),
    followers: count().nullable(),
    friends: count().nullable().optional(),
    postCount: count().nullable().optional(),
    region: z.string().nullable(),
  }),
  window: z.object({ days: count(), startText: z.string(), endText: z.string() }),
  totals: bloggerTotals,
  bci: z.object({
    index: z.number(),
    activity: z.number(),
    reach: z.number(),
    x: z.object({ posts: count(), reposts: count(), comments: count(), likes: count() }),
    formula: z.string(),
  }),
  trend: z.array(
    z.object({
      date: z.string(),
      posts: count(),
      forwards: count(),
      comments: count(),
      likes: count(),
    }),
  ),
  sentiment: sentimentCounts,
  forwardDistribution: z.array(band),
  commentDistribution: z.array(band),
  commentSentiment: sentimentCounts,
  hotWords: z.array(wordCount),
  commenters: z.array(person.extend({ count: count() })),
  topPosts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      time: z.string(),
      forwards: count(),
      comments: count(),
      likes: count(),
    }),
  ),
  coverage: z.object({ childrenSeen: count(), childrenClaimed: count() }),
});

/** findBloggerAnalysisInfo: the row and, when done, every chart of the detail page. */
export const bloggerAnalysisDetail = bloggerAnalysisItem.extend({
  kind: z.enum(['blogger', 'sensitive']),
  /** 敏感博主: the posts with the sensitive words each contains. */
  sensitiveArticles: z
    .array(socialPostItem.extend({ sensitiveWords: z.array(z.string()) }))
    .optional(),
  result: bloggerResult.nullable(),
});

/** A saved 博主对比 record. */
export const contrastRecord = z.object({
  contrastId: z.number().int(),
  contrastName: z.string(),
  analysisIds: z.array(z.number().int()),
  createTime: z.string(),
});

/** 发文总量, 传播力指数 and the overlaps of a 博主对比. */
export const contrastTotal = z.object({
  contrastName: z.string(),
  createTime: z.string(),
  members: z.array(
    bloggerTotals.extend({
      analysisId: z.number().int(),
      name: z.string(),
      uid: z.string(),
      bci: z.number(),
    }),
  ),
  pairs: z.array(
    z.object({
      a: z.number().int(),
      b: z.number().int(),
      wordOverlap: z.number(),
      sharedWords: z.array(z.string()),
      sharedCommenters: z.array(person),
      sharedCommenterCount: count(),
    }),
  ),
  commonWords: z.array(z.string()),
  commonCommenters: z.array(person),
});

/** One chart per contrasted blogger (sentiment counts or distribution bands). */
export const contrastSentiment = z.array(
  z.object({ analysisId: z.number().int(), name: z.string(), data: sentimentCounts }),
);
export const contrastBands = z.array(
  z.object({ analysisId: z.number().int(), name: z.string(), data: z.array(band) }),
);

/** The organisation's 敏感词 set and the ranking rule in words. */
export const sensitiveSet = z.object({
  sensitiveWords: z.array(z.string()),
  minSensitiveCount: count(),
  autoAnalysis: z.boolean(),
  rule: z.string(),
});

/** 敏感博主排行. */
export const sensitiveRank = z.object({
  rank: count(),
  bloggerUid: z.string(),
  bloggerName: z.string(),
  sensitiveCount: count(),
  words: z.array(wordCount),
  latestTime: z.string(),
  analysisId: z.number().int().nullable(),
});

/** A 网民画像 record (list and detail); profile and statistics once done. */
export const portraitItem = z.object({
  portraitId: z.number().int(),
  nickName: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  authorUid: z.string().nullable(),
  homeUrl: z.string().nullable(),
  status: analysisStatus,
  statusName: z.string(),
  /** Per cent of the job done while 分析中; 100 once finished. */
  progress: count(),
  startTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
  /** Why the analysis failed (失败). */
  reason: z.string().optional(),
  profile: z
    .object({
      uid: z.string(),
      name: z.string(),
      gender: z.string().nullable(),
      verified: z.boolean(),
      followers: count().nullable(),
      friends: count().nullable(),
      postCount: count().nullable(),
      region: z.string().nullable(),
    })
    .optional(),
  statistics: z
    .object({
      posts: count(),
      originals: count(),
      reposts: count(),
      replies: count(),
      forwards: count(),
      comments: count(),
      likes: count(),
      activeDays: count(),
      firstTime: z.string().nullable(),
      lastTime: z.string().nullable(),
    })
    .optional(),
});

export const portraitStatistics = analysisStatistics.extend({
  carriers: z.array(z.object({ carrier: z.string(), carrierName: z.string(), count: count() })),
});

/** 地域轨迹: where the author posted from, in time order, and the region totals. */
export const regionLocus = z.object({
  stops: z.array(
    z.object({ region: z.string(), firstTime: z.string(), lastTime: z.string(), posts: count() }),
  ),
  regions: z.array(z.object({ region: z.string(), count: count() })),
});

export const sentimentShares = z.array(
  z.object({ sentiment: z.string(), name: z.string(), count: count() }),
);

export const hotWordList = z.array(wordCount);

export const bloggerAnalysisPage = p.page(bloggerAnalysisItem);
export const portraitPage = p.page(portraitItem);
