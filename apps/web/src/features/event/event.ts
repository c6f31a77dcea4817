import { parseCn } from '@guanlan/shared';
import { parseSpecialId } from '../special/special';

export { validateRule, EMPTY_RULE, CARRIER_OPTIONS, carrierLabel } from '../special/special';
export type { RuleDraft } from '../special/special';

/** The event list page. */
export const EVENT_LIST_PATH = '/incidentList';
/** The first of the seven analysis views. */
export const EVENT_CONTEXT_PATH = '/incident/context';
/** The event report (Word briefing) page. */
export const EVENT_REPORT_PATH = '/incident/report';

/** The query parameter that carries the event through the analysis views. */
export const EVENT_ID_PARAM = 'eventId';

/** The numeric event id of a `?eventId=` value, or undefined when absent or malformed. */
export const parseEventId: (raw: string | null | undefined) => number | undefined = (raw) =>
  parseSpecialId(raw ?? undefined);

/** A route path with the event carried as `?eventId=`. */
export function eventHref(path: string, eventId: number | undefined): string {
  return eventId === undefined ? path : `${path}?${EVENT_ID_PARAM}=${eventId}`;
}

/** A wire time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai) shown to the minute; blank when missing. */
export function shortTime(time: string | null | undefined): string {
  return time ? time.slice(0, 16) : '';
}

/** The event window as one line: `开始 至 结束`, an open end reads 至今. */
export function formatWindow(start: string, end: string | null | undefined): string {
  return `${shortTime(start)} 至 ${end ? shortTime(end) : '今'}`;
}

/** Chinese label and tag colour of the list's states. */
export const EVENT_STATES = {
  disabled: { label: '已停用', color: 'default' },
  ongoing: { label: '进行中', color: 'processing' },
  ended: { label: '已结束', color: 'success' },
} as const;

/**
 * The tag of an event: a stopped event is 已停用 whatever its window; otherwise the server's
 * status (进行中 while open-ended or before its end, 已结束 after).
 */
export function eventState(event: {
  enableState: boolean;
  status: 'ongoing' | 'ended';
  statusName?: string;
}): { label: string; color: string } {
  if (!event.enableState) {
    return EVENT_STATES.disabled;
  }
  const state = EVENT_STATES[event.status];
  return { color: state.color, label: event.statusName || state.label };
}

/** Epoch ms of a wire time (Shanghai), or undefined for a missing or malformed one. */
export function wireToMs(time: string | null | undefined): number | undefined {
  return time ? parseCn(time) : undefined;
}

/** The name, window and description part of the event form. */
export interface EventBasics {
  eventName: string;
  /** Epoch ms (the picker works in the browser's zone; the wire strings are Shanghai time). */
  eventStartTime: number | undefined;
  eventEndTime: number | undefined;
  description: string;
}

export type EventBasicsErrors = Partial<Record<keyof EventBasics, string>>;

/** Upper bounds of the form, as the server checks them. */
export const EVENT_NAME_MAX = 50;
export const EVENT_DESCRIPTION_MAX = 1000;

/** Checks the basics before the server does, with the same Chinese messages. */
export function validateBasics(basics: EventBasics): EventBasicsErrors {
  const errors: EventBasicsErrors = {};
  const name = basics.eventName.trim();
  if (!name) {
    errors.eventName = '请输入事件名称';
  } else if (name.length > EVENT_NAME_MAX) {
    errors.eventName = `事件名称不能超过${EVENT_NAME_MAX}个字符`;
  }
  if (basics.eventStartTime === undefined) {
    errors.eventStartTime = '请选择事件开始时间';
  }
  if (
    basics.eventStartTime !== undefined &&
    basics.eventEndTime !== undefined &&
    basics.eventEndTime <= basics.eventStartTime
  ) {
    errors.eventEndTime = '结束时间须晚于开始时间';
  }
  if (basics.description.length > EVENT_DESCRIPTION_MAX) {
    errors.description = `事件描述不能超过${EVENT_DESCRIPTION_MAX}个字符`;
  }
  return errors;
}

/** A share (0..1) as a percentage with one decimal: `37.5%`. */
export function formatShare(share: number): string {
  const pct = Math.round(Math.max(0, Math.min(1, share)) * 1000) / 10;
  return `${pct}%`;
}

/** A signed change as `+12.0%` / `-8.5%`, or `—` when there is nothing to compare. */
export function formatChange(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) {
    return '—';
  }
  const pct = Math.round(ratio * 1000) / 10;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** How long after the event's first article a carrier picked it up: 首发, 35分钟后, 3.5小时后, 2.1天后. */
export function formatDelay(hours: number): string {
  if (!Number.isFinite(hours) || hours <= 0) {
    return '首发';
  }
  if (hours < 1) {
    return `${Math.max(1, Math.round(hours * 60))}分钟后`;
  }
  if (hours < 48) {
    return `${Math.round(hours * 10) / 10}小时后`;
  }
  return `${Math.round((hours / 24) * 10) / 10}天后`;
}

/** Colours of the influence levels, from 重大 red to 轻微 green. */
export const INFLUENCE_LEVEL_COLORS: Record<'重大' | '较大' | '一般' | '轻微', string> = {
  重大: '#d4380d',
  较大: '#fa8c16',
  一般: '#1d5fd6',
  轻微: '#389e0d',
};

/** A part's score as a percentage of the most it can add (0 when it can add nothing). */
export function partPercent(score: number, max: number): number {
  if (!(max > 0)) {
    return 0;
  }
  return Math.round(Math.max(0, Math.min(1, score / max)) * 1000) / 10;
}

/** Tag colours of a disposal's effect on the curve: a fall is good news. */
export const DISPOSE_EFFECT_COLORS: Record<'下降' | '上升' | '持平', string> = {
  下降: 'success',
  上升: 'error',
  持平: 'default',
};

/** The seven analysis views in their tab order, with what each shows (the report's sections). */
export const EVENT_VIEWS = [
  { path: '/incident/context', title: '事件脉络', summary: '首发来源、关键文章时间线与传播峰值' },
  { path: '/incident/participant', title: '参与主体', summary: '重点媒体、重点账号与重点地域' },
  {
    path: '/incident/diffuse',
    title: '传播扩散',
    summary: '跨载体传播顺序、各载体首发与转载路径',
  },
  {
    path: '/incident/growingTrend',
    title: '发展趋势',
    summary: '信息量与情感走势，潜伏、爆发、高潮、衰退四个阶段',
  },
  { path: '/incident/influence', title: '影响力分析', summary: '影响力指数、构成与计算方法' },
  { path: '/incident/dispose', title: '处置情况', summary: '处置措施、回应及处置前后的信息量变化' },
  { path: '/incident/consensus', title: '舆论共识', summary: '主要观点、占比与代表文章' },
] as const;

/**
 * Whether the window after a disposal is still running at `now`: its after-count is partial,
 * so the page says 观察中 instead of judging the effect.
 */
export function isObserving(disposeTimestamp: number, windowHours: number, now: number): boolean {
  return disposeTimestamp + windowHours * 3_600_000 > now;
}
