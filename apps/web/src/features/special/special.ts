import { parseRule } from '@guanlan/shared';
import type { RuleError, SimpleRuleField } from '@guanlan/shared';
import { articleDetailsHref as sharedDetailsHref } from '../../components/articles/article-format';

export {
  carrierLabel,
  formatPublishTime,
  SENTIMENT_TAGS,
} from '../../components/articles/article-format';
export { CARRIER_OPTIONS, SENTIMENT_OPTIONS } from '../../components/filters/filter-options';
export { TIME_PRESETS, timeScope } from '../../components/filters/time-presets';
export type { TimePreset } from '../../components/filters/time-presets';

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

/** Link to the article detail from a topic (SPEC §2 query parameters). */
export function articleDetailsHref(specialId: number, articleId: number, publishTime: string) {
  return sharedDetailsHref({ fromType: 'special', fromId: specialId }, articleId, publishTime);
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
