import { describe, expect, it } from 'vitest';
import {
  lastDayOfMonth,
  lastSixMonths,
  monthRange,
  nextPeriod,
  periodRange,
  previousPeriod,
  quarterRange,
  quarterRangeOf,
  weekRange,
} from './date-ranges.js';
import { formatCn, parseCn } from './time.js';

const at = (text: string) => parseCn(text)!;
const shown = (r: { start: number; end: number }) => [formatCn(r.start), formatCn(r.end)];

describe('date ranges (Asia/Shanghai, inclusive ends)', () => {
  it('weeks run Monday to Sunday, across month and year ends', () => {
    // 2026-11-24 is a Tuesday.
    expect(shown(weekRange(at('2026-11-24 15:00')))).toEqual([
      '2026-11-23 00:00:00',
      '2026-11-29 23:59:59',
    ]);
    // A Sunday belongs to the week that started six days earlier.
    expect(shown(weekRange(at('2026-11-29 23:59:59')))).toEqual([
      '2026-11-23 00:00:00',
      '2026-11-29 23:59:59',
    ]);
    // A Monday starts its own week.
    expect(shown(weekRange(at('2026-11-30 00:00')))).toEqual([
      '2026-11-30 00:00:00',
      '2026-12-06 23:59:59',
    ]);
    // 2027-01-01 is a Friday: its week starts in 2026.
    expect(shown(weekRange(at('2027-01-01 08:00')))).toEqual([
      '2026-12-28 00:00:00',
      '2027-01-03 23:59:59',
    ]);
    // Shanghai midnight is 16:00 UTC the day before: still the Shanghai Monday.
    expect(weekRange(at('2026-11-30 00:30')).start).toBe(Date.UTC(2026, 10, 29, 16));
  });

  it('months and their last day, leap years included', () => {
    expect(shown(monthRange(at('2024-02-10')))).toEqual([
      '2024-02-01 00:00:00',
      '2024-02-29 23:59:59',
    ]);
    expect(shown(monthRange(at('2026-12-31 23:59:59')))).toEqual([
      '2026-12-01 00:00:00',
      '2026-12-31 23:59:59',
    ]);
    expect(lastDayOfMonth(2024, 2)).toBe(29);
    expect(lastDayOfMonth(2026, 2)).toBe(28);
    expect(lastDayOfMonth(1900, 2)).toBe(28);
    expect(lastDayOfMonth(2000, 2)).toBe(29);
    expect(lastDayOfMonth(2026, 4)).toBe(30);
    expect(lastDayOfMonth(2026, 12)).toBe(31);
  });

  it('quarters are Q1 01-01..03-31, Q2 04-01..06-30, Q3 07-01..09-30, Q4 10-01..12-31', () => {
    expect([1, 2, 3, 4].map((q) => shown(quarterRange(2026, q)))).toEqual([
      ['2026-01-01 00:00:00', '2026-03-31 23:59:59'],
      ['2026-04-01 00:00:00', '2026-06-30 23:59:59'],
      ['2026-07-01 00:00:00', '2026-09-30 23:59:59'],
      ['2026-10-01 00:00:00', '2026-12-31 23:59:59'],
    ]);
    expect(shown(quarterRangeOf(at('2026-03-31 23:59')))).toEqual([
      '2026-01-01 00:00:00',
      '2026-03-31 23:59:59',
    ]);
    expect(shown(quarterRangeOf(at('2026-04-01 00:00')))).toEqual([
      '2026-04-01 00:00:00',
      '2026-06-30 23:59:59',
    ]);
  });

  it('last six months clamps to the shorter month and crosses the year', () => {
    expect(shown(lastSixMonths(at('2026-11-24 10:00')))).toEqual([
      '2026-05-24 00:00:00',
      '2026-11-24 23:59:59',
    ]);
    expect(shown(lastSixMonths(at('2024-08-31')))).toEqual([
      '2024-02-29 00:00:00',
      '2024-08-31 23:59:59',
    ]);
    expect(shown(lastSixMonths(at('2026-03-15')))).toEqual([
      '2025-09-15 00:00:00',
      '2026-03-15 23:59:59',
    ]);
  });

  it('previous and next periods step whole periods', () => {
    expect(shown(previousPeriod('day', at('2027-01-01 08:00')))).toEqual([
      '2026-12-31 00:00:00',
      '2026-12-31 23:59:59',
    ]);
    expect(shown(previousPeriod('week', at('2026-11-30 08:00')))).toEqual([
      '2026-11-23 00:00:00',
      '2026-11-29 23:59:59',
    ]);
    expect(shown(previousPeriod('month', at('2024-03-01 08:00')))).toEqual([
      '2024-02-01 00:00:00',
      '2024-02-29 23:59:59',
    ]);
    expect(shown(previousPeriod('quarter', at('2027-01-05')))).toEqual([
      '2026-10-01 00:00:00',
      '2026-12-31 23:59:59',
    ]);
    const feb = periodRange('month', at('2024-02-10'));
    expect(shown(nextPeriod('month', feb))).toEqual(['2024-03-01 00:00:00', '2024-03-31 23:59:59']);
  });
});
