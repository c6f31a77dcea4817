import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import { ENGINES } from '../../test/helpers/test-db.js';
import { ArticleRepo } from '../modules/article/article.repo.js';
import { START, analysisSuite, everyAnalysis } from './analysis-suite.fixture.js';
import { CELL_MAX_DAYS, hitCells, isCellScope } from './hit-cells.js';
import { cn } from './test-corpus.fixture.js';
import type { ArticleScope } from './scope.js';
import type { TrendTable } from './trend-counts.js';

/**
 * The carrier, sentiment and trend counts of one rule's hits, and of 全部专题's any-hit rows, come
 * from one seek of a cell index per (day part of a bucket, carrier, sentiment). They must answer as the article path does
 * for hourly and daily trends with part buckets at both ends, ranges whose ends fall on a hit's
 * very millisecond, the call's carrier and sentiment filters, and the organisation's judgements.
 */
describe.each(ENGINES)('hit counts by cell (%s)', (engine) => {
  const s = analysisSuite(engine);
  const one = (extra: Partial<ArticleScope> = {}) =>
    s.scopeA({ ruleIds: [s.c.rules.A1], ...extra });
  /** 全部专题: every special of organisation A, read from its any-hit rows (org_hit). */
  const all = (extra: Partial<ArticleScope> = {}) =>
    s.scopeA({ ruleIds: [s.c.rules.A1, s.c.rules.A2], allOfKind: 'special', ...extra });

  /**
   * Every analysis of the scope, on the cell path and the article path (the same rules without
   * the any-hit rows; one rule named twice); they must agree.
   */
  async function both(scope: ArticleScope) {
    expect(isCellScope(scope)).toBe(true);
    const cells = await everyAnalysis(s.adb, scope);
    const { allOfKind, ...rest } = scope;
    const rule = scope.ruleIds![0]!;
    const articles = allOfKind === undefined ? { ...scope, ruleIds: [rule, rule] } : rest;
    expect(isCellScope(articles)).toBe(false);
    expect(cells).toEqual(await everyAnalysis(s.adb, articles));
    return cells;
  }

  it('takes the cell path for one rule and for 全部专题, not for a hot topic’s clusters', () => {
    expect(isCellScope(one())).toBe(true);
    expect(isCellScope(all())).toBe(true);
    expect(isCellScope(all({ clusterIds: [1] }))).toBe(false);
    expect(isCellScope(all({ keyword: '医院' }))).toBe(false);
    expect(isCellScope(one({ clusterIds: [1] }))).toBe(false);
    expect(isCellScope(one({ keyword: '医院' }))).toBe(false);
    // A range of CELL_MAX_DAYS or more is one grouped pass instead.
    const long = one({ endTime: START + CELL_MAX_DAYS * DAY_MS });
    expect(isCellScope(long)).toBe(false);
    expect(isCellScope({ ...long, endTime: long.endTime - 1 })).toBe(true);
  });

  it('answers as the article path by the hour and by the day, ends inclusive', async () => {
    const a1 = cn(2026, 10, 31, 23, 59);
    const a4 = cn(2026, 11, 1, 23, 59);
    // Hourly (three days or less), from a1's millisecond to a4's: both ends count.
    const hourly = await both(one({ startTime: a1, endTime: a4 }));
    expect((hourly.trend as TrendTable).granularity).toBe('hour');
    const total = (t: (typeof hourly)[string]) => t.rows.find((r) => r.carrier === 'total')!.total;
    expect(total(hourly.carrierStatistics!)).toBe(4);
    // One millisecond inside at each end leaves a1 and a4 out.
    const inside = await both(one({ startTime: a1 + 1, endTime: a4 - 1 }));
    expect(total(inside.carrierStatistics!)).toBe(2);
    // Daily, starting and ending mid-hour.
    const daily = await both(one({ startTime: a1 + 30 * 60_000, endTime: a4 + 3 * 24 * HOUR_MS }));
    expect((daily.trend as TrendTable).granularity).toBe('day');
  });

  it('keeps to the call’s carriers and sentiments and follows the judgements', async () => {
    const { a2, a3 } = s.c.ids;
    const counts = async (extra: Partial<ArticleScope>) =>
      (await hitCells(s.adb, one(extra), 'range')).reduce((n, c) => n + c.n, 0);
    await both(one({ carriers: ['news'] }));
    await both(one({ sentiments: ['negative'] }));
    await both(one({ sentiments: ['irrelevant'] }));
    const negative = await counts({ sentiments: ['negative'] });
    // a2 (news, negative) becomes positive; a3 (microBlog, negative) is 与我无关.
    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [a2], 'positive', 0);
    await repo.judge(s.c.orgA, [a3], 'irrelevant', 0);
    expect(await counts({ sentiments: ['negative'] })).toBe(negative - 2);
    expect(await counts({ sentiments: ['irrelevant'] })).toBe(1);
    expect(await counts({ carriers: ['microBlog'] })).toBe(0);
    await both(one());
    await both(one({ carriers: ['news', 'microBlog'] }));
  });

  it('counts 全部专题 by cell as the article path does, judgements included', async () => {
    const a1 = cn(2026, 10, 31, 23, 59);
    const a4 = cn(2026, 11, 1, 23, 59);
    const total = (t: Awaited<ReturnType<typeof both>>[string]) =>
      Number(t.rows.find((r) => r.carrier === 'total')!.total);
    const hourly = await both(all({ startTime: a1, endTime: a4 }));
    expect((hourly.trend as TrendTable).granularity).toBe('hour');
    const range = { startTime: a1 + 30 * 60_000, endTime: a4 + 3 * 24 * HOUR_MS };
    const daily = await both(all(range));
    expect((daily.trend as TrendTable).granularity).toBe('day');
    // Every article of A1 is among 全部专题's, and A2 adds its own.
    const ofA1 = await everyAnalysis(s.adb, one(range));
    expect(total(daily.carrierStatistics!)).toBeGreaterThan(total(ofA1.carrierStatistics!));
    // The media ranking adds up each site's days (SQLite reads it a day at a time): 人民网 has
    // a9, a1, a2 and a7, on four Shanghai days; a9 and a7 are negative (a2 was judged positive).
    const week = await both(all({ startTime: cn(2026, 10, 29), endTime: cn(2026, 11, 4) - 1 }));
    const media = Object.values(week).find((t) => t.columns.some((c) => c.title === '媒体名称'))!;
    expect(media.rows[0]).toMatchObject({ siteName: '人民网', count: 4, negative: 2 });
    // So does the China map: a1, a2, a5 and a7 mention Beijing (a6, also Beijing, is 与我无关).
    const map = Object.values(week).find((t) => t.columns.some((c) => c.title === '地区'))!;
    expect(map.rows[0]).toMatchObject({ code: '110000', count: 4 });
    await both(all({ carriers: ['news'] }));
    await both(all({ sentiments: ['negative'] }));
    const before = total((await both(all())).carrierStatistics!);
    // 与我无关 takes a2 out of 全部专题.
    await new ArticleRepo(s.t.db).judge(s.c.orgA, [s.c.ids.a2], 'irrelevant', 0);
    expect(total((await both(all())).carrierStatistics!)).toBe(before - 1);
    await both(all({ sentiments: ['irrelevant'] }));
  });
});
