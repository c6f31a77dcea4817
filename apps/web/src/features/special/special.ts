import dayjs from 'dayjs';
import { DOMESTIC_CARRIERS, parseRule, SENTIMENTS } from '@guanlan/shared';
import type { RuleError, SimpleRuleField } from '@guanlan/shared';
import { pickOptions, SORT_LABELS } from '../../components/filters/filter-options';
import { TIME_PRESET_LABELS } from '../../components/filters/time-presets';

export { CARRIER_OPTIONS, SENTIMENT_OPTIONS } from '../../components/filters/filter-options';
export { timeScope } from '../../components/filters/time-presets';

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

/** Time presets of the filter bar; 近15天 has no server preset and is sent as a custom range. */
export const TIME_PRESETS = pickOptions(TIME_PRESET_LABELS, [
  '24h',
  'today',
  'yesterday',
  '3d',
  '7d',
  '15d',
  '30d',
  'custom',
]);
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];

export const SORT_OPTIONS = pickOptions(SORT_LABELS, [
  'timeDesc',
  'timeAsc',
  'similarDesc',
  'hotDesc',
]);
export type SortCode = (typeof SORT_OPTIONS)[number]['value'];

export const EXPORT_OPTIONS = [
  { key: '0', label: '导出所选' },
  { key: '1000', label: '导出最新 1000 条' },
  { key: '5000', label: '导出最新 5000 条' },
  { key: '8000', label: '导出最新 8000 条' },
] as const;

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
