import type { warningCalls } from '@guanlan/shared';
import type { z } from 'zod';
import type {
  NoticeWay,
  WarningConditions,
  WarningDeliveryPolicy,
} from '../../notify/warning-rule-format.js';

/** The machine-rule form (saveMachineWarningRule / previewWarningRule) after zod parsed it. */
export type MachineForm = z.output<typeof warningCalls.saveMachineWarningRule.input>;
/** The artificial-rule form (saveArtificialWarningRule) after zod parsed it. */
export type ArtificialForm = z.output<typeof warningCalls.saveArtificialWarningRule.input>;

const unique = <T>(items: readonly T[] | undefined): T[] => [...new Set(items ?? [])];

/**
 * Whether the form has keyword words of its own (else it watches its specials only). Any
 * box counts in simple mode, so a lone 排除词 reaches the parser and gets its error.
 */
export function hasWords(form: MachineForm): boolean {
  if (form.ruleMode === 'advanced') {
    return Boolean(form.expression?.trim());
  }
  return [form.regionWords, form.subjectWords, form.eventWords, form.excludeWords].some((w) =>
    Boolean(w?.trim()),
  );
}

/** warning_rule.conditions of a machine form: only the conditions it sets. */
export function conditionsOf(form: MachineForm): WarningConditions {
  const c: WarningConditions = {};
  if (form.sentiments?.length) {
    c.sentiments = unique(form.sentiments);
  }
  if (form.carriers?.length) {
    c.carriers = unique(form.carriers);
  }
  if (form.specialIds?.length) {
    c.specialIds = unique(form.specialIds);
  }
  if (form.monitorIds?.length) {
    c.monitorIds = unique(form.monitorIds);
  }
  if (form.minSimilarCount) {
    c.minSimilarCount = form.minSimilarCount;
  }
  if (form.minSourceWeight) {
    c.minSourceWeight = form.minSourceWeight;
  }
  if (form.volumeCount !== undefined && form.volumeMinutes !== undefined) {
    c.volumeCount = form.volumeCount;
    c.volumeMinutes = form.volumeMinutes;
  }
  return c;
}

/** The push window, when both ends are given and differ. */
function windowOf(form: {
  pushStartTime?: string | undefined;
  pushEndTime?: string | undefined;
}): Pick<WarningDeliveryPolicy, 'pushStartTime' | 'pushEndTime'> {
  return form.pushStartTime && form.pushEndTime && form.pushStartTime !== form.pushEndTime
    ? { pushStartTime: form.pushStartTime, pushEndTime: form.pushEndTime }
    : {};
}

/** warning_rule.delivery of an artificial form: ways and push window. */
export function artificialDeliveryOf(form: ArtificialForm): WarningDeliveryPolicy {
  const ways = unique<NoticeWay>(form.noticeWays);
  return { ...(ways.length ? { noticeWays: ways } : {}), ...windowOf(form) };
}

/** warning_rule.delivery of a machine form: ways, window, weekend switch and minimum interval. */
export function deliveryOf(form: MachineForm): WarningDeliveryPolicy {
  const ways = unique<NoticeWay>(form.noticeWays);
  return {
    ...(ways.length ? { noticeWays: ways } : {}),
    ...windowOf(form),
    weekendPush: form.weekendPush,
    ...(form.minIntervalMinutes > 0 ? { minIntervalMinutes: form.minIntervalMinutes } : {}),
  };
}
