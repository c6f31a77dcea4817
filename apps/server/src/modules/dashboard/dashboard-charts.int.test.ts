import { describe, expect, it } from 'vitest';
import { indexCalls, personalCenterSettingsCalls } from '@guanlan/shared';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { WINDOW, dashboardSuite } from './dashboard-suite.fixture.js';

type Row = Record<string, string | number>;
interface TableOut {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
}
interface PageOut {
  list: { id: number; title: string }[];
  total: number;
}

const countsOf = (t: TableOut) =>
  Object.fromEntries(t.rows.map((r): [string, unknown] => [String(r.sentiment), r.count]));

// In the window, organisation A's specials (rules A1 + A2) hit a1–a7; a6 is A's 与我无关, so
// the dashboard sees a1 positive, a2 a3 a4(override) a7 negative, a5 neutral.
describe.each(ENGINES)('dashboard charts (%s)', (engine) => {
  const s = dashboardSuite(engine);

  it('answers the sentiment distribution of all specials with the organisation’s overrides', async () => {
    const { body } = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.a);
    expect(body.meta.code).toBe(200);
    expect(countsOf(body.data)).toEqual({ positive: 1, neutral: 1, negative: 4 });
    // Organisation B's one special hits a1–a4; B overrides a1 to negative, a4 stays neutral.
    const b = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.b);
    expect(countsOf(b.body.data)).toEqual({ positive: 0, neutral: 1, negative: 3 });
  });

  it('answers carrier statistics in the same table shape as the specials', async () => {
    const { body } = await s.call<TableOut>(indexCalls.findIndexCarrierDataStatistics, WINDOW, s.a);
    const byCarrier = Object.fromEntries(
      body.data.rows.map((r): [string, Row] => [String(r.carrier), r]),
    );
    expect(byCarrier.news).toMatchObject({ total: 4, positive: 1, neutral: 1, negative: 2 });
    expect(byCarrier.microBlog).toMatchObject({ total: 1, negative: 1 });
    expect(byCarrier.weChat).toMatchObject({ total: 1, negative: 1 });
    expect(byCarrier.total).toMatchObject({ name: '合计', total: 6 });
  });

  it('draws the sentiment trend by day over the four-day window', async () => {
    const { body } = await s.call<TableOut & { granularity: string }>(
      indexCalls.emotionTrendIndex,
      WINDOW,
      s.a,
    );
    expect(body.data.granularity).toBe('day');
    const total = body.data.rows.reduce(
      (n, r) => n + Number(r.positive) + Number(r.neutral) + Number(r.negative),
      0,
    );
    expect(total).toBe(6);
  });

  it('ranks the specials by volume in the range with their negative counts', async () => {
    const { body } = await s.call<TableOut>(indexCalls.findIndexSpecialRanking, WINDOW, s.a);
    expect(body.data.rows).toEqual([
      { rank: 1, specialId: s.specials.A1, specialName: '甲专题一', count: 5, negative: 4 },
      { rank: 2, specialId: s.specials.A2, specialName: '甲专题二', count: 2, negative: 1 },
    ]);
    const top1 = await s.call<TableOut>(
      indexCalls.findIndexSpecialRanking,
      { ...WINDOW, size: 1 },
      s.a,
    );
    expect(top1.body.data.rows).toHaveLength(1);
    const b = await s.call<TableOut>(indexCalls.findIndexSpecialRanking, WINDOW, s.b);
    expect(b.body.data.rows.map((r) => r.specialName)).toEqual(['乙专题']);
  });

  it('lists hot articles by forwards + comments + likes', async () => {
    const { body } = await s.call<PageOut>(indexCalls.findIndexHotArticle, WINDOW, s.a);
    // a3 200, a5 30, a1 20, a2 3, then a7 and a4 at 0 (newer first).
    const ids = body.data.list.map((x) => x.id);
    expect(ids).toEqual(['a3', 'a5', 'a1', 'a2', 'a7', 'a4'].map((k) => s.c.ids[k as 'a1']));
  });

  it('follows the account’s chart source when it names one special, and only that account', async () => {
    const saved = await s.call(
      personalCenterSettingsCalls.saveIndexChartSource,
      { sourceType: 'special', specialIds: [s.specials.A2] },
      s.a,
    );
    expect(saved.body.meta.code).toBe(200);
    const source = await s.call(personalCenterSettingsCalls.findIndexChartSource, {}, s.a);
    expect(source.body.data).toEqual({
      sourceType: 'special',
      specialIds: [s.specials.A2],
      eventIds: [],
      carriers: [],
    });
    // Special A2 in the window: a3 negative, a5 neutral (a6 deleted).
    const mine = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.a);
    expect(countsOf(mine.body.data)).toEqual({ positive: 0, neutral: 1, negative: 1 });
    const ranking = await s.call<TableOut>(indexCalls.findIndexSpecialRanking, WINDOW, s.a);
    expect(ranking.body.data.rows.map((r) => r.specialName)).toEqual(['甲专题二']);
    const colleague = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.a2);
    expect(countsOf(colleague.body.data)).toEqual({ positive: 1, neutral: 1, negative: 4 });
    await s.call(personalCenterSettingsCalls.saveIndexChartSource, { sourceType: 'all' }, s.a);
  });

  it('refuses another organisation’s special, an empty choice and events as chart source', async () => {
    const foreign = await s.call(
      personalCenterSettingsCalls.saveIndexChartSource,
      { sourceType: 'special', specialIds: [s.specials.B1] },
      s.a,
    );
    expect(foreign.body.meta).toEqual({ code: 4004, message: '所选专题不存在或已删除' });
    const empty = await s.call(
      personalCenterSettingsCalls.saveIndexChartSource,
      { sourceType: 'special' },
      s.a,
    );
    expect(empty.body.meta.code).toBe(4000);
    const event = await s.call(
      personalCenterSettingsCalls.saveIndexChartSource,
      { sourceType: 'event', eventIds: [1] },
      s.a,
    );
    expect(event.body.meta.code).toBe(4100);
    const source = await s.call(personalCenterSettingsCalls.findIndexChartSource, {}, s.a);
    expect(source.body.data).toMatchObject({ sourceType: 'all' });
  });

  it('keeps the organisation’s filter boxes out of the charts', async () => {
    await s.t.db
      .insertInto('filter_box')
      .values({
        org_id: s.c.orgA,
        special_id: 0,
        filter_type: 'site',
        content: '新浪微博',
        enabled: 1,
        created_at: 0,
      })
      .execute();
    const { body } = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.a);
    expect(countsOf(body.data)).toEqual({ positive: 1, neutral: 1, negative: 3 });
    const b = await s.call<TableOut>(indexCalls.motionDistributionIndex, WINDOW, s.b);
    expect(countsOf(b.body.data)).toEqual({ positive: 0, neutral: 1, negative: 3 });
  });

  it('rejects a reversed custom range with a Chinese message', async () => {
    const { body } = await s.call(
      indexCalls.emotionTrendIndex,
      { timeRange: 'custom', startTime: WINDOW.endTime, endTime: WINDOW.startTime },
      s.a,
    );
    expect(body.meta.code).toBe(4000);
    expect(body.meta.message).toMatch(/结束时间不能早于开始时间/);
  });
});
