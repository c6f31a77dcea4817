import { describe, expect, it } from 'vitest';
import { isoWeek, reportTitle } from './report-title.js';
import { parseCn } from './time.js';

const at = (s: string) => parseCn(s)!;
const range = (a: string, b: string) => ({ start: at(a), end: at(b) });

describe('report titles', () => {
  it('numbers weeks as ISO 8601 does, by the year of their Thursday', () => {
    expect(isoWeek(at('2026-01-01 10:00:00'))).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(at('2025-12-29 00:00:00'))).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(at('2027-01-01 10:00:00'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(at('2026-11-22 23:59:59'))).toEqual({ year: 2026, week: 47 });
  });

  it('names the day, ISO week or month of a whole period, else the span, and the topic', () => {
    expect(reportTitle('day', range('2026-11-23', '2026-11-23 23:59:59'))).toBe(
      '2026年11月23日舆情日报',
    );
    expect(reportTitle('week', range('2026-11-16', '2026-11-22 23:59:59'))).toBe(
      '2026年第47周舆情周报',
    );
    expect(reportTitle('month', range('2024-02-01', '2024-02-29 23:59:59'))).toBe(
      '2024年2月舆情月报',
    );
    expect(reportTitle('week', range('2026-11-18', '2026-11-22 23:59:59'))).toBe(
      '2026年11月18日至11月22日舆情周报',
    );
    expect(reportTitle('specialDay', range('2026-11-23', '2026-11-23 23:59:59'), '人工智能')).toBe(
      '「人工智能」2026年11月23日专题日报',
    );
  });
});
