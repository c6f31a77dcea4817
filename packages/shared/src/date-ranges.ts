import { CN_OFFSET_MS, DAY_MS, startOfDayCn } from './time.js';

/**
 * SPEC §9 date helpers in Asia/Shanghai calendar terms: week (Monday–Sunday), month, quarter
 * (Q1 01-01..03-31 … Q4 10-01..12-31), last six months and last day of month. Every range is
 * `[start, end]` in epoch ms, inclusive at both ends (end = the last millisecond of its day),
 * which is how report periods and analysis scopes read them.
 */
export interface DateRange {
  start: number;
  end: number;
}

/** Calendar fields of `ms` in Shanghai time (month 1–12, weekday 1 = Monday … 7 = Sunday). */
export function cnFields(ms: number): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const d = new Date(ms + CN_OFFSET_MS);
  const js = d.getUTCDay();
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: js === 0 ? 7 : js,
  };
}

/** Midnight (Shanghai) of a calendar date; month may run past 12 or below 1 (it rolls over). */
export function cnDate(year: number, month: number, day = 1): number {
  return Date.UTC(year, month - 1, day) - CN_OFFSET_MS;
}

/** The last millisecond of the Shanghai day containing `ms`. */
export function endOfDayCn(ms: number): number {
  return startOfDayCn(ms) + DAY_MS - 1;
}

/** The day of `ms` (00:00:00.000 to 23:59:59.999). */
export function dayRange(ms: number): DateRange {
  const start = startOfDayCn(ms);
  return { start, end: start + DAY_MS - 1 };
}

/** The Monday-to-Sunday week containing `ms`. */
export function weekRange(ms: number): DateRange {
  const start = startOfDayCn(ms) - (cnFields(ms).weekday - 1) * DAY_MS;
  return { start, end: start + 7 * DAY_MS - 1 };
}

/** The last day (28–31) of a month. */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar month containing `ms`. */
export function monthRange(ms: number): DateRange {
  const { year, month } = cnFields(ms);
  return { start: cnDate(year, month), end: cnDate(year, month + 1) - 1 };
}

/** The quarter (1–4) a month falls in. */
export const quarterOf = (month: number): number => Math.floor((month - 1) / 3) + 1;

/** Quarter `q` of `year`: Q1 01-01..03-31, Q2 04-01..06-30, Q3 07-01..09-30, Q4 10-01..12-31. */
export function quarterRange(year: number, q: number): DateRange {
  const first = (q - 1) * 3 + 1;
  return { start: cnDate(year, first), end: cnDate(year, first + 3) - 1 };
}

/** The quarter containing `ms`. */
export function quarterRangeOf(ms: number): DateRange {
  const { year, month } = cnFields(ms);
  return quarterRange(year, quarterOf(month));
}

/**
 * 近半年: from the same day six months back (clamped to that month's last day, so 08-31 goes
 * back to 02-28/29) to the end of today.
 */
export function lastSixMonths(ms: number): DateRange {
  const { year, month, day } = cnFields(ms);
  const back = new Date(Date.UTC(year, month - 1 - 6, 1));
  const y = back.getUTCFullYear();
  const m = back.getUTCMonth() + 1;
  const start = cnDate(y, m, Math.min(day, lastDayOfMonth(y, m)));
  return { start, end: endOfDayCn(ms) };
}

/** Report periods that repeat on a calendar (日报, 周报, 月报, 季报). */
export type PeriodKind = 'day' | 'week' | 'month' | 'quarter';

/** The period of `kind` containing `ms`. */
export function periodRange(kind: PeriodKind, ms: number): DateRange {
  switch (kind) {
    case 'day':
      return dayRange(ms);
    case 'week':
      return weekRange(ms);
    case 'month':
      return monthRange(ms);
    case 'quarter':
      return quarterRangeOf(ms);
  }
}

/** The period of `kind` just before the one containing `ms` (yesterday, last week …). */
export function previousPeriod(kind: PeriodKind, ms: number): DateRange {
  return periodRange(kind, periodRange(kind, ms).start - 1);
}

/** The period right after `range` (its end + 1 ms starts the next one). */
export function nextPeriod(kind: PeriodKind, range: DateRange): DateRange {
  return periodRange(kind, range.end + 1);
}
