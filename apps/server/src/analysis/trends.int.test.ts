import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@guanlan/shared';
import { ENGINES } from '../../test/helpers/test-db.js';
import { carrierTrend } from './carrier-trend.js';
import { sentimentTrend } from './sentiment-trend.js';
import { D0 } from './test-corpus.fixture.js';
import { analysisSuite } from './analysis-suite.fixture.js';
import { volumeTrend } from './volume-trend.js';

// 2026-10-31 23:00 to 2026-11-04 23:59:59.999 Shanghai: just over four days, so drawn by day.

/** [positive, neutral, negative] per row. */
const triples = (rows: Record<string, string | number>[]) =>
  rows.map((r) => [r.positive, r.neutral, r.negative]);

describe.each(ENGINES)('analysis trends (%s)', (engine) => {
  const s = analysisSuite(engine);

  it('cuts days at Shanghai midnight and zero-fills the empty last day', async () => {
    const table = await sentimentTrend(s.adb, s.scopeA());
    expect(table.granularity).toBe('day');
    expect(table.columns.map((col) => col.title)).toEqual(['时间', '正面', '中性', '负面']);
    expect(table.rows.map((r) => r.time)).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(table.rows[0]!.timestamp).toBe(D0 - DAY_MS);
    // a1 (23:59) stays on 10-31, a2 (00:00) opens 11-01, a4 (23:59, overridden to negative)
    // closes it; a6 is 与我无关 for org A; 11-04 has nothing.
    expect(triples(table.rows)).toEqual([
      [1, 0, 0],
      [0, 0, 3],
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });

  it('shows another organisation its own overrides and deletions', async () => {
    const table = await sentimentTrend(s.adb, s.scopeA({ orgId: s.c.orgB }));
    // Org B: a1 overridden to negative, a4 keeps neutral, a6 (positive) is visible.
    expect(triples(table.rows)).toEqual([
      [0, 0, 1],
      [0, 1, 2],
      [1, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });

  it('draws a range of exactly three days by the hour, every hour present', async () => {
    const table = await sentimentTrend(
      s.adb,
      s.scopeA({ startTime: D0, endTime: D0 + 3 * DAY_MS }),
    );
    expect(table.granularity).toBe('hour');
    expect(table.rows).toHaveLength(73);
    expect(table.rows[0]!.time).toBe('2026-11-01 00:00');
    expect(table.rows[72]!.time).toBe('2026-11-04 00:00');
    const nonZero = table.rows.flatMap((r, i) =>
      Number(r.positive) + Number(r.neutral) + Number(r.negative) > 0
        ? [[i, r.time, r.positive, r.neutral, r.negative]]
        : [],
    );
    expect(nonZero).toEqual([
      [0, '2026-11-01 00:00', 0, 0, 1],
      [1, '2026-11-01 01:00', 0, 0, 1],
      [23, '2026-11-01 23:00', 0, 0, 1],
      [26, '2026-11-02 02:00', 0, 1, 0],
      [53, '2026-11-03 05:00', 0, 0, 1],
    ]);
  });

  it('switches to days one millisecond past three days', async () => {
    const table = await sentimentTrend(
      s.adb,
      s.scopeA({ startTime: D0, endTime: D0 + 3 * DAY_MS + 1 }),
    );
    expect(table.granularity).toBe('day');
    expect(table.rows.map((r) => r.time)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(triples(table.rows)).toEqual([
      [0, 0, 3],
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });

  it('drops the neutral series in the non-neutral variant', async () => {
    const table = await sentimentTrend(s.adb, s.scopeA(), { nonNeutral: true });
    expect(table.columns.map((col) => col.key)).toEqual(['time', 'positive', 'negative']);
    expect(table.rows[2]).toEqual({
      time: '2026-11-02',
      timestamp: D0 + DAY_MS,
      positive: 0,
      negative: 0,
    });
  });

  it('counts the volume per day', async () => {
    const table = await volumeTrend(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual(['时间', '信息量']);
    expect(table.rows.map((r) => r.count)).toEqual([1, 3, 1, 1, 0]);
  });

  it('splits the trend by carrier with a column for every domestic carrier', async () => {
    const table = await carrierTrend(s.adb, s.scopeA());
    expect(table.columns).toHaveLength(13);
    expect(table.columns.slice(0, 3)).toEqual([
      { key: 'time', title: '时间' },
      { key: 'news', title: '新闻' },
      { key: 'weChat', title: '微信' },
    ]);
    expect(table.rows.map((r) => [r.news, r.microBlog, r.weChat, r.forum])).toEqual([
      [1, 0, 0, 0],
      [1, 1, 1, 0],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('limits carrier columns to the scope’s carriers', async () => {
    const a = await carrierTrend(s.adb, s.scopeA({ carriers: ['news', 'forum'] }));
    expect(a.columns.map((col) => col.title)).toEqual(['时间', '新闻', '论坛']);
    expect(a.rows.map((r) => [r.news, r.forum])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
    const b = await carrierTrend(s.adb, s.scopeA({ orgId: s.c.orgB, carriers: ['news', 'forum'] }));
    expect(b.rows[2]).toMatchObject({ news: 1, forum: 1 });
  });

  it('trends only the rule’s stored hits when given rule ids', async () => {
    const table = await volumeTrend(s.adb, s.scopeA({ ruleIds: [s.c.rules.A1] }));
    // A1 hits a1 a2 a3 a4 a7 (and a9, outside the range).
    expect(table.rows.map((r) => r.count)).toEqual([1, 3, 0, 1, 0]);
  });
});
