import dayjs from 'dayjs';
import { DOMESTIC_CARRIERS, parseRule, SENTIMENTS } from '@guanlan/shared';
import type { RuleError, SimpleRuleField } from '@guanlan/shared';

/** The id in /analyseSet/addAnalyse/:id of a topic that does not exist yet. */
export const NOT_CREATED = 'notCreated';

/** Path of the topic editor for a new topic or for one topic. */
export function editorPath(specialId: number | typeof NOT_CREATED): string {
  return `/analyseSet/addAnalyse/${specialId}`;
}

/** Path of the topic workspace. */
export function workspacePath(specialId: number): string {
  return `/analyse/${specialId}`;
}

/** The numeric id of a route parameter, or undefined for `notCreated` and garbage. */
export function parseSpecialId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) {
    return undefined;
  }
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export type RuleMode = 'simple' | 'advanced';

/** The rule part of the topic form, as the editor holds it. */
export interface RuleDraft {
  ruleMode: RuleMode;
  regionWords: string;
  subjectWords: string;
  eventWords: string;
  excludeWords: string;
  expression: string;
}

export const EMPTY_RULE: RuleDraft = {
  ruleMode: 'simple',
  regionWords: '',
  subjectWords: '',
  eventWords: '',
  excludeWords: '',
  expression: '',
};

export const SIMPLE_FIELDS: readonly SimpleRuleField[] = [
  'regionWords',
  'subjectWords',
  'eventWords',
  'excludeWords',
];

/** Validates a draft with the shared parser; the same check the server runs on save. */
export function validateRule(draft: RuleDraft): RuleError | undefined {
  const result =
    draft.ruleMode === 'advanced'
      ? parseRule({ mode: 'advanced', expression: draft.expression })
      : parseRule({
          mode: 'simple',
          regionWords: draft.regionWords,
          subjectWords: draft.subjectWords,
          eventWords: draft.eventWords,
          excludeWords: draft.excludeWords,
        });
  return result.ok ? undefined : result.error;
}

/** Splits a text around an error range so the editor can mark it (an empty range marks one cell). */
export function splitAtError(
  text: string,
  error: Pick<RuleError, 'position' | 'length'>,
): [before: string, marked: string, after: string] {
  const start = Math.max(0, Math.min(error.position, text.length));
  const end = Math.min(text.length, start + Math.max(error.length, 1));
  return [text.slice(0, start), text.slice(start, end), text.slice(end)];
}

/** Domestic carriers as checkbox options, in the order of SPEC §9. */
export const CARRIER_OPTIONS = Object.entries(DOMESTIC_CARRIERS).map(([value, label]) => ({
  value,
  label,
}));

/** The Chinese label of a carrier code (unknown codes shown as they are). */
export function carrierLabel(code: string | undefined): string {
  if (!code) {
    return '—';
  }
  return (DOMESTIC_CARRIERS as Record<string, string>)[code] ?? code;
}

/** Sentiment tags of the article list: 正面 green, 中性 grey, 负面 red. */
export const SENTIMENT_TAGS: Record<string, { label: string; color: string }> = {
  positive: { label: SENTIMENTS.positive, color: 'green' },
  neutral: { label: SENTIMENTS.neutral, color: 'default' },
  negative: { label: SENTIMENTS.negative, color: 'red' },
};

/** Sentiment filter options (与我无关 articles are already removed from the views). */
export const SENTIMENT_OPTIONS = (['positive', 'neutral', 'negative'] as const).map((value) => ({
  value,
  label: SENTIMENTS[value],
}));

/** Time presets of the filter bar; 近15天 has no server preset and is sent as a custom range. */
export const TIME_PRESETS = [
  { value: '24h', label: '24小时' },
  { value: 'today', label: '今天' },
  { value: 'yesterday', label: '昨天' },
  { value: '3d', label: '近3天' },
  { value: '7d', label: '近7天' },
  { value: '15d', label: '近15天' },
  { value: '30d', label: '近30天' },
  { value: 'custom', label: '自定义' },
] as const;
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];

export const SORT_OPTIONS = [
  { value: 'timeDesc', label: '时间降序' },
  { value: 'timeAsc', label: '时间升序' },
  { value: 'similarDesc', label: '相似文章数' },
  { value: 'hotDesc', label: '热度' },
] as const;
export type SortCode = (typeof SORT_OPTIONS)[number]['value'];

export const EXPORT_OPTIONS = [
  { key: '0', label: '导出所选' },
  { key: '1000', label: '导出最新 1000 条' },
  { key: '5000', label: '导出最新 5000 条' },
  { key: '8000', label: '导出最新 8000 条' },
] as const;

/** The time part of the analysis scope for a preset; `custom` needs both ends. */
export function timeScope(
  preset: TimePreset,
  custom: readonly [number, number] | undefined,
  now: number,
): { timeRange: Exclude<TimePreset, '15d'>; startTime?: number; endTime?: number } | undefined {
  if (preset === '15d') {
    return { timeRange: 'custom', startTime: now - 15 * 24 * 3600_000, endTime: now };
  }
  if (preset === 'custom') {
    return custom ? { timeRange: 'custom', startTime: custom[0], endTime: custom[1] } : undefined;
  }
  return { timeRange: preset };
}

/** Link to the article detail from a topic (SPEC §2 query parameters). */
export function articleDetailsHref(specialId: number, articleId: number, publishTime: string) {
  const params = new URLSearchParams({
    fromId: String(specialId),
    fromType: 'special',
    articleId: String(articleId),
    publishTime: publishTime.slice(0, 10),
  });
  return `/articleDetails?${params.toString()}`;
}

/** A publish time as `YYYY-MM-DD HH:mm`. */
export function formatPublishTime(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : value;
}

/** A topic's back-fill job as the tree reports it (progress is a 0..1 fraction). */
export interface BackfillState {
  status: string;
  progress: number;
  progressText: string | null;
}

/** Whether the rule is still matching stored articles, with a percentage and a Chinese text. */
export function backfillView(backfill: BackfillState | null | undefined) {
  if (!backfill || (backfill.status !== 'queued' && backfill.status !== 'running')) {
    return undefined;
  }
  const percent = Math.round(Math.min(1, Math.max(0, backfill.progress)) * 100);
  const text = backfill.progressText
    ? `正在匹配历史文章：${backfill.progressText}`
    : `正在匹配历史文章（${percent}%）`;
  return { percent, text };
}
