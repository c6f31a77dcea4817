import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, dataCenterCalls } from '@guanlan/shared';
import type { Envelope } from '@guanlan/shared';
import { dialectFor } from '../../db/dialect.js';
import { D0, seedAnalysisCorpus } from '../../analysis/test-corpus.fixture.js';
import type { Corpus } from '../../analysis/test-corpus.fixture.js';
import { createTestApp, toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { makeAccount } from '../../../test/helpers/factories.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

/** 10-31 23:00 to 11-04 23:59:59 around the fixed corpus (a8 and a9 fall outside). */
const WINDOW = { timeRange: 'custom', startTime: D0 - HOUR_MS, endTime: D0 + 4 * DAY_MS - 1 };

interface PageOut {
  list: { id: number; title: string; sentiment?: string }[];
  total: number;
}
interface LogPage {
  list: { searchLogId: number; keyword: string; resultCount: number; searchArea: string }[];
  total: number;
}
type Row = Record<string, string | number>;
interface TableOut {
  rows: Record<string, string | number>[];
}
type Key = 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7';

// 医院 occurs in a1, a2, a4 (content only) and a7 — none of which must be a rule hit to be found.
describe.each(ENGINES)('data centre (%s)', (engine) => {
  let t: TestApp;
  let c: Corpus;
  const tokens = { a: '', b: '' };

  async function login(orgId: number, userName: string): Promise<string> {
    const account = await makeAccount(t.db, { orgId, userName });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin${toQuery({ userName, password: account.password })}`,
    });
    return res.json<Envelope<{ accessToken: string }>>().data.accessToken;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    c = await seedAnalysisCorpus(t.db, dialectFor(engine));
    tokens.a = await login(c.orgA, `dc_a_${engine}`);
    tokens.b = await login(c.orgB, `dc_b_${engine}`);
  }, 120_000);
  afterAll(() => t.close());

  const ids = (...keys: Key[]) => keys.map((k) => c.ids[k]);
  const search = async (input: Record<string, unknown>, who: 'a' | 'b' = 'a') => {
    // A second passes between searches, so the log's newest-first order is well defined.
    t.clock.advance(1000);
    const { body } = await t.call<PageOut>(
      dataCenterCalls.cloudSearchArticle,
      { ...WINDOW, ...input },
      { token: tokens[who] },
    );
    expect(body.meta.code).toBe(200);
    return body.data;
  };
  const logs = async (who: 'a' | 'b' = 'a') =>
    (await t.call<LogPage>(dataCenterCalls.findPageSearchLog, {}, { token: tokens[who] })).body
      .data;

  it('finds a two-character word in every stored article, not only rule hits', async () => {
    const page = await search({ keyword: '医院' });
    expect(page.total).toBe(4);
    expect(page.list.map((x) => x.id)).toEqual(ids('a7', 'a4', 'a2', 'a1'));
    // B's only rule hits a1–a4, yet B finds a7 too.
    expect((await search({ keyword: '医院' }, 'b')).list.map((x) => x.id)).toContain(c.ids.a7);
  });

  it('narrows by search area, carriers and the organisation’s own sentiments', async () => {
    expect((await search({ keyword: '医院', searchArea: 'title' })).list.map((x) => x.id)).toEqual(
      ids('a7', 'a2', 'a1'),
    );
    expect((await search({ keyword: '医院', carriers: ['weChat'] })).list.map((x) => x.id)).toEqual(
      ids('a4'),
    );
    // A overrides a4 to negative; B overrides a1 to negative.
    const negA = await search({ keyword: '医院', sentiments: ['negative'] });
    expect(negA.list.map((x) => x.id)).toEqual(ids('a7', 'a4', 'a2'));
    const negB = await search({ keyword: '医院', sentiments: ['negative'] }, 'b');
    expect(negB.list.map((x) => x.id)).toEqual(ids('a7', 'a2', 'a1'));
    // A's 与我无关 article a6 (北京交通变好了) is gone for A, there for B.
    expect((await search({ keyword: '交通' })).list.map((x) => x.id)).toEqual(ids('a5'));
    expect((await search({ keyword: '交通' }, 'b')).list.map((x) => x.id)).toEqual(ids('a6', 'a5'));
  });

  it('remembers first pages in the account’s own search log, once per search', async () => {
    await search({ keyword: '医院', pageNum: 2, pageSize: 2 });
    const log = await logs();
    // Searches so far by A: 医院 (all), 医院 title, 医院 weChat, 医院 negative, 交通.
    expect(log.total).toBe(5);
    expect(log.list[0]).toMatchObject({ keyword: '交通', resultCount: 1 });
    expect(log.list.at(-1)).toMatchObject({ keyword: '医院', resultCount: 4, searchArea: 'all' });
    await search({ keyword: '医院' });
    const again = await logs();
    expect(again.total).toBe(5);
    expect(again.list[0]).toMatchObject({ keyword: '医院', resultCount: 4 });
    expect((await logs('b')).list.map((x) => x.keyword)).toEqual(['交通', '医院', '医院']);
  });

  it('deletes the account’s own log entries and refuses another account’s', async () => {
    const mine = (await logs()).list[0]!.searchLogId;
    const theirs = (await logs('b')).list[0]!.searchLogId;
    const refused = await t.call(
      dataCenterCalls.deleteSearchLog,
      { searchLogIds: [mine, theirs] },
      { token: tokens.a },
    );
    expect(refused.body.meta).toEqual({ code: 4004, message: '搜索记录不存在或不属于当前账号' });
    expect((await logs()).total).toBe(5);
    const ok = await t.call(
      dataCenterCalls.deleteSearchLog,
      { searchLogIds: [mine] },
      { token: tokens.a },
    );
    expect(ok.body.meta.code).toBe(200);
    expect((await logs()).total).toBe(4);
    expect((await logs('b')).total).toBe(3);
  });

  it('counts the search by carrier and sentiment for 数据详情', async () => {
    const { body } = await t.call<{
      total: number;
      carriers: TableOut;
      sentiments: TableOut;
      trend: TableOut;
    }>(
      dataCenterCalls.findCloudSearchStatistics,
      { ...WINDOW, keyword: '医院' },
      {
        token: tokens.a,
      },
    );
    expect(body.data.total).toBe(4);
    const byCarrier = Object.fromEntries(
      body.data.carriers.rows.map((r): [string, Row] => [String(r.carrier), r]),
    );
    expect(byCarrier.news).toMatchObject({ total: 3, positive: 1, negative: 2 });
    expect(byCarrier.weChat).toMatchObject({ total: 1, negative: 1 });
    const sentiments = Object.fromEntries(
      body.data.sentiments.rows.map((r): [string, unknown] => [String(r.sentiment), r.count]),
    );
    expect(sentiments).toEqual({ positive: 1, neutral: 0, negative: 3 });
    expect(body.data.trend.rows.reduce((n, r) => n + Number(r.count), 0)).toBe(4);
  });

  it('leaves out the organisation’s filter boxes', async () => {
    await t.db
      .insertInto('filter_box')
      .values({
        org_id: c.orgA,
        special_id: 0,
        filter_type: 'site',
        content: '健康时报',
        enabled: 1,
        created_at: 0,
      })
      .execute();
    expect((await search({ keyword: '医院' })).list.map((x) => x.id)).toEqual(
      ids('a7', 'a2', 'a1'),
    );
    expect((await search({ keyword: '医院' }, 'b')).total).toBe(4);
  });

  it('exports the results as .xlsx with a header row', async () => {
    const { res } = await t.call(
      dataCenterCalls.exportCloudSearchArticle,
      { ...WINDOW, keyword: '医院' },
      { token: tokens.a },
    );
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('云搜索_医院'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('标题');
    expect(sheet.rowCount).toBe(2 + 3);
  });

  it('refuses a missing keyword, an empty selection export and nothing to export', async () => {
    const none = await t.call(dataCenterCalls.cloudSearchArticle, WINDOW, { token: tokens.a });
    expect(none.body.meta.code).toBe(4000);
    const blank = await t.call(
      dataCenterCalls.cloudSearchArticle,
      { ...WINDOW, keyword: '   ' },
      { token: tokens.a },
    );
    expect(blank.body.meta.code).toBe(4000);
    const selected = await t.call(
      dataCenterCalls.exportCloudSearchArticle,
      { ...WINDOW, keyword: '医院', exportCount: 0 },
      { token: tokens.a },
    );
    expect(selected.body.meta.code).toBe(4000);
    expect(selected.body.meta.message).toMatch(/勾选/);
    const empty = await t.call(
      dataCenterCalls.exportCloudSearchArticle,
      { ...WINDOW, keyword: '不存在的词语' },
      { token: tokens.a },
    );
    expect(empty.body.meta).toEqual({ code: 4000, message: '当前条件下没有可导出的文章' });
  });
});
