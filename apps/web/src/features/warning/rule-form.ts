import type { RuleError } from '@guanlan/shared';
import { EMPTY_RULE, validateRule } from '../special/special';
import type { RuleDraft } from '../special/special';
import type { WarningLevel } from './warning-level';
import type {
  ArtificialRuleInput,
  MachineRuleInput,
  RuleInfo,
  RulePreview,
} from './hooks/useWarningRules';
import { NOTICE_WAY_LABELS, WAYS_NEEDING_NOTICES } from './warning';
import type { NoticeWay } from './warning';

export type RuleKind = 'machine' | 'artificial';
export type Sentiment = RuleInfo['sentiments'][number];
export type SearchArea = RuleInfo['searchArea'];

/** The rule form as the page holds it; empty numbers are null. */
export interface RuleFormValues {
  ruleName: string;
  warningLevel: WarningLevel;
  enableState: boolean;
  noticeIds: number[];
  noticeWays: NoticeWay[];
  /** 推送时段 as `HH:mm`, or null for all day. */
  pushWindow: [string, string] | null;
  // Machine rules only:
  specialIds: number[];
  /** 重点监测 objects whose new articles the rule watches. */
  monitorIds: number[];
  searchArea: SearchArea;
  /** Empty = every carrier. */
  carriers: string[];
  /** Empty = every sentiment. */
  sentiments: Sentiment[];
  minSourceWeight: number | null;
  minSimilarCount: number | null;
  volumeCount: number | null;
  volumeMinutes: number | null;
  weekendPush: boolean;
  minIntervalMinutes: number | null;
}

/** A new rule: orange, negative articles, pushed in-app at any time. */
export const NEW_RULE_FORM: RuleFormValues = {
  ruleName: '',
  warningLevel: 'orange',
  enableState: true,
  noticeIds: [],
  noticeWays: ['site'],
  pushWindow: null,
  specialIds: [],
  monitorIds: [],
  searchArea: 'all',
  carriers: [],
  sentiments: ['negative'],
  minSourceWeight: null,
  minSimilarCount: null,
  volumeCount: null,
  volumeMinutes: null,
  weekendPush: true,
  minIntervalMinutes: null,
};

export type FormField =
  'ruleName' | 'noticeWays' | 'noticeIds' | 'pushWindow' | 'volumeMinutes' | 'specialIds';

/** Whether the draft has no words in its current mode (a rule may watch specials only). */
export function isRuleEmpty(rule: RuleDraft): boolean {
  if (rule.ruleMode === 'advanced') {
    return rule.expression.trim() === '';
  }
  return [rule.regionWords, rule.subjectWords, rule.eventWords, rule.excludeWords].every(
    (w) => w.trim() === '',
  );
}

/**
 * The keyword rule's error from the shared parser. Without words the rule is fine as long as
 * it watches at least one special or monitored object; the pickers then say what is missing.
 */
export function warningRuleError(rule: RuleDraft, hasSpecials: boolean): RuleError | undefined {
  if (isRuleEmpty(rule) && hasSpecials) {
    return undefined;
  }
  return validateRule(rule);
}

const present = (n: number | null): n is number => n !== null && Number.isFinite(n);

/** Field errors the form shows before it sends anything (the server checks them again). */
export function formErrors(
  values: RuleFormValues,
  kind: RuleKind,
  rule: RuleDraft,
): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  if (values.ruleName.trim() === '') {
    errors.ruleName = '请输入规则名称';
  }
  if (values.noticeWays.length === 0) {
    errors.noticeWays = '请至少选择一种推送方式';
  }
  const external = values.noticeWays.filter((w) => WAYS_NEEDING_NOTICES.includes(w));
  if (external.length > 0 && values.noticeIds.length === 0) {
    const names = external.map((w) => NOTICE_WAY_LABELS[w]).join('、');
    errors.noticeIds = `${names}推送需选择接收人`;
  }
  if (values.pushWindow && values.pushWindow[0] === values.pushWindow[1]) {
    errors.pushWindow = '推送时段的开始和结束时间不能相同';
  }
  if (kind === 'machine') {
    if (present(values.volumeCount) !== present(values.volumeMinutes)) {
      errors.volumeMinutes = '数量阈值需同时填写分钟数和篇数';
    }
    if (isRuleEmpty(rule) && values.specialIds.length === 0 && values.monitorIds.length === 0) {
      errors.specialIds = '请选择监测的专题或重点监测对象，或填写预警关键词';
    }
  }
  return errors;
}

const listOrUndefined = <T>(list: readonly T[]): T[] | undefined =>
  list.length > 0 ? [...list] : undefined;
const positiveOrUndefined = (n: number | null): number | undefined =>
  present(n) && n > 0 ? n : undefined;
const wordsOrUndefined = (s: string): string | undefined => (s.trim() === '' ? undefined : s);

function common(values: RuleFormValues, warningRuleId: number | undefined) {
  return {
    warningRuleId,
    ruleName: values.ruleName.trim(),
    warningLevel: values.warningLevel,
    enableState: values.enableState,
    noticeIds: listOrUndefined(values.noticeIds),
    noticeWays: listOrUndefined(values.noticeWays),
    pushStartTime: values.pushWindow?.[0],
    pushEndTime: values.pushWindow?.[1],
  };
}

/** saveMachineWarningRule / previewWarningRule input; only the words of the chosen mode go. */
export function toMachineInput(
  values: RuleFormValues,
  rule: RuleDraft,
  warningRuleId?: number,
): MachineRuleInput {
  const words =
    rule.ruleMode === 'advanced'
      ? { expression: wordsOrUndefined(rule.expression) }
      : {
          regionWords: wordsOrUndefined(rule.regionWords),
          subjectWords: wordsOrUndefined(rule.subjectWords),
          eventWords: wordsOrUndefined(rule.eventWords),
          excludeWords: wordsOrUndefined(rule.excludeWords),
        };
  const volume =
    present(values.volumeCount) && present(values.volumeMinutes)
      ? { volumeCount: values.volumeCount, volumeMinutes: values.volumeMinutes }
      : {};
  return {
    ...common(values, warningRuleId),
    ruleMode: rule.ruleMode,
    ...words,
    searchArea: values.searchArea,
    carriers: listOrUndefined(values.carriers),
    sentiments: listOrUndefined(values.sentiments),
    specialIds: listOrUndefined(values.specialIds),
    monitorIds: listOrUndefined(values.monitorIds),
    minSimilarCount: positiveOrUndefined(values.minSimilarCount),
    minSourceWeight: positiveOrUndefined(values.minSourceWeight),
    ...volume,
    weekendPush: values.weekendPush,
    minIntervalMinutes: present(values.minIntervalMinutes) ? values.minIntervalMinutes : 0,
  };
}

/** saveArtificialWarningRule input: name, level, recipients, ways and window only. */
export function toArtificialInput(
  values: RuleFormValues,
  warningRuleId?: number,
): ArtificialRuleInput {
  return common(values, warningRuleId);
}

/** A stored rule back into the form. */
export function fromRuleInfo(info: RuleInfo): {
  kind: RuleKind;
  values: RuleFormValues;
  rule: RuleDraft;
} {
  const values: RuleFormValues = {
    ruleName: info.ruleName,
    warningLevel: info.warningLevel,
    enableState: info.enableState,
    noticeIds: info.noticeIds,
    noticeWays: info.noticeWays,
    pushWindow:
      info.pushStartTime && info.pushEndTime ? [info.pushStartTime, info.pushEndTime] : null,
    specialIds: info.specialIds,
    monitorIds: info.monitorIds,
    searchArea: info.searchArea,
    carriers: info.carriers,
    sentiments: info.sentiments,
    minSourceWeight: info.minSourceWeight,
    minSimilarCount: info.minSimilarCount,
    volumeCount: info.volumeCount,
    volumeMinutes: info.volumeMinutes,
    weekendPush: info.weekendPush,
    minIntervalMinutes: info.minIntervalMinutes > 0 ? info.minIntervalMinutes : null,
  };
  const rule: RuleDraft = {
    ...EMPTY_RULE,
    ruleMode: info.ruleMode,
    regionWords: info.regionWords,
    subjectWords: info.subjectWords,
    eventWords: info.eventWords,
    excludeWords: info.excludeWords,
    expression: info.expression,
  };
  return { kind: info.ruleType, values, rule };
}

/** The headline of a 试算 result. */
export function previewSummary(preview: Pick<RulePreview, 'firingCount' | 'articleCount'>) {
  return `近7天将触发 ${preview.firingCount} 次预警，涉及 ${preview.articleCount} 篇`;
}
