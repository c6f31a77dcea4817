import { describe, expect, it } from 'vitest';
import { formatCn, parseCn, reportTitle } from '@guanlan/shared';
import { MAX_CATCH_UP, duePeriods, generationMoment, nextRun } from './briefing-period.js';

const at = (s: string) => parseCn(s)!;
const shown = (r: { start: number; end: number }) => `${formatCn(r.start)}~${formatCn(r.end)}`;

describe('report periods', () => {
  it('makes a daily report the next day, a weekly one on Monday and a monthly one on the 1st', () => {
    const day = { start: at('2026-11-23'), end: at('2026-11-24') - 1 };
    expect(formatCn(generationMoment('day', day, '08:00'))).toBe('2026-11-24 08:00:00');
    const week = { start: at('2026-12-28'), end: at('2027-01-04') - 1 };
    expect(formatCn(generationMoment('week', week, '07:30'))).toBe('2027-01-04 07:30:00');
    const feb = { start: at('2024-02-01'), end: at('2024-03-01') - 1 };
    expect(formatCn(generationMoment('month', feb, '00:00'))).toBe('2024-03-01 00:00:00');
  });

  it('lists the periods due since the schedule was switched on, oldest first', () => {
    const enabled = at('2026-11-20 09:00');
    expect(duePeriods('day', '08:00', enabled, at('2026-11-21 07:59'))).toEqual([]);
    expect(duePeriods('day', '08:00', enabled, at('2026-11-21 08:00')).map(shown)).toEqual([
      '2026-11-20 00:00:00~2026-11-20 23:59:59',
    ]);
    expect(duePeriods('day', '08:00', enabled, at('2026-11-23 12:00')).map(shown)).toEqual([
      '2026-11-20 00:00:00~2026-11-20 23:59:59',
      '2026-11-21 00:00:00~2026-11-21 23:59:59',
      '2026-11-22 00:00:00~2026-11-22 23:59:59',
    ]);
    // Switched on before its generation time: that morning's report is still made.
    expect(
      duePeriods('day', '08:00', at('2026-11-21 07:00'), at('2026-11-21 08:00')).map(shown),
    ).toEqual(['2026-11-20 00:00:00~2026-11-20 23:59:59']);
    // Switched on Friday: that week's report (due the next Monday) is made, the one before not.
    expect(duePeriods('week', '08:00', enabled, at('2026-11-30 08:00')).map(shown)).toEqual([
      '2026-11-16 00:00:00~2026-11-22 23:59:59',
      '2026-11-23 00:00:00~2026-11-29 23:59:59',
    ]);
    expect(
      duePeriods('month', '08:00', at('2026-10-15'), at('2027-01-01 09:00')).map(shown),
    ).toEqual([
      '2026-10-01 00:00:00~2026-10-31 23:59:59',
      '2026-11-01 00:00:00~2026-11-30 23:59:59',
      '2026-12-01 00:00:00~2026-12-31 23:59:59',
    ]);
    expect(duePeriods('day', '08:00', at('2025-01-01'), at('2026-11-24 09:00'))).toHaveLength(
      MAX_CATCH_UP,
    );
  });

  it('knows the next run and names reports', () => {
    expect(nextRun('day', '08:30', at('2026-11-24 08:00'))).toMatchObject({
      at: at('2026-11-24 08:30'),
    });
    expect(nextRun('day', '08:30', at('2026-11-24 09:00'))).toMatchObject({
      at: at('2026-11-25 08:30'),
    });
    expect(formatCn(nextRun('week', '08:00', at('2026-11-24 09:00')).at)).toBe(
      '2026-11-30 08:00:00',
    );
    // Scheduled titles are the shared ones the page proposes.
    expect(reportTitle('month', { start: at('2026-10-01'), end: at('2026-11-01') - 1 })).toBe(
      '2026年10月舆情月报',
    );
  });
});
