import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterBoxCalls, specialAnalysisCalls, specialCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

const HOUR = 3_600_000;

interface Page {
  list: { id: number; title: string; siteName: string }[];
  total: number;
}
interface Entry {
  filterBoxId: number;
  filterType: string;
  content: string;
  specialId: number;
  specialName: string;
  enableState: boolean;
}
interface TableOut {
  rows: Record<string, string | number>[];
}

type Login = Awaited<ReturnType<TestApp['loginAs']>>;

describe.each(ENGINES)('filter boxes (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  const specialOf: Record<string, number> = {};
  let siteFilterId = 0;

  const call = (def: Parameters<TestApp['call']>[0], input: Record<string, unknown>, who: Login) =>
    t.call(def, input, { token: who.token });
  const titles = async (who: Login) => {
    const { body } = await call(
      specialCalls.findSpecialArticleSingleOrAll,
      { specialId: specialOf[who.userName] },
      who,
    );
    return (body.data as Page).list.map((x) => x.title).sort();
  };
  /** The three sentiments of 专题情感分布 summed: how many articles the analysis counted. */
  const analysed = async (who: Login) => {
    const { body } = await call(
      specialAnalysisCalls.motionDistributionSpecial,
      { specialId: specialOf[who.userName] },
      who,
    );
    return (body.data as TableOut).rows.reduce((n, r) => n + Number(r.count), 0);
  };
  const entries = async (who: Login, input: Record<string, unknown> = {}) =>
    ((await call(filterBoxCalls.findFilterBox, input, who)).body.data as { list: Entry[] }).list;

  async function makeSpecial(who: Login) {
    const col = await call(specialCalls.saveColumn, { columnName: '科技' }, who);
    const groupId = (col.body.data as { groupId: number }).groupId;
    const s = await call(
      specialCalls.saveColumnSpecial,
      { groupId, specialName: '人工智能', ruleMode: 'simple', subjectWords: '人工智能' },
      who,
    );
    specialOf[who.userName] = (s.body.data as { specialId: number }).specialId;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const now = t.clock.now();
    await t.ingest.pipeline.ingest([
      {
        url: 'https://filter.example.cn/1.html',
        title: '人工智能进入中学课堂',
        content: '多地中学开设人工智能兴趣课程。',
        siteName: '教育新闻网',
        publishTime: now - 2 * HOUR,
      },
      {
        url: 'https://filter.example.cn/2.html',
        title: '人工智能芯片研发取得进展',
        content: '国产人工智能芯片完成流片测试。',
        siteName: '科技日报',
        author: { name: '张三' },
        publishTime: now - 5 * HOUR,
      },
      {
        url: 'https://filter.example.cn/3.html',
        title: '人工智能助力农业生产',
        content: '无人机与人工智能结合，广告推广智慧农业。',
        siteName: '农业信息网',
        publishTime: now - 8 * HOUR,
      },
    ]);
    await makeSpecial(a);
    await makeSpecial(b);
    await t.ingest.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  it('hides a filtered site from the list and the analysis, and shows it again when disabled', async () => {
    expect(await titles(a)).toHaveLength(3);
    expect(await analysed(a)).toBe(3);
    const saved = await call(
      filterBoxCalls.saveFilterBox,
      { filterType: 'site', content: '教育新闻网' },
      a,
    );
    expect(saved.body.meta.code).toBe(200);
    siteFilterId = (saved.body.data as { filterBoxId: number }).filterBoxId;
    expect(await titles(a)).toEqual(['人工智能助力农业生产', '人工智能芯片研发取得进展']);
    expect(await analysed(a)).toBe(2);
    // Org A's filter never touches org B.
    expect(await titles(b)).toHaveLength(3);
    expect(await analysed(b)).toBe(3);

    await call(
      filterBoxCalls.saveFilterBoxEnableState,
      { filterBoxId: siteFilterId, enableState: false },
      a,
    );
    expect(await titles(a)).toHaveLength(3);
    expect(await analysed(a)).toBe(3);
    await call(
      filterBoxCalls.saveFilterBoxEnableState,
      { filterBoxId: siteFilterId, enableState: true },
      a,
    );
    expect(await titles(a)).toHaveLength(2);
  });

  it('filters authors and words, for every special or for one special of the organisation', async () => {
    const author = await call(
      filterBoxCalls.saveFilterBox,
      { filterType: 'author', content: '张三', specialId: specialOf[a.userName] },
      a,
    );
    expect(author.body.meta.code).toBe(200);
    expect(await titles(a)).toEqual(['人工智能助力农业生产']);
    const batch = await call(
      filterBoxCalls.saveBatchFilterBox,
      { filterType: 'word', contents: ['广告', '博彩', '广告', '教育新闻网'] },
      a,
    );
    expect(batch.body.data).toEqual({ added: 3, skipped: 1 });
    expect(await titles(a)).toEqual([]);
    expect(await titles(b)).toHaveLength(3);
    const again = await call(
      filterBoxCalls.saveBatchFilterBox,
      { filterType: 'word', contents: ['广告', '赌博'] },
      a,
    );
    expect(again.body.data).toEqual({ added: 1, skipped: 1 });
  });

  it('lists entries by type and keyword, newest first, with the special they apply to', async () => {
    const authors = await entries(a, { filterType: 'author' });
    expect(authors.map((e) => [e.content, e.specialName])).toEqual([['张三', '人工智能']]);
    const words = await entries(a, { filterType: 'word', keyword: '彩' });
    expect(words.map((e) => e.content)).toEqual(['博彩']);
    const sites = await entries(a, { filterType: 'site' });
    expect(sites).toEqual([
      expect.objectContaining({
        filterBoxId: siteFilterId,
        content: '教育新闻网',
        specialId: 0,
        specialName: '全部',
        enableState: true,
      }),
    ]);
    const { body } = await call(filterBoxCalls.findFilterBox, { pageSize: 2 }, a);
    expect((body.data as { total: number }).total).toBe(6);
    expect(await entries(b)).toEqual([]);
  });

  it('refuses duplicates, another organisation’s special and bad input with Chinese messages', async () => {
    const dup = await call(
      filterBoxCalls.saveFilterBox,
      { filterType: 'site', content: '教育新闻网' },
      a,
    );
    expect(dup.body.meta).toEqual({
      code: 4009,
      message: '网站过滤「教育新闻网」已存在，请勿重复添加',
    });
    const foreign = await call(
      filterBoxCalls.saveFilterBox,
      { filterType: 'site', content: '某网站', specialId: specialOf[b.userName] },
      a,
    );
    expect(foreign.body.meta).toEqual({ code: 4004, message: '所选专题不存在或已删除' });
    const badType = await call(
      filterBoxCalls.saveFilterBox,
      { filterType: 'url', content: 'x' },
      a,
    );
    expect(badType.body.meta.code).toBe(4000);
    expect(badType.body.meta.message).toContain('必须是以下之一');
    const empty = await call(
      filterBoxCalls.saveBatchFilterBox,
      { filterType: 'word', contents: '' },
      a,
    );
    expect(empty.body.meta.code).toBe(4000);
    expect(empty.body.meta.message).toContain('请填写过滤内容');
  });

  it('never lets org B toggle, edit or delete org A’s entries (4004)', async () => {
    const attempts = [
      call(
        filterBoxCalls.saveFilterBoxEnableState,
        { filterBoxId: siteFilterId, enableState: false },
        b,
      ),
      call(
        filterBoxCalls.saveFilterBox,
        { filterBoxId: siteFilterId, filterType: 'site', content: '改' },
        b,
      ),
      call(filterBoxCalls.deleteFilterBox, { filterBoxIds: [siteFilterId] }, b),
    ];
    expect((await Promise.all(attempts)).map((r) => r.body.meta.code)).toEqual([4004, 4004, 4004]);
    expect((await entries(a, { filterType: 'site' }))[0]!.enableState).toBe(true);
  });

  it('edits and deletes entries; deleted entries stop filtering', async () => {
    const edit = await call(
      filterBoxCalls.saveFilterBox,
      { filterBoxId: siteFilterId, filterType: 'site', content: '科技日报' },
      a,
    );
    expect(edit.body.data).toEqual({ filterBoxId: siteFilterId });
    const all = await entries(a, { pageSize: 50 });
    const del = await call(
      filterBoxCalls.deleteFilterBox,
      { filterBoxIds: all.map((e) => e.filterBoxId) },
      a,
    );
    expect(del.body.meta.code).toBe(200);
    expect(await entries(a)).toEqual([]);
    expect(await titles(a)).toHaveLength(3);
  });
});
