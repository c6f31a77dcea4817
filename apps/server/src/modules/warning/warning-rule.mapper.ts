import { formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import { parseJsonObject } from '../../notify/warning-rule-format.js';
import type {
  NoticeWay,
  WarningConditions,
  WarningDeliveryPolicy,
} from '../../notify/warning-rule-format.js';
import { storedWords } from '../special/index.js';
import type { WarningRuleView } from './warning-rule.repo.js';
import { ruleSummary } from './warning-rule-summary.js';

const LEVELS: readonly WarningLevel[] = ['red', 'orange', 'yellow'];
const WAYS: readonly NoticeWay[] = ['site', 'email', 'sms', 'weChat', 'webhook'];
const AREAS = ['all', 'title', 'content'] as const;

const levelOf = (level: string): WarningLevel => LEVELS.find((l) => l === level) ?? 'yellow';

/** A rule row with its notices → the API rule list item (with its Chinese summary). */
export function toRuleItem(view: WarningRuleView, specialNames: Map<number, string>) {
  const conditions = parseJsonObject<WarningConditions>(view.conditions);
  const delivery = parseJsonObject<WarningDeliveryPolicy>(view.delivery);
  const ways = (delivery.noticeWays ?? []).filter((w) => WAYS.includes(w));
  const noticeNames = view.notices.map((n) => n.name);
  const lastFiredAt = view.last_fired_at === null ? null : Number(view.last_fired_at);
  return {
    warningRuleId: view.id,
    ruleName: view.name,
    ruleType: view.kind === 'artificial' ? ('artificial' as const) : ('machine' as const),
    warningLevel: levelOf(view.level),
    enableState: view.enabled === 1,
    showState: view.show_state === 1,
    topState: view.top_state === 1,
    noticeNames,
    noticeWays: ways.length ? ways : (['site'] as NoticeWay[]),
    summary: ruleSummary({
      kind: view.kind,
      mode: view.mode,
      area: view.area,
      words: storedWords(view.definition),
      conditions,
      delivery,
      specialNames: (conditions.specialIds ?? [])
        .map((id) => specialNames.get(id))
        .filter((n): n is string => n !== undefined),
      noticeNames,
      lastFiredAt,
      fired7d: view.fired7d,
    }),
    lastFiredAt: lastFiredAt === null ? null : formatCn(lastFiredAt),
    firedCount7d: view.fired7d,
  };
}

/** A rule → its edit form (findWarningRuleInfo): the list item plus every stored field. */
export function toRuleInfo(view: WarningRuleView, specialNames: Map<number, string>) {
  const c = parseJsonObject<WarningConditions>(view.conditions);
  const d = parseJsonObject<WarningDeliveryPolicy>(view.delivery);
  return {
    ...toRuleItem(view, specialNames),
    ruleMode: view.mode === 'advanced' ? ('advanced' as const) : ('simple' as const),
    ...storedWords(view.definition),
    searchArea: AREAS.find((a) => a === view.area) ?? 'all',
    carriers: c.carriers ?? [],
    sentiments: c.sentiments ?? [],
    specialIds: c.specialIds ?? [],
    monitorIds: c.monitorIds ?? [],
    minSimilarCount: c.minSimilarCount ?? null,
    minSourceWeight: c.minSourceWeight ?? null,
    volumeCount: c.volumeCount ?? null,
    volumeMinutes: c.volumeMinutes ?? null,
    weekendPush: d.weekendPush !== false,
    minIntervalMinutes: d.minIntervalMinutes ?? 0,
    pushStartTime: d.pushStartTime ?? null,
    pushEndTime: d.pushEndTime ?? null,
    noticeIds: view.notices.map((n) => n.id),
  };
}
