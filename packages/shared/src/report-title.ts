import { DAY_MS } from './time.js';
import { cnDate, cnFields, dayRange, monthRange, weekRange } from './date-ranges.js';
import type { DateRange } from './date-ranges.js';
import type { BriefingType } from './domain/enums.js';

/** The end of a report's default title per type. */
export const REPORT_TITLE_SUFFIX: Record<BriefingType, string> = {
  day: '舆情日报',
  week: '舆情周报',
  month: '舆情月报',
  special: '专题报告',
  specialDay: '专题日报',
};

/** ISO-8601 week of a Shanghai day: the week belongs to the year of its Thursday. */
export function isoWeek(ms: number): { year: number; week: number } {
  const thursday = weekRange(ms).start + 3 * DAY_MS;
  const { year } = cnFields(thursday);
  const week = Math.floor((thursday - cnDate(year, 1, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

const ymd = (ms: number): string => {
  const f = cnFields(ms);
  return `${f.year}年${f.month}月${f.day}日`;
};

/** 2026年11月16日至11月22日 (the year is repeated only when the range crosses one). */
function spanText(range: DateRange): string {
  const a = cnFields(range.start);
  const b = cnFields(range.end);
  if (a.year === b.year && a.month === b.month && a.day === b.day) {
    return ymd(range.start);
  }
  return a.year === b.year
    ? `${ymd(range.start)}至${b.month}月${b.day}日`
    : `${ymd(range.start)}至${ymd(range.end)}`;
}

/**
 * How a title names its range: one calendar day, ISO week or month when the range starts that
 * period and ends inside it (本周 up to today is still 第N周), otherwise the span of days.
 */
export function rangeLabel(type: BriefingType, range: DateRange): string {
  const within = (r: DateRange) => r.start === range.start && range.end <= r.end;
  if ((type === 'day' || type === 'specialDay') && within(dayRange(range.start))) {
    return ymd(range.start);
  }
  if (type === 'week' && within(weekRange(range.start))) {
    const { year, week } = isoWeek(range.start);
    return `${year}年第${week}周`;
  }
  if (type === 'month' && within(monthRange(range.start))) {
    const { year, month } = cnFields(range.start);
    return `${year}年${month}月`;
  }
  return spanText(range);
}

/**
 * The default title of a report, the same on the page that proposes it and for scheduled
 * reports: 2026年11月23日舆情日报, 2026年第47周舆情周报, 2026年10月舆情月报, and for one topic
 * 「人工智能」2026年11月23日专题日报.
 */
export function reportTitle(type: BriefingType, range: DateRange, topic?: string): string {
  const prefix = topic ? `「${topic}」` : '';
  return `${prefix}${rangeLabel(type, range)}${REPORT_TITLE_SUFFIX[type]}`;
}
