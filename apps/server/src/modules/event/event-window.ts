import { toArticleScope } from '../../analysis/index.js';
import type { ArticleScope, ScopeInput } from '../../analysis/index.js';
import type { EventRow } from './event.repo.js';

/** The event's window: its start to its end, or to now while it is open-ended. */
export function eventWindow(
  event: Pick<EventRow, 'start_time' | 'end_time'>,
  now: number,
): { startTime: number; endTime: number } {
  const startTime = Number(event.start_time);
  const endTime = event.end_time === null ? Math.max(now, startTime) : Number(event.end_time);
  return { startTime, endTime };
}

/** 已结束 once its end has passed, else 进行中. */
export function isEnded(event: Pick<EventRow, 'end_time'>, now: number): boolean {
  return event.end_time !== null && Number(event.end_time) < now;
}

/**
 * The scope of an event call: the event's rule hits inside its window. A call's preset time
 * range is ignored (the event defines the time); `custom` with start and end narrows the
 * window to their intersection.
 */
export function eventScope(
  orgId: number,
  event: Pick<EventRow, 'start_time' | 'end_time' | 'rule_id'>,
  input: ScopeInput,
  now: number,
  extra: Omit<Partial<ArticleScope>, 'orgId' | 'startTime' | 'endTime' | 'ruleIds'> = {},
): ArticleScope {
  const window = eventWindow(event, now);
  let { startTime, endTime } = window;
  if (input.timeRange === 'custom') {
    startTime = Math.max(startTime, input.startTime ?? startTime);
    endTime = Math.min(endTime, input.endTime ?? endTime);
    if (startTime > endTime) {
      endTime = startTime;
    }
  }
  const ruleIds = event.rule_id === null ? [] : [Number(event.rule_id)];
  return {
    ...toArticleScope(orgId, { ...input, timeRange: 'custom', startTime, endTime }, now, extra),
    ruleIds,
  };
}
