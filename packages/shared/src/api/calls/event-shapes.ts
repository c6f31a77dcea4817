import { z } from 'zod';
import { SEARCH_AREA_CODES, SENTIMENT_CODES } from '../../domain/enums.js';
import * as p from '../params.js';
import { spreadRoute } from './article.js';
import { RULE_MODES, analysisTable, trendTable } from './common.js';

/**
 * Output shapes of the event (事件分析) and incident (事件库) calls. Not a call group itself.
 * Times on the wire are `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) with an epoch-ms twin where a
 * chart needs an axis value. Tables keep the engine's `{ columns, rows }` shape (the Excel twin
 * renders the same table) with typed rows.
 */

/** A table whose rows have a known shape (still an analysis table for the Excel twin). */
export const typedTable = <S extends z.ZodRawShape>(row: S) =>
  z.object({
    columns: z.array(z.object({ key: z.string(), title: z.string() })),
    rows: z.array(z.object(row)),
  });

/** Back-fill progress of the event's rule (re-matching stored articles after a save). */
export const eventBackfill = z
  .object({ status: z.string(), progress: z.number(), progressText: z.string().nullable() })
  .nullable();

/** 进行中 (no end, or the end is still ahead) or 已结束. */
export const EVENT_STATUS = ['ongoing', 'ended'] as const;

/** One event in the list (事件列表). */
export const eventItem = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  description: z.string(),
  ruleMode: z.enum(RULE_MODES),
  eventStartTime: z.string(),
  /** Null while the event is open-ended (analyses run up to now). */
  eventEndTime: z.string().nullable(),
  status: z.enum(EVENT_STATUS),
  statusName: z.string(),
  enableState: z.boolean(),
  showState: z.boolean(),
  topState: z.boolean(),
  /** Articles hit by the event's rule inside its window (as the organisation sees them). */
  articleCount: z.number().int(),
  createTime: z.string(),
  backfill: eventBackfill,
});
export type EventItem = z.infer<typeof eventItem>;

/** The event form (findEventInfo): the list item plus the keyword rule and carriers. */
export const eventForm = eventItem.extend({
  regionWords: z.string(),
  subjectWords: z.string(),
  eventWords: z.string(),
  excludeWords: z.string(),
  expression: z.string(),
  searchArea: z.enum(SEARCH_AREA_CODES),
  carriers: z.array(z.string()),
});
export type EventForm = z.infer<typeof eventForm>;

/** One key article of the 脉络 timeline. */
const contextRow = {
  id: z.number().int(),
  title: z.string(),
  siteName: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  sentiment: z.enum(SENTIMENT_CODES),
  sentimentName: z.string(),
  publishTime: z.string(),
  timestamp: z.number().int(),
  url: z.string(),
  similarCount: z.number().int(),
  engagement: z.number().int(),
  /** Why it is a key node: 首发, 峰值 (the peak bucket’s most engaging article), 高互动 (several joined by 、). */
  reason: z.string(),
};

/** One peak of the volume curve (a local maximum well above the average). */
const peakRow = {
  time: z.string(),
  timestamp: z.number().int(),
  count: z.number().int(),
  topArticleId: z.number().int().nullable(),
  topTitle: z.string(),
};

/** 事件脉络: the first source, key articles oldest first, and the curve's peaks. */
export const eventContext = z.object({
  total: z.number().int(),
  firstSource: z.object(contextRow).nullable(),
  timeline: typedTable(contextRow),
  peaks: typedTable(peakRow),
  granularity: z.enum(['hour', 'day']),
});
export type EventContext = z.infer<typeof eventContext>;

/** 参与主体: key media, key accounts and key regions (engine tables: media/opinion leaders, regions). */
export const eventParticipant = z.object({
  /** rows: { rank, siteName, count, negative } */
  media: analysisTable,
  /** rows: { rank, author, siteName?, engagement, followers, count } */
  accounts: analysisTable,
  /** rows: { name, code, count } (provinces) */
  regions: analysisTable,
});
export type EventParticipant = z.infer<typeof eventParticipant>;

/** First appearance of the event on one carrier, in order of appearance. */
const carrierFirstRow = {
  order: z.number().int(),
  carrier: z.string(),
  carrierName: z.string(),
  firstTime: z.string(),
  firstTimestamp: z.number().int(),
  firstArticleId: z.number().int(),
  firstTitle: z.string(),
  firstSiteName: z.string(),
  count: z.number().int(),
  /** Hours after the event's first article (one decimal). */
  delayHours: z.number(),
};

/** 传播扩散: cross-carrier spread order and the reprint tree of the largest similar cluster. */
export const eventDiffuse = z.object({
  carriers: typedTable(carrierFirstRow),
  /** Null when the event has no article yet. */
  tree: spreadRoute.nullable(),
});
export type EventDiffuse = z.infer<typeof eventDiffuse>;

/** Phases of an event's life, in order. */
export const EVENT_PHASES = ['latent', 'outbreak', 'climax', 'decline'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

/** One detected phase: a run of consecutive buckets. */
export const eventPhase = z.object({
  phase: z.enum(EVENT_PHASES),
  /** 潜伏期, 爆发期, 高潮期, 衰退期 */
  phaseName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startTimestamp: z.number().int(),
  endTimestamp: z.number().int(),
  count: z.number().int(),
  peak: z.number().int(),
});

/**
 * 发展趋势: volume and sentiment per bucket with its phase, plus the phases as ranges.
 * rows: { time, timestamp, count, positive, neutral, negative, phase, phaseName }.
 */
export const eventGrowingTrend = trendTable.extend({
  rows: z.array(
    z.object({
      time: z.string(),
      timestamp: z.number().int(),
      count: z.number().int(),
      positive: z.number().int(),
      neutral: z.number().int(),
      negative: z.number().int(),
      phase: z.enum(EVENT_PHASES),
      phaseName: z.string(),
    }),
  ),
  phases: z.array(eventPhase),
  /** The phase of the last bucket (where the event stands now). */
  currentPhase: z.enum(EVENT_PHASES).nullable(),
});
export type EventGrowingTrend = z.infer<typeof eventGrowingTrend>;

/** One part of the influence index. */
const influencePart = z.object({
  key: z.enum(['volume', 'sources', 'engagement']),
  name: z.string(),
  value: z.number(),
  score: z.number(),
  max: z.number(),
});

/** 影响力指数 0–100 (absolute scales, so comparable across events) and its parts. */
export const eventInfluence = z.object({
  index: z.number(),
  /** 重大 (≥ 70), 较大 (≥ 45), 一般 (≥ 20), 轻微. */
  level: z.enum(['重大', '较大', '一般', '轻微']),
  parts: z.array(influencePart),
  /** The formula in words, for the page's 说明 tooltip. */
  formula: z.string(),
  articleCount: z.number().int(),
  siteCount: z.number().int(),
  negativeCount: z.number().int(),
});
export type EventInfluence = z.infer<typeof eventInfluence>;

/** One disposal record with the curve's volume in the window before and after it. */
export const disposeRecord = z.object({
  disposeId: z.number().int(),
  disposeTime: z.string(),
  disposeTimestamp: z.number().int(),
  department: z.string(),
  content: z.string(),
  /** The account that registered it. */
  author: z.string(),
  createTime: z.string(),
  /** Articles in the `windowHours` before / after the action. */
  before: z.number().int(),
  after: z.number().int(),
  /** (after − before) / before in percent, one decimal; null when before is 0. */
  changeRate: z.number().nullable(),
  /** 下降, 上升 or 持平 (within ±10%). */
  effect: z.enum(['下降', '上升', '持平']),
});

/** 处置情况: the records (oldest first) and the volume curve to mark them on. */
export const eventDispose = z.object({
  windowHours: z.number().int(),
  records: z.array(disposeRecord),
  curve: trendTable,
});
export type EventDispose = z.infer<typeof eventDispose>;

/** One article representing a viewpoint. */
const viewpointArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  siteName: z.string(),
  publishTime: z.string(),
  sentiment: z.enum(SENTIMENT_CODES),
});

/** One viewpoint: a cluster of co-occurring keywords with its articles. */
export const viewpoint = z.object({
  viewpointId: z.number().int(),
  /** The cluster's words joined by 、 (the first three). */
  label: z.string(),
  keywords: z.array(z.string()),
  count: z.number().int(),
  /** Percent of the event's clustered articles (two decimals). */
  share: z.number(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  articles: z.array(viewpointArticle),
});

/** 舆论观点: main viewpoints, largest first. */
export const eventConsensus = z.object({
  total: z.number().int(),
  viewpoints: z.array(viewpoint),
});
export type EventConsensus = z.infer<typeof eventConsensus>;

/** An incident type of the app's 事件库 (derived from the event's status). */
export const incidentType = z.object({
  incidentTypeId: z.number().int(),
  incidentTypeName: z.string(),
  count: z.number().int(),
});

/** One incident (an event of the organisation, as the 事件库 lists it). */
export const incidentItem = z.object({
  incidentId: z.number().int(),
  incidentName: z.string(),
  description: z.string(),
  incidentTypeId: z.number().int(),
  incidentTypeName: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  articleCount: z.number().int(),
  /** Whether it shows in 事件分析 (joinIncidentEvent sets it). */
  joined: z.boolean(),
});
export type IncidentItem = z.infer<typeof incidentItem>;

export const eventPage = p.page(eventItem);
export const incidentPage = p.page(incidentItem);
