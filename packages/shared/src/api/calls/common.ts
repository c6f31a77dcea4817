import { z } from 'zod';
import * as p from '../params.js';
import {
  ABROAD_CARRIERS,
  CARRIER_CODES,
  EXPORT_COUNTS,
  POSITION_TYPE_CODES,
  SEARCH_AREA_CODES,
  SENTIMENT_CODES,
} from '../../domain/enums.js';

/**
 * Schemas shared by several call groups: the article list item, the analysis scope every
 * monitoring module filters by, briefing items, the special-topic form and small building
 * blocks (ids, moves, toggles, name checks, downloads). Not a call group itself, so it is
 * not exported from `calls/index.ts`.
 */

/** Time-range presets of the analysis pages; `custom` takes startTime and endTime. */
export const TIME_RANGE_CODES = ['today', 'yesterday', '24h', '3d', '7d', '30d', 'custom'] as const;

/** Article list orders. */
export const SORT_CODES = ['timeDesc', 'timeAsc', 'similarDesc', 'hotDesc'] as const;

/** Abroad carriers only (SPEC §9), for abroad sets. */
export const ABROAD_CARRIER_CODES = Object.keys(ABROAD_CARRIERS) as [string, ...string[]];

/** Languages of multilingual monitoring and translation (ISO 639-1). */
export const LANGUAGE_CODES = [
  'zh',
  'en',
  'ja',
  'ko',
  'ru',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'ar',
  'vi',
  'th',
  'ms',
  'id',
  'mn',
  'bo',
  'ug',
] as const;

/** The Chinese names of the languages (语种分布, the pickers). */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGE_CODES)[number], string>> = {
  zh: '中文',
  en: '英语',
  ja: '日语',
  ko: '韩语',
  ru: '俄语',
  fr: '法语',
  de: '德语',
  es: '西班牙语',
  pt: '葡萄牙语',
  it: '意大利语',
  ar: '阿拉伯语',
  vi: '越南语',
  th: '泰语',
  ms: '马来语',
  id: '印尼语',
  mn: '蒙古语',
  bo: '藏语',
  ug: '维吾尔语',
};

/** Simple mode = 地域词 + 主体词 + 事件词 − 排除词; advanced mode = a `+ | - ( ) "…"` expression. */
export const RULE_MODES = ['simple', 'advanced'] as const;

/** An http(s) address. */
export const url = () =>
  z
    .url({ protocol: /^https?$/, message: '请输入以 http:// 或 https:// 开头的网址' })
    .max(2000, { message: '网址不能超过2000个字符' });

/** SPEC §3 article list item, plus optional fields most lists carry. */
export const articleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  publishTime: z.string(),
  siteName: z.string(),
  articleCoverBase64: z.string().nullable(),
  url: z.string().optional(),
  summary: z.string().optional(),
  author: z.string().optional(),
  carrier: z.string().optional(),
  sentiment: z.enum(SENTIMENT_CODES).optional(),
  similarCount: z.number().int().optional(),
  /** Generated 演示数据, labelled as such wherever it shows. */
  isDemo: z.boolean().optional(),
  /** In this organisation's favourites. */
  isFavorite: z.boolean().optional(),
  /** Read by this organisation (dashboard read marking). */
  isRead: z.boolean().optional(),
});
export type ArticleItem = z.infer<typeof articleItem>;

/** A page of article list items. */
export const articlePage = p.page(articleItem);

/** SPEC §3 briefing item; no id means a dead link, no start time means 待生成报告. */
export const briefingItem = z.object({
  briefingId: z.number().int().nullable(),
  briefingTitle: z.string(),
  briefingStartTime: z.string().nullable(),
  briefingEndTime: z.string().nullable(),
  templateType: z.number().int(),
});
export type BriefingItem = z.infer<typeof briefingItem>;

/** SPEC §3 special-topic form: the column (groupId) it sits in and its name. */
export const specialFormShape = { groupId: p.id(), specialName: p.name(50) };

/** Carriers, sentiments, search area and keyword filter of every analysis (without time). */
export const filterShape = {
  carriers: p.list(p.oneOf(CARRIER_CODES), 20).optional(),
  sentiments: p.list(p.oneOf(SENTIMENT_CODES), 4).optional(),
  searchArea: p.oneOf(SEARCH_AREA_CODES).default('all'),
  keyword: p.text(200).optional(),
};

/** The analysis scope: a time-range preset or start/end, plus the filter. */
export const scopeShape = {
  timeRange: p.oneOf(TIME_RANGE_CODES).default('7d'),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
  ...filterShape,
};

/** Paging, order and 合并相似 (one row per similar cluster), for article lists. */
export const listShape = {
  ...p.paging,
  sort: p.oneOf(SORT_CODES).default('timeDesc'),
  mergeSimilar: p.bool().default(false),
};

/** SPEC §3 download query parameters. */
export const downloadShape = {
  extensionName: p.oneOf(['xlsx', 'docx', 'pdf', 'csv']).optional(),
  contentDisposition: p.oneOf(['attachment', 'inline']).default('attachment'),
};

/** SPEC §9 export options: selected articles only (0) or the newest 1000, 5000 or 8000. */
export const exportCount = () =>
  z.coerce
    .number({ message: '导出数量必须是数字' })
    .pipe(z.literal(EXPORT_COUNTS, { message: '导出数量只能是 0（仅所选）、1000、5000 或 8000' }));

/** An article export: how many, or which selected articles, plus the download parameters. */
export const exportShape = {
  exportCount: exportCount().default(1000),
  articleIds: p.list(p.id(), 8000).optional(),
  ...downloadShape,
};

interface ScopeLike {
  timeRange?: string;
  startTime?: number;
  endTime?: number;
  exportCount?: number;
  articleIds?: readonly number[];
}

/** A custom range needs both ends in order; exporting "selected only" needs a selection. */
function checkScope(v: ScopeLike, ctx: z.RefinementCtx): void {
  if (v.timeRange === 'custom' && (v.startTime === undefined || v.endTime === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['startTime'],
      message: '自定义时间需填写开始和结束时间',
    });
  }
  if (v.startTime !== undefined && v.endTime !== undefined && v.startTime > v.endTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间不能早于开始时间' });
  }
  if (v.exportCount === 0 && (v.articleIds?.length ?? 0) === 0) {
    ctx.addIssue({ code: 'custom', path: ['articleIds'], message: '请先勾选要导出的文章' });
  }
}

/** The analysis scope plus call-specific fields (chart calls). */
export function scoped<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...scopeShape, ...shape })
    .superRefine((v, ctx) => checkScope(v as ScopeLike, ctx));
}

/** The analysis scope plus paging and order plus call-specific fields (article lists). */
export function listed<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...scopeShape, ...listShape, ...shape })
    .superRefine((v, ctx) => checkScope(v as ScopeLike, ctx));
}

/** The analysis scope plus export options plus call-specific fields (article exports). */
export function exported<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...scopeShape, ...exportShape, ...shape })
    .superRefine((v, ctx) => checkScope(v as ScopeLike, ctx));
}

/** The analysis scope plus download parameters plus call-specific fields (chart Excel twins). */
export function excel<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...scopeShape, ...downloadShape, ...shape })
    .superRefine((v, ctx) => checkScope(v as ScopeLike, ctx));
}

type IdId = ReturnType<typeof p.id>;

/** `{ [key]: id }`: the input of find-one and delete calls. */
export const byId = <K extends string>(key: K) => z.object({ [key]: p.id() } as { [P in K]: IdId });

/** `{ [key]: id[] }` with 1..max ids: batch deletes and marks. */
export const byIds = <K extends string>(key: K, max = 200) =>
  z.object({
    [key]: p.list(p.id(), max).refine((a) => a.length > 0, { message: '请至少选择一项' }),
  } as { [P in K]: ReturnType<typeof p.list<IdId>> });

/** Moves a group, column or set by a position type (SPEC §4). */
export const move = <K extends string>(key: K) =>
  z.object({
    ...({ [key]: p.id() } as { [P in K]: IdId }),
    positionType: p.oneOf(POSITION_TYPE_CODES),
  });

/** Sets one toggle (enabled, show or top state) of one entity. */
export const toggle = <K extends string, S extends string>(key: K, state: S) =>
  z.object({
    ...({ [key]: p.id() } as { [P in K]: IdId }),
    ...({ [state]: p.bool() } as { [P in S]: ReturnType<typeof p.bool> }),
  });

/** Renames a set: `{ setId, setName }`. */
export const rename = <K extends string, N extends string>(key: K, nameKey: N, max = 50) =>
  z.object({
    ...({ [key]: p.id() } as { [P in K]: IdId }),
    ...({ [nameKey]: p.name(max) } as { [P in N]: ReturnType<typeof p.name> }),
  });

/** Name uniqueness check: the name, and the id being edited (excluded from the check). */
export const nameCheckInput = <K extends string, N extends string>(key: K, nameKey: N, max = 50) =>
  z.object({
    ...({ [key]: p.id().optional() } as { [P in K]: z.ZodOptional<IdId> }),
    ...({ [nameKey]: p.name(max) } as { [P in N]: ReturnType<typeof p.name> }),
  });

/** Answer of a name check. */
export const nameCheck = z.object({ available: z.boolean() });

/** Answer of a validate-before-save call: whether saving would succeed, and why not. */
export const validation = z.object({ valid: z.boolean(), message: z.string().nullable() });

/** A bare count. */
export const count = z.object({ count: z.number().int() });

/** The id of a created or updated entity: `{ [key]: number }`. */
export const savedId = <K extends string>(key: K) =>
  z.object({ [key]: z.number().int() } as { [P in K]: z.ZodNumber });

/** Top-N size of leader lists and rankings. */
export const topN = () => p.int(1, 100).default(10);

/** Keyword rule of specials, events, warnings and monitoring sets (DESIGN §1 keyword rules). */
export const ruleShape = {
  ruleMode: p.oneOf(RULE_MODES).default('simple'),
  regionWords: p.text(1000).optional(),
  subjectWords: p.text(1000).optional(),
  eventWords: p.text(1000).optional(),
  excludeWords: p.text(1000).optional(),
  expression: p.text(2000).optional(),
  searchArea: p.oneOf(SEARCH_AREA_CODES).default('all'),
  carriers: p.list(p.oneOf(CARRIER_CODES), 20).optional(),
};

interface RuleLike {
  ruleMode?: string;
  subjectWords?: string;
  expression?: string;
}

/** A stored keyword rule as edit forms answer it: both modes' boxes and the search area. */
export const ruleWordsOutput = {
  regionWords: z.string(),
  subjectWords: z.string(),
  eventWords: z.string(),
  excludeWords: z.string(),
  expression: z.string(),
  searchArea: z.enum(SEARCH_AREA_CODES),
};

/** Simple mode needs 主体词; advanced mode needs an expression. */
function checkRule(v: RuleLike, ctx: z.RefinementCtx): void {
  if (v.ruleMode === 'advanced' && !v.expression?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['expression'], message: '高级模式请填写关键词表达式' });
  }
  if (v.ruleMode !== 'advanced' && !v.subjectWords?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['subjectWords'], message: '请填写主体词' });
  }
}

/** A keyword rule plus call-specific fields (save and validate-before-save calls). */
export function ruled<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...ruleShape, ...shape })
    .superRefine((v, ctx) => checkRule(v as RuleLike, ctx));
}

/**
 * An analysis table (DESIGN §1): displayed columns with Chinese titles and rows keyed by
 * column key; rows may carry extra machine keys (codes, epoch ms). The Excel twin renders it.
 */
export const analysisTable = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** A trend table plus the resolution it was drawn at (by hour ≤ 3 days, else by day). */
export const trendTable = analysisTable.extend({ granularity: z.enum(['hour', 'day']) });

/** The region distribution: provinces for the China map, districts for the Beijing map. */
export const regionTables = z.object({ province: analysisTable, beijing: analysisTable });
export type AnalysisTableData = z.infer<typeof analysisTable>;
export type TrendTableData = z.infer<typeof trendTable>;
export type RegionTablesData = z.infer<typeof regionTables>;
