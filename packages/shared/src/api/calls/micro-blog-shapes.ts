import { z } from 'zod';
import * as p from '../params.js';
import { analysisStatus } from './people-shapes.js';

/**
 * Output shapes of the 微博传播分析 calls, declared once for the server (what a finished
 * analysis stores) and the web's pages. Not a call group itself. Times are epoch ms.
 */

const count = () => z.number();

/** 基于 N 条 / 平台显示 M 条转发: what the analysis saw against what the platform shows. */
export const microBlogCoverage = z.object({
  seen: count(),
  shownReposts: count(),
  shownComments: count(),
  text: z.string(),
});

export const microBlogBrief = z.object({
  text: z.string(),
  url: z.string(),
  authorName: z.string(),
  authorUid: z.string().nullable(),
  gender: z.string().nullable(),
  verified: z.boolean().nullable(),
  followers: count().nullable(),
  location: z.string().nullable(),
  publishTime: z.number(),
  reposts: count(),
  comments: count(),
  likes: count(),
});

/** An account whose posts caused the most downstream reposts, with the path that reached it. */
export const keyNode = z.object({
  /** uid (or name when the platform gave only a name). */
  account: z.string(),
  name: z.string(),
  /** Its posts in the cascade. */
  posts: count(),
  /** Reposts and comments below its posts (all levels). */
  downstream: count(),
  /** Reposts and comments directly of its posts. */
  direct: count(),
  /** Level of its most influential post. */
  level: count(),
  /** Names from the original author down to this account. */
  path: z.array(z.string()),
});

export const microBlogHierarchy = z.object({
  levels: z.array(z.object({ level: count(), count: count(), share: z.number() })),
  maxDepth: count(),
  maxWidth: count(),
  widthLevel: count(),
  keyNodes: z.array(keyNode),
  /** How parent links were found: explicit (platform id), url, chain (//@昵称:), root. */
  links: z.record(z.string(), count()),
});

export const shareItem = z.object({
  key: z.string(),
  name: z.string(),
  count: count(),
  share: z.number(),
});

export const microBlogTrend = z.object({
  interval: z.enum(['hour', 'day']),
  points: z.array(
    z.object({
      time: z.number(),
      reposts: count(),
      comments: count(),
      total: count(),
      cumulative: count(),
    }),
  ),
});

export const commentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  time: z.number(),
  sentiment: z.string(),
  downstream: count(),
  likes: count(),
});

export const commentSentiment = z.object({
  positive: count(),
  neutral: count(),
  negative: count(),
  total: count(),
});

/** The charts of a finished analysis (stored as its result). */
export const microBlogResult = z.object({
  brief: microBlogBrief,
  coverage: microBlogCoverage,
  participants: count(),
  hierarchy: microBlogHierarchy,
  gender: z.array(shareItem),
  regions: z.array(shareItem),
  trend: microBlogTrend,
  words: z.array(z.object({ word: z.string(), count: count() })),
  hotComments: z.array(commentItem),
  sentiment: commentSentiment,
});
export type MicroBlogResultShape = z.infer<typeof microBlogResult>;

/** A 微博分析 record as lists and the detail page show it (no result body). */
export const microBlogRecord = z.object({
  analysisId: z.number().int(),
  analysisName: z.string(),
  microBlogUrl: z.string(),
  status: analysisStatus,
  statusText: z.string(),
  /** 0–1 while 分析中. */
  progress: z.number(),
  reason: z.string().nullable(),
  createTime: z.number(),
  finishTime: z.number().nullable(),
  authorName: z.string().nullable(),
  text: z.string().nullable(),
  coverage: microBlogCoverage.nullable(),
  isDemo: z.boolean(),
});

export const microBlogInfo = microBlogRecord.extend({
  participants: count().nullable(),
  maxDepth: count().nullable(),
  sentiment: commentSentiment.nullable(),
  links: z.record(z.string(), count()).nullable(),
});

/** Every result part comes with the analysis status; data is null until it is done. */
export const microBlogPart = <T extends z.ZodType>(data: T) =>
  z.object({ status: analysisStatus, statusText: z.string(), data: data.nullable() });

export const microBlogStatistics = z.object({
  total: count(),
  running: count(),
  done: count(),
  failed: count(),
});

export const microBlogPage = p.page(microBlogRecord);
export const commentPage = p.page(commentItem);
