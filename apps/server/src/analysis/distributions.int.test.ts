import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@guanlan/shared';
import { ENGINES } from '../../test/helpers/test-db.js';
import { carrierStatistics } from './carrier-statistics.js';
import { tableToXlsx } from './excel.js';
import { regionDistribution } from './region-distribution.js';
import type { ArticleScope } from './scope.js';
import { sentimentByCarrier } from './sentiment-by-carrier.js';
import { sentimentDistribution } from './sentiment-distribution.js';
import { D0 } from './test-corpus.fixture.js';
import { analysisSuite } from './analysis-suite.fixture.js';

/** [positive, neutral, negative] counts of a sentiment distribution. */
const counts = (rows: Record<string, string | number>[]) => rows.map((r) => r.count);

describe.each(ENGINES)('analysis distributions (%s)', (engine) => {
  const s = analysisSuite(engine);

  it('splits sentiment with org A’s override and deletion applied', async () => {
    const table = await sentimentDistribution(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual(['情感', '信息量', '占比(%)']);
    // a1 positive; a5 neutral; a2 a3 a7 negative, a4 overridden to negative; a6 deleted.
    expect(table.rows).toEqual([
      { sentiment: 'positive', name: '正面', count: 1, percent: 16.67 },
      { sentiment: 'neutral', name: '中性', count: 1, percent: 16.67 },
      { sentiment: 'negative', name: '负面', count: 4, percent: 66.67 },
    ]);
  });

  it('leaves org B’s distribution to org B’s own judgements', async () => {
    const table = await sentimentDistribution(s.adb, s.scopeA({ orgId: s.c.orgB }));
    // a6 positive; a4 a5 neutral; a1 (B's override) a2 a3 a7 negative.
    expect(table.rows.map((r) => [r.count, r.percent])).toEqual([
      [1, 14.29],
      [2, 28.57],
      [4, 57.14],
    ]);
  });

  it('scopes to the stored hits of the given rules, counting an article hit twice once', async () => {
    expect(
      counts((await sentimentDistribution(s.adb, s.scopeA({ ruleIds: [s.c.rules.A1] }))).rows),
    ).toEqual([1, 0, 4]);
    const both = s.scopeA({ ruleIds: [s.c.rules.A1, s.c.rules.A2] });
    // a3 is hit by both; a6 (A2) is deleted for A; a8 (A2) is outside the range.
    expect(counts((await sentimentDistribution(s.adb, both)).rows)).toEqual([1, 1, 4]);
    const b = s.scopeA({ orgId: s.c.orgB, ruleIds: [s.c.rules.B1] });
    expect(counts((await sentimentDistribution(s.adb, b)).rows)).toEqual([0, 1, 3]);
  });

  it('sees nothing through another organisation’s rule or an empty rule list', async () => {
    const foreign = await sentimentDistribution(s.adb, s.scopeA({ ruleIds: [s.c.rules.B1] }));
    expect(counts(foreign.rows)).toEqual([0, 0, 0]);
    expect(foreign.rows[0]!.percent).toBe(0);
    expect(counts((await sentimentDistribution(s.adb, s.scopeA({ ruleIds: [] }))).rows)).toEqual([
      0, 0, 0,
    ]);
  });

  it('filters by carrier, effective sentiment, region, source, language and abroad flag', async () => {
    const wide = { startTime: D0 - 3 * DAY_MS, endTime: D0 + 6 * DAY_MS };
    const total = async (extra: Partial<ArticleScope>) =>
      (await carrierStatistics(s.adb, s.scopeA(extra))).rows.at(-1)!.total;
    expect(await total({ carriers: ['news'] })).toBe(4);
    expect(await total({ sentiments: ['negative'] })).toBe(4);
    expect(await total({ sentiments: ['irrelevant'] })).toBe(1);
    expect(await total({ orgId: s.c.orgB, sentiments: ['irrelevant'] })).toBe(0);
    expect(await total({ regions: ['310000'] })).toBe(1);
    expect(await total({ regions: ['110108'] })).toBe(3);
    expect(await total({ sourceIds: [77] })).toBe(1);
    expect(await total({ ...wide, languages: ['en'] })).toBe(1);
    expect(await total({ ...wide, isAbroad: true })).toBe(1);
    expect(await total({ ...wide, isAbroad: false })).toBe(7);
  });

  it('counts carriers by sentiment with every domestic carrier and a total row', async () => {
    const table = await carrierStatistics(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual([
      '载体',
      '信息总量',
      '占比(%)',
      '正面',
      '中性',
      '负面',
    ]);
    expect(table.rows).toHaveLength(13);
    const by = (carrier: string) => table.rows.find((r) => r.carrier === carrier);
    expect(by('news')).toEqual({
      carrier: 'news',
      name: '新闻',
      total: 4,
      percent: 66.67,
      positive: 1,
      neutral: 1,
      negative: 2,
    });
    expect(by('weChat')).toMatchObject({ total: 1, percent: 16.67, negative: 1 });
    expect(by('microBlog')).toMatchObject({ total: 1, percent: 16.67, negative: 1 });
    expect(by('forum')).toMatchObject({ name: '论坛', total: 0, percent: 0 });
    expect(table.rows.at(-1)).toEqual({
      carrier: 'total',
      name: '合计',
      total: 6,
      percent: 100,
      positive: 1,
      neutral: 1,
      negative: 4,
    });
  });

  it('gives each carrier with articles its sentiment shares', async () => {
    const table = await sentimentByCarrier(s.adb, s.scopeA());
    expect(table.rows.map((r) => [r.name, r.positive, r.neutral, r.negative, r.total])).toEqual([
      ['新闻', 1, 1, 2, 4],
      ['微信', 0, 0, 1, 1],
      ['微博', 0, 0, 1, 1],
    ]);
    expect(table.rows[0]).toMatchObject({
      positivePercent: 25,
      neutralPercent: 25,
      negativePercent: 50,
    });
  });

  it('maps mentioned provinces, not publisher seats, zero-filling all 34', async () => {
    const table = await regionDistribution(s.adb, s.scopeA());
    expect(table.rows).toHaveLength(34);
    expect(table.columns.map((col) => col.title)).toEqual(['地区', '信息量']);
    expect(table.rows.slice(0, 4)).toEqual([
      { code: '110000', name: '北京市', mapName: '北京', count: 4 },
      { code: '310000', name: '上海市', mapName: '上海', count: 1 },
      { code: '440000', name: '广东省', mapName: '广东', count: 1 },
      { code: '120000', name: '天津市', mapName: '天津', count: 0 },
    ]);
    const orgB = await regionDistribution(s.adb, s.scopeA({ orgId: s.c.orgB }));
    expect(orgB.rows[0]).toMatchObject({ code: '110000', count: 5 });
  });

  it('maps Beijing districts for the Beijing map', async () => {
    const table = await regionDistribution(s.adb, s.scopeA(), 'beijing');
    expect(table.rows).toHaveLength(16);
    expect(table.rows.slice(0, 3).map((r) => [r.name, r.count])).toEqual([
      ['海淀区', 3],
      ['东城区', 1],
      ['西城区', 0],
    ]);
    expect(table.rows.some((r) => r.code === '440106')).toBe(false);
  });

  it('renders the same carrier table as its Excel twin', async () => {
    const table = await carrierStatistics(s.adb, s.scopeA());
    const buffer = await tableToXlsx(table, { sheetName: '载体统计', title: '专题载体统计' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('载体统计')!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('专题载体统计');
    expect(cells(2)).toEqual(['载体', '信息总量', '占比(%)', '正面', '中性', '负面']);
    expect(cells(3)).toEqual(['新闻', 4, 66.67, 1, 1, 2]);
    expect(cells(15)).toEqual(['合计', 6, 100, 1, 1, 4]);
  });
});
