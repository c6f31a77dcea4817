import { formatCn, parseCn } from '@guanlan/shared';
import type { DateRange } from '@guanlan/shared';
import { describe, expect, it } from 'vitest';
import { dataUrlBase64, formatBytes, uploadProblem } from './customized-file';
import {
  daysToRange,
  defaultRange,
  defaultTitle,
  listPollInterval,
  moveItem,
  presetRange,
  presetRanges,
  rangeText,
  rangeToDays,
  reportLink,
  topicsText,
} from './report-list';

/** A Shanghai wall-clock time as epoch ms. */
const at = (text: string): number => {
  const ms = parseCn(text);
  if (ms === undefined) {
    throw new Error(`bad time ${text}`);
  }
  return ms;
};
const shown = (r: DateRange) => `${formatCn(r.start)} ~ ${formatCn(r.end)}`;

/** Tuesday 2026-11-24 12:55 in Shanghai. */
const NOW = at('2026-11-24 12:55:00');

describe('report-list presets', () => {
  it('computes every quick range in Shanghai time, current periods ending today', () => {
    const ranges = Object.fromEntries(presetRanges(NOW).map((p) => [p.label, shown(p.range)]));
    expect(ranges).toEqual({
      昨天: '2026-11-23 00:00:00 ~ 2026-11-23 23:59:59',
      今天: '2026-11-24 00:00:00 ~ 2026-11-24 23:59:59',
      上周: '2026-11-16 00:00:00 ~ 2026-11-22 23:59:59',
      本周: '2026-11-23 00:00:00 ~ 2026-11-24 23:59:59',
      上月: '2026-10-01 00:00:00 ~ 2026-10-31 23:59:59',
      本月: '2026-11-01 00:00:00 ~ 2026-11-24 23:59:59',
      本季度: '2026-10-01 00:00:00 ~ 2026-11-24 23:59:59',
      上季度: '2026-07-01 00:00:00 ~ 2026-09-30 23:59:59',
      近半年: '2026-05-24 00:00:00 ~ 2026-11-24 23:59:59',
    });
  });

  it('ends every range on the last millisecond of its day', () => {
    for (const { range } of presetRanges(NOW)) {
      expect((range.end + 1 - range.start) % 86_400_000).toBe(0);
    }
  });

  it('defaults each type to its previous period', () => {
    expect(shown(defaultRange('day', NOW))).toBe(shown(presetRange('yesterday', NOW)));
    expect(shown(defaultRange('specialDay', NOW))).toBe(shown(presetRange('yesterday', NOW)));
    expect(shown(defaultRange('week', NOW))).toBe(shown(presetRange('lastWeek', NOW)));
    expect(shown(defaultRange('special', NOW))).toBe(shown(presetRange('lastWeek', NOW)));
    expect(shown(defaultRange('month', NOW))).toBe(shown(presetRange('lastMonth', NOW)));
  });

  it('rolls 上月 and 上季度 back over a new year', () => {
    const jan = at('2027-01-05 09:00:00');
    expect(shown(presetRange('lastMonth', jan))).toBe('2026-12-01 00:00:00 ~ 2026-12-31 23:59:59');
    expect(shown(presetRange('lastQuarter', jan))).toBe(
      '2026-10-01 00:00:00 ~ 2026-12-31 23:59:59',
    );
  });
});

describe('report-list default titles', () => {
  it('names the default range of each type', () => {
    expect(defaultTitle('day', defaultRange('day', NOW))).toBe('2026年11月23日舆情日报');
    expect(defaultTitle('week', defaultRange('week', NOW))).toBe('2026年第47周舆情周报');
    expect(defaultTitle('month', defaultRange('month', NOW))).toBe('2026年10月舆情月报');
    expect(defaultTitle('specialDay', defaultRange('specialDay', NOW))).toBe(
      '2026年11月23日专题日报',
    );
    expect(defaultTitle('special', defaultRange('special', NOW))).toBe(
      '2026年11月16日至11月22日专题报告',
    );
  });

  it('keeps the period name for the current period up to today', () => {
    expect(defaultTitle('week', presetRange('thisWeek', NOW))).toBe('2026年第48周舆情周报');
    expect(defaultTitle('month', presetRange('thisMonth', NOW))).toBe('2026年11月舆情月报');
  });

  it('falls back to the span of days when the range is not one period', () => {
    expect(defaultTitle('day', presetRange('lastWeek', NOW))).toBe(
      '2026年11月16日至11月22日舆情日报',
    );
    expect(defaultTitle('month', presetRange('lastSixMonths', NOW))).toBe(
      '2026年5月24日至11月24日舆情月报',
    );
    expect(
      defaultTitle('week', { start: at('2026-12-28 00:00:00'), end: at('2027-01-02 23:59:59') }),
    ).toBe('2026年第53周舆情周报');
    expect(
      defaultTitle('special', { start: at('2026-12-30 00:00:00'), end: at('2027-01-02 23:59:59') }),
    ).toBe('2026年12月30日至2027年1月2日专题报告');
  });
});

describe('report-list picker days', () => {
  it('turns a range into Shanghai calendar days and back into whole days', () => {
    const range = presetRange('lastWeek', NOW);
    const [from, to] = rangeToDays(range);
    expect(from).toEqual({ year: 2026, month: 11, day: 16 });
    expect(to).toEqual({ year: 2026, month: 11, day: 22 });
    expect(daysToRange(from, to)).toEqual(range);
  });
});

describe('report-list links', () => {
  it('has no link for the scheduled report without id', () => {
    expect(reportLink({ briefingId: null, templateType: 1 })).toBeUndefined();
    expect(reportLink({ briefingId: null, templateType: 2 })).toBeUndefined();
  });

  it('opens 通用版 reports on /paperDetail and the others on /paperDetail2', () => {
    expect(reportLink({ briefingId: 12, templateType: 1 })).toBe('/paperDetail?id=12');
    expect(reportLink({ briefingId: 12, templateType: 2 })).toBe('/paperDetail2?id=12');
    expect(reportLink({ briefingId: 7, templateType: 3 })).toBe('/paperDetail2?id=7');
  });
});

describe('report-list cells', () => {
  it('shows 待生成报告 with the due time for the next scheduled report', () => {
    expect(
      rangeText({
        briefingStartTime: null,
        briefingEndTime: null,
        scheduledAt: '2026-11-25 08:00:00',
      }),
    ).toEqual({ text: '待生成报告', note: '预计 2026-11-25 08:00 生成' });
  });

  it('shows whole days as dates and clipped ranges to the minute', () => {
    const row = { scheduledAt: null };
    expect(
      rangeText({
        ...row,
        briefingStartTime: '2026-11-23 00:00:00',
        briefingEndTime: '2026-11-23 23:59:59',
      }).text,
    ).toBe('2026-11-23');
    expect(
      rangeText({
        ...row,
        briefingStartTime: '2026-11-16 00:00:00',
        briefingEndTime: '2026-11-22 23:59:59',
      }).text,
    ).toBe('2026-11-16 至 2026-11-22');
    expect(
      rangeText({
        ...row,
        briefingStartTime: '2026-11-23 00:00:00',
        briefingEndTime: '2026-11-24 12:55:00',
      }).text,
    ).toBe('2026-11-23 00:00 至 2026-11-24 12:55');
  });

  it('names all topics when none were chosen', () => {
    expect(topicsText({ topicNames: [] })).toBe('全部专题');
    expect(topicsText({ topicNames: ['人工智能', '城市交通'] })).toBe('人工智能、城市交通');
  });

  it('polls only while a stored report is queued or generating', () => {
    expect(listPollInterval(undefined)).toBe(false);
    expect(listPollInterval({ list: [{ briefingId: null, status: 'pending' }] })).toBe(false);
    expect(listPollInterval({ list: [{ briefingId: 3, status: 'done' }] })).toBe(false);
    expect(listPollInterval({ list: [{ briefingId: 3, status: 'generating' }] })).toBe(1500);
  });
});

describe('report-list helpers', () => {
  it('moves an article one place and ignores moves past either end', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('checks the type and size of a 定制报告 before reading it', () => {
    expect(uploadProblem({ name: '分析.DOCX', size: 10 })).toBeUndefined();
    expect(uploadProblem({ name: 'a.exe', size: 10 })).toMatch(/^只能上传 docx、doc、pdf/);
    expect(uploadProblem({ name: 'noext', size: 10 })).toMatch(/^只能上传/);
    expect(uploadProblem({ name: 'big.pdf', size: 20 * 1024 * 1024 + 1 })).toBe('文件不能超过20MB');
    expect(uploadProblem({ name: 'empty.pdf', size: 0 })).toBe('文件内容为空');
  });

  it('formats file sizes and strips the data URL prefix', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(dataUrlBase64('data:application/pdf;base64,JVBERi0=')).toBe('JVBERi0=');
  });
});
