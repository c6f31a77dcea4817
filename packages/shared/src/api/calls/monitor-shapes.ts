import { z } from 'zod';
import { RULE_MODES, analysisTable, ruleWordsOutput } from './common.js';

/**
 * Output shapes of the monitoring-set kinds (境外, 多语种, 短视频, 重点监测): one group/set tree
 * and one set form for every kind, so the web's monitoring workspace reads them alike. Not a
 * call group itself, so it is not exported from `calls/index.ts`.
 */

/** Back-fill progress of a set's rule (re-matching stored articles after a save). */
export const setBackfill = z
  .object({ status: z.string(), progress: z.number(), progressText: z.string().nullable() })
  .nullable();

/** A group (分组) of sets. */
export const monitorGroupItem = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  position: z.number().int(),
  showState: z.boolean(),
  topState: z.boolean(),
  enableState: z.boolean(),
});

/** A set in the tree. */
export const monitorSetItem = z.object({
  setId: z.number().int(),
  groupId: z.number().int(),
  setName: z.string(),
  ruleMode: z.enum(RULE_MODES),
  position: z.number().int(),
  showState: z.boolean(),
  topState: z.boolean(),
  enableState: z.boolean(),
  backfill: setBackfill,
});
export type MonitorSetItem = z.infer<typeof monitorSetItem>;

/** Groups with their sets, in display order (findAbroad, findMultilingual, findShortVideo). */
export const monitorTree = z.array(monitorGroupItem.extend({ sets: z.array(monitorSetItem) }));
export type MonitorTree = z.infer<typeof monitorTree>;

/** A set's edit form: the tree item, its keyword rule and the kind's own fields. */
export const monitorSetForm = monitorSetItem.extend({
  ...ruleWordsOutput,
  carriers: z.array(z.string()),
  /** 境外 / 多语种: the languages watched (empty = all). */
  languages: z.array(z.string()),
  /** 境外: the source countries watched (empty = all). */
  countries: z.array(z.string()),
  /** 短视频: the platforms watched (empty = all). */
  platforms: z.array(z.string()),
  translateKeywords: z.boolean(),
});
export type MonitorSetForm = z.infer<typeof monitorSetForm>;

/** The abroad region distribution: countries (world map, Chinese names) and China provinces. */
export const abroadRegionTables = z.object({ country: analysisTable, province: analysisTable });

/** Short-video platforms (短视频) with the site name their videos carry. */
export const SHORT_VIDEO_PLATFORMS = {
  douyin: '抖音',
  kuaishou: '快手',
  channels: '视频号',
  bilibili: 'B站',
  xigua: '西瓜视频',
  xiaohongshu: '小红书',
  weishi: '微视',
  haokan: '好看视频',
} as const;
export const SHORT_VIDEO_PLATFORM_CODES = Object.keys(SHORT_VIDEO_PLATFORMS) as [
  keyof typeof SHORT_VIDEO_PLATFORMS,
  ...(keyof typeof SHORT_VIDEO_PLATFORMS)[],
];

/** A video's counts; null = the platform does not expose it (shown 不可获取, never 0). */
export const videoCounts = z.object({
  plays: z.number().nullable(),
  likes: z.number().nullable(),
  comments: z.number().nullable(),
  shares: z.number().nullable(),
  favourites: z.number().nullable(),
});

/** 短视频详情: the video, its cover in our media store and its counts over time. */
export const shortVideoDetail = z.object({
  articleId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  platform: z.string(),
  author: z.string(),
  publishTime: z.string(),
  sentiment: z.string(),
  /** The cover under the media base address (MEDIA_SERVICE_BASE), or null. */
  coverUrl: z.string().nullable(),
  /** The latest snapshot's counts. */
  counts: videoCounts,
  /** Every snapshot, oldest first (the growth chart). */
  snapshots: z.array(videoCounts.extend({ takenAt: z.number(), time: z.string() })),
  /** Other videos of the same similar cluster, with their covers. */
  similar: z.array(
    z.object({
      articleId: z.number().int(),
      title: z.string(),
      platform: z.string(),
      coverUrl: z.string().nullable(),
      publishTime: z.string(),
    }),
  ),
});
export type ShortVideoDetail = z.infer<typeof shortVideoDetail>;

/** A translated title and summary beside the original (多语种). */
export const translatedArticle = z.object({
  articleId: z.number().int(),
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  translatedTitle: z.string().nullable(),
  translatedSummary: z.string().nullable(),
});

/** A monitored object of 重点监测 (a site, account or medium). */
export const intensiveMonitorItem = z.object({
  monitorId: z.number().int(),
  groupId: z.number().int(),
  monitorName: z.string(),
  carrier: z.string(),
  siteName: z.string(),
  homeUrl: z.string(),
  accountName: z.string(),
  enableState: z.boolean(),
  keywordCount: z.number().int(),
});
export type IntensiveMonitorItem = z.infer<typeof intensiveMonitorItem>;

/** A custom keyword of a monitored object, with its rule in both modes' boxes. */
export const intensiveKeywordItem = z.object({
  keywordId: z.number().int(),
  monitorId: z.number().int(),
  keywordName: z.string(),
  ruleMode: z.enum(RULE_MODES),
  ...ruleWordsOutput,
});
export type IntensiveKeywordItem = z.infer<typeof intensiveKeywordItem>;
