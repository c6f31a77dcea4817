import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abroadAnalysisCalls,
  abroadCalls,
  multilingualCalls,
  shortVideoCalls,
} from '@guanlan/shared';
import { createTestApp } from '../../../../test/helpers/test-app.js';
import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ENGINES } from '../../../../test/helpers/test-db.js';
import { seedMonitorCorpus } from './monitor-corpus.fixture.js';

interface Page {
  list: { id: number; title: string; siteName: string; articleCoverBase64: string | null }[];
  total: number;
}
interface TableOut {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
}

describe.each(ENGINES)('monitoring kinds on the set engine (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await seedMonitorCorpus(t);
  }, 120_000);
  afterAll(() => t.close());

  const call = <T = unknown>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = a.token,
  ) => t.call<T>(def, input, { token });
  const data = async <T>(def: Parameters<TestApp['call']>[0], input: Record<string, unknown>) => {
    const r = await call<T>(def, input);
    expect(r.body.meta.message).toBe(r.body.meta.code === 200 ? r.body.meta.message : '');
    return r.body.data;
  };

  it('abroad: groups and sets with name check, back-filled over abroad articles only', async () => {
    const g = await data<{ groupId: number }>(abroadCalls.saveAbroadGroup, { groupName: '经贸' });
    ids.abroadGroup = g.groupId;
    const s = await data<{ setId: number }>(abroadCalls.saveAbroadSet, {
      groupId: g.groupId,
      setName: '贸易谈判',
      ruleMode: 'advanced',
      expression: 'trade|貿易',
    });
    ids.abroad = s.setId;
    const taken = await data<{ available: boolean }>(abroadCalls.verificationAbroadSetName, {
      setName: '贸易谈判',
    });
    expect(taken.available).toBe(false);
    const dup = await call(abroadCalls.saveAbroadSet, {
      groupId: g.groupId,
      setName: '贸易谈判',
      subjectWords: 'trade',
    });
    expect(dup.body.meta.message).toBe('境外监测方案名称已存在');
    const jp = await data<{ setId: number }>(abroadCalls.saveAbroadSet, {
      groupId: g.groupId,
      setName: '日本贸易',
      subjectWords: '貿易 trade',
      countries: ['日本'],
    });
    ids.abroadJp = jp.setId;
    await t.ingest.runner.drain();

    const tree = await data<{ sets: { setName: string; backfill: { status: string } }[] }[]>(
      abroadCalls.findAbroad,
      {},
    );
    expect(tree[0]!.sets.map((x) => [x.setName, x.backfill.status])).toEqual([
      ['贸易谈判', 'done'],
      ['日本贸易', 'done'],
    ]);
    const page = await data<Page>(abroadCalls.findAbroadArticle, { setId: ids.abroad });
    // The US and Japanese trade stories; the domestic article with "trade" is not abroad.
    expect(page.list.map((x) => x.title)).toEqual([
      'Trade talks resume between the two countries',
      '貿易協議が来週再開へ',
    ]);
    const jpPage = await data<Page>(abroadCalls.findAbroadArticle, { setId: ids.abroadJp });
    expect(jpPage.list.map((x) => x.siteName)).toEqual(['Tokyo Shimbun']);
    const form = await data<{ countries: string[]; expression: string }>(
      abroadCalls.findAbroadSet,
      { setId: ids.abroadJp },
    );
    expect(form.countries).toEqual(['日本']);
  });

  it('abroad: countries for the world map and the analyses with their Excel twins', async () => {
    const regions = await data<{ country: TableOut; province: TableOut }>(
      abroadAnalysisCalls.regionDistributionAbroad,
      { setId: ids.abroad },
    );
    expect(regions.country.rows.map((r) => [r.name, r.mapName, r.count])).toEqual([
      ['日本', 'Japan', 1],
      ['美国', 'United States', 1],
    ]);
    const sentiments = await data<TableOut>(abroadAnalysisCalls.motionDistributionAbroad, {
      setId: ids.abroad,
    });
    const total = sentiments.rows.reduce((n, r) => n + Number(r.count ?? 0), 0);
    expect(total).toBe(2);
    const stats = await data<TableOut>(abroadCalls.findAbroadCarrierDataStatistics, {
      setId: ids.abroad,
    });
    expect(stats.rows.find((r) => r.carrier === 'news')?.total ?? stats.rows[0]).toBeTruthy();
    const xlsx = await call(abroadAnalysisCalls.regionDistributionExcelAbroad, {
      setId: ids.abroad,
    });
    expect(xlsx.res.headers['content-disposition']).toContain(
      encodeURIComponent('贸易谈判_境外国家分布'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = sheet
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string');
    expect(cells).toEqual(expect.arrayContaining(['国家', '日本', '美国']));
    const brief = await call(abroadAnalysisCalls.downAbroadBriefing, { setId: ids.abroad });
    expect(brief.res.headers['content-type']).toContain('officedocument.wordprocessingml');
    expect(brief.res.headers['content-disposition']).toContain(
      encodeURIComponent('贸易谈判_境外监测简报'),
    );
    const exported = await call(abroadAnalysisCalls.exportAbroadArticle, {
      setId: ids.abroad,
      exportCount: 1000,
    });
    expect(exported.res.statusCode).toBe(200);
    expect(exported.res.headers['content-disposition']).toContain(
      encodeURIComponent('贸易谈判_境外文章'),
    );
  });

  it('multilingual: sets choose languages; the list says plainly that no translator is set', async () => {
    const g = await data<{ groupId: number }>(multilingualCalls.saveMultilingualGroup, {
      groupName: '外文',
    });
    const ja = await data<{ setId: number }>(multilingualCalls.saveMultilingualSet, {
      groupId: g.groupId,
      setName: '日文贸易',
      ruleMode: 'advanced',
      expression: 'trade|貿易|贸易',
      languages: ['ja'],
    });
    const all = await data<{ setId: number }>(multilingualCalls.saveMultilingualSet, {
      groupId: g.groupId,
      setName: '英日贸易',
      ruleMode: 'advanced',
      expression: 'trade|貿易|贸易',
      languages: ['ja', 'en'],
    });
    await t.ingest.runner.drain();
    const jaPage = await data<Page & { translation: { available: boolean; message: string } }>(
      multilingualCalls.findMultilingualArticle,
      { setId: ja.setId },
    );
    expect(jaPage.list.map((x) => x.title)).toEqual(['貿易協議が来週再開へ']);
    expect(jaPage.translation).toEqual({
      available: false,
      message: '未配置翻译服务（TRANSLATE_URL），仅显示原文',
    });
    const both = await data<Page>(multilingualCalls.findMultilingualArticle, {
      setId: all.setId,
    });
    expect(both.total).toBe(2);
    const onlyEn = await data<Page>(multilingualCalls.findMultilingualArticle, {
      setId: all.setId,
      languages: ['en'],
    });
    expect(onlyEn.list.map((x) => x.title)).toEqual([
      'Trade talks resume between the two countries',
    ]);
  });

  it('short video: platforms narrow the videos; counts not exposed stay null', async () => {
    const g = await data<{ groupId: number }>(shortVideoCalls.saveShortVideoGroup, {
      groupName: '视频',
    });
    const dy = await data<{ setId: number }>(shortVideoCalls.saveShortVideoSet, {
      groupId: g.groupId,
      setName: '抖音贸易',
      subjectWords: '贸易',
      platforms: ['douyin'],
    });
    const any = await data<{ setId: number }>(shortVideoCalls.saveShortVideoSet, {
      groupId: g.groupId,
      setName: '全部平台贸易',
      subjectWords: '贸易',
    });
    await t.ingest.runner.drain();
    const dyPage = await data<Page>(shortVideoCalls.findShortVideoArticle, { setId: dy.setId });
    expect(dyPage.list.map((x) => x.siteName)).toEqual(['抖音']);
    const anyPage = await data<Page>(shortVideoCalls.findShortVideoArticle, { setId: any.setId });
    // Both videos; the domestic news article about 贸易 is no video.
    expect(anyPage.list.map((x) => x.siteName)).toEqual(['抖音', 'B站']);
    const bili = await data<Page>(shortVideoCalls.findShortVideoArticle, {
      setId: any.setId,
      platforms: ['bilibili'],
    });
    expect(bili.total).toBe(1);

    const videoId = dyPage.list[0]!.id;
    const now = t.clock.now();
    await t.db
      .insertInto('video_snapshot')
      .values([
        {
          article_id: videoId,
          taken_at: now - 7200_000,
          plays: 100,
          likes: 10,
          comments: 1,
          shares: null,
          favourites: null,
        },
        {
          article_id: videoId,
          taken_at: now - 3600_000,
          plays: 250,
          likes: 30,
          comments: 4,
          shares: null,
          favourites: null,
        },
      ])
      .execute();
    const detail = await data<{
      counts: Record<string, number | null>;
      snapshots: { plays: number | null }[];
      platform: string;
    }>(shortVideoCalls.findShortVideoDetail, { articleId: videoId });
    expect(detail.platform).toBe('抖音');
    expect(detail.counts).toEqual({
      plays: 250,
      likes: 30,
      comments: 4,
      shares: null,
      favourites: null,
    });
    expect(detail.snapshots.map((s) => s.plays)).toEqual([100, 250]);
  });

  it("another organisation's sets answer 4004 and change nothing", async () => {
    const other = await call(abroadCalls.findAbroadArticle, { setId: ids.abroad }, b.token);
    expect(other.body.meta.message).toBe('境外监测方案不存在或已被删除');
    const del = await call(abroadCalls.deleteAbroadSet, { setId: ids.abroad }, b.token);
    expect(del.body.meta.message).toBe('境外监测方案不存在或已被删除');
    const mine = await data<Page>(abroadCalls.findAbroadArticle, { setId: ids.abroad });
    expect(mine.total).toBe(2);
  });
});
