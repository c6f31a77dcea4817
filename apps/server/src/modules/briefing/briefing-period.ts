import type { BriefingType, DateRange, PeriodKind } from '@guanlan/shared';
import { nextPeriod, periodRange } from '@guanlan/shared';

/** Report types a schedule can make (专题报告 is on demand only). */
export type ScheduledType = Exclude<BriefingType, 'special'>;
export const SCHEDULED_TYPES: readonly ScheduledType[] = ['day', 'week', 'month', 'specialDay'];

/** At most this many missed periods are made up after a long stop (the newest ones). */
export const MAX_CATCH_UP = 31;

export const isScheduled = (t: BriefingType): t is ScheduledType => t !== 'special';

/** The calendar period a scheduled report covers. */
export function periodKindOf(type: ScheduledType): Exclude<PeriodKind, 'quarter'> {
  return type === 'specialDay' ? 'day' : type;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** When the report of `range` is made: `hhmm` on the first day after the period. */
export function generationMoment(type: ScheduledType, range: DateRange, hhmm: string): number {
  return nextPeriod(periodKindOf(type), range).start + minutesOf(hhmm) * 60_000;
}

/**
 * The periods whose report is due at `now` and was not yet due when the schedule was switched
 * on (`enabledAt`), oldest first; after a long stop only the newest MAX_CATCH_UP.
 */
export function duePeriods(
  type: ScheduledType,
  hhmm: string,
  enabledAt: number,
  now: number,
): DateRange[] {
  const kind = periodKindOf(type);
  const out: DateRange[] = [];
  let p = periodRange(kind, periodRange(kind, now).start - 1);
  while (out.length < MAX_CATCH_UP) {
    const at = generationMoment(type, p, hhmm);
    if (at <= enabledAt) {
      break;
    }
    if (at <= now) {
      out.push(p);
    }
    p = periodRange(kind, p.start - 1);
  }
  return out.reverse();
}

/** The next moment a report will be made after `now`, and the period it will cover. */
export function nextRun(type: ScheduledType, hhmm: string, now: number) {
  const kind = periodKindOf(type);
  const current = periodRange(kind, now);
  const previous = periodRange(kind, current.start - 1);
  const prevAt = generationMoment(type, previous, hhmm);
  return prevAt > now
    ? { at: prevAt, range: previous }
    : { at: generationMoment(type, current, hhmm), range: current };
}

/** The period a schedule's report covers, in words. */
export function periodText(type: ScheduledType, hhmm: string): string {
  switch (type) {
    case 'day':
    case 'specialDay':
      return `每天 ${hhmm} 生成前一日（00:00–24:00）的报告`;
    case 'week':
      return `每周一 ${hhmm} 生成上周（周一至周日）的报告`;
    case 'month':
      return `每月1日 ${hhmm} 生成上月的报告`;
  }
}
