import type { WarningDeliveryPolicy } from './warning-rule-format.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Asia/Shanghai has no daylight saving: a fixed +08:00. */
const SHANGHAI_OFFSET_MS = 8 * 60 * MINUTE_MS;

function minutesOf(hhmm: string | undefined): number | undefined {
  const m = hhmm ? /^(\d{2}):(\d{2})$/.exec(hhmm) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** Whether a push may go out at `t` (epoch ms) under the rule's window and weekend switch. */
export function pushAllowedAt(t: number, policy: WarningDeliveryPolicy): boolean {
  const local = t + SHANGHAI_OFFSET_MS;
  // 1970-01-01 was a Thursday: day 0 → 4 (Sunday = 0).
  const weekday = (Math.floor(local / DAY_MS) + 4) % 7;
  if (policy.weekendPush === false && (weekday === 0 || weekday === 6)) {
    return false;
  }
  const start = minutesOf(policy.pushStartTime);
  const end = minutesOf(policy.pushEndTime);
  if (start === undefined || end === undefined || start === end) {
    return true;
  }
  const minute = Math.floor((local % DAY_MS) / MINUTE_MS);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The earliest time ≥ `at` when a push may go out: `at` itself inside the window, else the
 * next window start (or Monday 00:00 / the window start on Monday when weekends are off).
 * Allowed periods can only begin at a local midnight or at the window's start, so those are
 * the only candidates to try.
 */
export function nextPushTime(at: number, policy: WarningDeliveryPolicy): number {
  if (pushAllowedAt(at, policy)) {
    return at;
  }
  const start = minutesOf(policy.pushStartTime) ?? 0;
  const localMidnight = Math.floor((at + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS;
  for (let day = 0; day <= 8; day += 1) {
    const midnight = localMidnight + day * DAY_MS - SHANGHAI_OFFSET_MS;
    for (const candidate of [midnight, midnight + start * MINUTE_MS]) {
      if (candidate >= at && pushAllowedAt(candidate, policy)) {
        return candidate;
      }
    }
  }
  return at;
}
