import type { RuleKind } from './rule-form';

/** /newRules for a new machine rule, or with `?type=artificial` for a 人工预警 rule. */
export function newRulePath(kind: RuleKind): string {
  return kind === 'artificial' ? '/newRules?type=artificial' : '/newRules';
}

/** /newRules?id=… edits a stored rule. */
export function editRulePath(warningRuleId: number): string {
  return `/newRules?id=${warningRuleId}`;
}

/** The rule id of `?id=`, or undefined for a new rule and garbage. */
export function parseRuleId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) {
    return undefined;
  }
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export const SET_WARNING_PATH = '/setWarning';
