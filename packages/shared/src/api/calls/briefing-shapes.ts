import { z } from 'zod';
import {
  BRIEFING_SECTION_CODES,
  BRIEFING_TYPE_CODES,
  REPORT_PERIOD_CODES,
} from '../../domain/enums.js';
import { analysisTable, briefingItem, trendTable } from './common.js';

/**
 * Shapes of the report calls (/api/briefing/*). A report is generated once into a frozen
 * snapshot (numbers, tables and chart data); pages, Word, PDF and Excel all render that snapshot.
 */

export const briefingType = z.enum(BRIEFING_TYPE_CODES);
export const briefingStatus = z.enum(['pending', 'generating', 'done', 'failed']);
export const briefingSection = z.enum(BRIEFING_SECTION_CODES);
export const reportPeriod = z.enum(REPORT_PERIOD_CODES);

/**
 * A row of the report list (SPEC §3 briefing item plus state). The first row of page 1 may be
 * the next scheduled report: no id (dead link) and no start time (待生成报告).
 */
export const briefingListItem = briefingItem.extend({
  briefingType,
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  status: briefingStatus,
  /** 0–100 while generating. */
  progress: z.number().int(),
  progressText: z.string().nullable(),
  errorText: z.string().nullable(),
  /** auto = made by the schedule, manual = on demand. */
  source: z.enum(['auto', 'manual']),
  topicNames: z.array(z.string()),
  generatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** For the scheduled placeholder: when it will be generated. */
  scheduledAt: z.string().nullable(),
});
export type BriefingListItem = z.infer<typeof briefingListItem>;

export const briefingTemplate = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  templateType: z.number().int(),
  sections: z.array(briefingSection),
  headerText: z.string(),
  footerText: z.string(),
  /** Built-in templates can be edited but not deleted. */
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type BriefingTemplate = z.infer<typeof briefingTemplate>;

export const briefingFacts = z.object({
  total: z.number().int(),
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  negativePercent: z.number(),
});

/** What a report froze at generation. Tables are analysis tables (columns + rows). */
export const briefingSnapshot = z.object({
  generatedAt: z.string(),
  /** How the summary names what was monitored, e.g. 专题“人工智能”等3个专题. */
  subject: z.string(),
  facts: briefingFacts,
  summaryText: z.string(),
  adviceText: z.string(),
  tables: z.object({
    trend: trendTable,
    sentiment: analysisTable,
    carriers: analysisTable,
    /** Provinces: regionName, count (and code). */
    regions: analysisTable,
    hotWords: analysisTable,
    media: analysisTable,
    negatives: analysisTable,
    /** Articles analysts added (joinBriefingArticle), in their order, with edited titles. */
    analystArticles: analysisTable,
    /** Events active in the period: name, state, article count, negative count. */
    events: analysisTable,
  }),
});
export type BriefingSnapshot = z.infer<typeof briefingSnapshot>;

export const briefingInfo = briefingListItem.extend({
  specialIds: z.array(z.number().int()),
  /** 编者按: the analyst's words; editable after generation (the data is not). */
  editorNote: z.string(),
  template: briefingTemplate,
  snapshot: briefingSnapshot.nullable(),
});
export type BriefingInfo = z.infer<typeof briefingInfo>;

export const briefingSetting = z.object({
  briefingType,
  enableState: z.boolean(),
  /** HH:mm, Shanghai time. */
  generateTime: z.string(),
  templateId: z.number().int().nullable(),
  specialIds: z.array(z.number().int()),
  autoSend: z.boolean(),
  noticeIds: z.array(z.number().int()),
  /** The period a report covers, in words (e.g. 前一日 00:00–24:00). */
  periodText: z.string(),
  /** When the next report will be generated (null while disabled). */
  nextRunAt: z.string().nullable(),
});
export type BriefingSettingData = z.infer<typeof briefingSetting>;

export const briefingNotice = z.object({
  noticeId: z.number().int(),
  noticeName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type BriefingNotice = z.infer<typeof briefingNotice>;

export const briefingArticle = z.object({
  articleId: z.number().int(),
  /** The analyst's title if edited, else the article's. */
  title: z.string(),
  originalTitle: z.string(),
  summary: z.string(),
  category: z.string(),
  siteName: z.string(),
  carrierName: z.string(),
  sentiment: z.string(),
  publishTime: z.string(),
  url: z.string(),
  position: z.number().int(),
});
export type BriefingArticleData = z.infer<typeof briefingArticle>;

export const briefingSendLog = z.object({
  noticeName: z.string(),
  email: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  errorText: z.string().nullable(),
  time: z.string(),
});
export type BriefingSendLogData = z.infer<typeof briefingSendLog>;

export const customizedFile = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  briefingType: briefingType.nullable(),
  uploaderName: z.string(),
  createdAt: z.string(),
});
export type CustomizedFileData = z.infer<typeof customizedFile>;
