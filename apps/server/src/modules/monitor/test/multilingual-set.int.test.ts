import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { multilingualAnalysisCalls, multilingualCalls } from '@guanlan/shared';
import { createTestApp } from '../../../../test/helpers/test-app.js';
import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ENGINES } from '../../../../test/helpers/test-db.js';

interface Page {
  list: { title: string }[];
  total: number;
}

/**
 * 多语种 sets: rules match Latin-script words on word boundaries, whatever the case (CJK by
 * characters): `app` finds "the new App" but not "Apple", both in the back-fill over stored
 * articles and at ingest.
 */
describe.each(ENGINES)('multilingual words on boundaries (%s)', (engine) => {
  let t: TestApp;
  let token = '';
  let serial = 0;
  let setId = 0;

  const raw = (title: string, language: string) => {
    serial += 1;
    return {
      url: `https://foreign.example.com/${engine}/${serial}`,
      title,
      content: `${title}. Reported by our correspondent.`,
      siteName: 'Foreign Daily',
      language,
      publishTime: t.clock.now() - 60_000 * serial,
    };
  };
  const data = async <T>(def: Parameters<TestApp['call']>[0], input: Record<string, unknown>) => {
    const { body } = await t.call<T>(def, input, { token });
    expect([body.meta.code, body.meta.message]).toEqual([200, body.meta.message]);
    return body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await t.loginAs()).token;
  }, 120_000);
  afterAll(() => t.close());

  it('finds whole words only, in the back-fill and at ingest', async () => {
    await t.ingest.pipeline.ingest([
      raw('Apple shares fall after earnings', 'en'),
      raw('The new APP lets farmers sell online', 'en'),
      raw('Whatsapp outage hits millions', 'en'),
      raw('Une app pour les agriculteurs', 'fr'),
    ]);
    const { groupId } = await data<{ groupId: number }>(multilingualCalls.saveMultilingualGroup, {
      groupName: '应用',
    });
    ({ setId } = await data<{ setId: number }>(multilingualCalls.saveMultilingualSet, {
      groupId,
      setName: '应用程序',
      ruleMode: 'advanced',
      expression: 'app|应用',
      languages: ['en', 'fr'],
    }));
    await t.ingest.runner.drain();
    const titles = async () =>
      (await data<Page>(multilingualCalls.findMultilingualArticle, { setId })).list
        .map((a) => a.title)
        .sort();
    expect(await titles()).toEqual(
      ['The new APP lets farmers sell online', 'Une app pour les agriculteurs'].sort(),
    );
    await t.ingest.pipeline.ingest([
      raw('App-based taxis return', 'en'),
      raw('Mappa della città', 'it'),
      raw('Snapple recall widens', 'en'),
    ]);
    expect(await titles()).toEqual(
      [
        'App-based taxis return',
        'The new APP lets farmers sell online',
        'Une app pour les agriculteurs',
      ].sort(),
    );
  });

  it('charts the set in 统计分析: 语种分布 with its Excel, trends and sentiment', async () => {
    const langs = await data<{ rows: { name: string; count: number }[] }>(
      multilingualAnalysisCalls.languageDistributionMultilingual,
      { setId },
    );
    expect(langs.rows.map((r) => [r.name, r.count])).toEqual([
      ['英语', 2],
      ['法语', 1],
    ]);
    const trend = await data<{ rows: { count: number }[] }>(
      multilingualAnalysisCalls.trendMultilingual,
      { setId },
    );
    expect(trend.rows.reduce((sum, r) => sum + r.count, 0)).toBe(3);
    const sentiment = await data<{ rows: { count: number }[] }>(
      multilingualAnalysisCalls.motionDistributionMultilingual,
      { setId },
    );
    expect(sentiment.rows.reduce((sum, r) => sum + r.count, 0)).toBe(3);
    const file = await t.call(
      multilingualAnalysisCalls.languageDistributionExcelMultilingual,
      { setId },
      { token },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String).join('|');
    expect(cells).toContain('英语|2');
  });
});
