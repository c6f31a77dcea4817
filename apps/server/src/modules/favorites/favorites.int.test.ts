import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls, favoritesCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

const HOUR = 3_600_000;

interface Folder {
  folderId: number;
  folderName: string;
  articleCount: number;
  isDefault: boolean;
}
interface Page {
  list: { id: number; title: string; folderId: number; isFavorite: boolean; siteName: string }[];
  total: number;
}

describe.each(ENGINES)('favourites (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const ids: Record<string, number> = {};
  let focusId = 0;
  let laterId = 0;

  const call = (
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = a.token,
  ) => t.call(def, input, { token });
  /** Every publish time up to now (the favourites page's 全部时间). */
  const allTime = () => ({
    timeRange: 'custom',
    startTime: Date.UTC(2000, 0, 1),
    endTime: t.clock.now(),
  });
  const folders = async (token = a.token) =>
    (await call(favoritesCalls.findFavoriteFolder, {}, token)).body.data as Folder[];
  const page = async (input: Record<string, unknown>, token = a.token) => {
    const { body } = await call(
      favoritesCalls.findPageFavoriteArticle,
      { ...allTime(), ...input },
      token,
    );
    expect(body.meta).toEqual({ code: 200, message: '操作成功' });
    return body.data as Page;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const now = t.clock.now();
    await t.ingest.pipeline.ingest([
      {
        url: 'https://fav.example.cn/1.html',
        title: '高校开展人工智能通识课',
        content: '多所高校开设人工智能通识课程，覆盖全体新生。',
        siteName: '教育新闻网',
        carrier: 'news',
        publishTime: now - 2 * HOUR,
      },
      {
        url: 'https://fav.example.cn/2.html',
        title: '城市公园完成改造向市民开放',
        content: '经过半年施工，城市公园今日重新开放。',
        siteName: '城市日报',
        carrier: 'weChat',
        publishTime: now - 30 * HOUR,
      },
      {
        url: 'https://fav.example.cn/3.html',
        title: '地铁新线路开通首日客流平稳',
        content: '地铁新线路今日开通运营，首日客流平稳有序。',
        siteName: '城市日报',
        carrier: 'news',
        publishTime: now - 50 * 24 * HOUR,
      },
    ]);
    const rows = await t.db.selectFrom('article').select(['id', 'url']).execute();
    for (const r of rows) {
      ids[r.url.replace(/\D/g, '')] = Number(r.id);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('starts with only 默认收藏夹, then creates and renames folders with unique names', async () => {
    expect(await folders()).toEqual([
      { folderId: 0, folderName: '默认收藏夹', articleCount: 0, isDefault: true },
    ]);
    const made = await call(favoritesCalls.saveFavoriteFolder, { folderName: '重点关注' });
    focusId = (made.body.data as { folderId: number }).folderId;
    const other = await call(favoritesCalls.saveFavoriteFolder, { folderName: '稍后阅读' });
    laterId = (other.body.data as { folderId: number }).folderId;
    const dup = await call(favoritesCalls.saveFavoriteFolder, { folderName: '重点关注' });
    expect(dup.body.meta).toEqual({
      code: 4009,
      message: '收藏夹名称「重点关注」已存在，请换一个名称',
    });
    const reserved = await call(favoritesCalls.saveFavoriteFolder, { folderName: '默认收藏夹' });
    expect(reserved.body.meta.code).toBe(4009);
    const renamed = await call(favoritesCalls.saveFavoriteFolder, {
      folderId: laterId,
      folderName: '待办',
    });
    expect(renamed.body.data).toEqual({ folderId: laterId });
    expect((await folders()).map((f) => f.folderName)).toEqual(['默认收藏夹', '重点关注', '待办']);
  });

  it('favourites articles into folders, moves them on re-saving and counts them per folder', async () => {
    const intoDefault = await call(articleCalls.saveFavoriteArticle, {
      articleIds: [ids['1'], ids['2']],
    });
    expect(intoDefault.body.meta.code).toBe(200);
    await call(articleCalls.saveFavoriteArticle, { articleIds: [ids['3']], folderId: focusId });
    await call(articleCalls.saveFavoriteArticle, { articleIds: [ids['2']], folderId: focusId });
    const counts = (await folders()).map((f) => [f.folderName, f.articleCount]);
    expect(counts).toEqual([
      ['默认收藏夹', 1],
      ['重点关注', 2],
      ['待办', 0],
    ]);
    const focus = await page({ folderId: focusId });
    expect(focus.list.map((x) => x.title)).toEqual([
      '城市公园完成改造向市民开放',
      '地铁新线路开通首日客流平稳',
    ]);
    expect(focus.list.every((x) => x.isFavorite && x.folderId === focusId)).toBe(true);
    const inDefault = await page({ folderId: 0 });
    expect(inDefault.list.map((x) => x.id)).toEqual([ids['1']]);
  });

  it('filters the favourites by time, keyword and carrier', async () => {
    expect((await page({})).total).toBe(3);
    const week = await call(favoritesCalls.findPageFavoriteArticle, { timeRange: '7d' });
    expect((week.body.data as Page).total).toBe(2);
    const keyword = await page({ keyword: '地铁' });
    expect(keyword.list.map((x) => x.id)).toEqual([ids['3']]);
    const wechat = await page({ carriers: ['weChat'] });
    expect(wechat.list.map((x) => x.id)).toEqual([ids['2']]);
  });

  it('exports only the selected favourites as .xlsx with a Chinese file name', async () => {
    const { res } = await call(favoritesCalls.exportFavoriteArticle, {
      ...allTime(),
      folderId: focusId,
      exportCount: 0,
      articleIds: [ids['3']],
    });
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('收藏文章_重点关注'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('标题');
    expect(sheet.getRow(2).getCell(7).value).toBe('收藏夹');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(1).value).toBe('地铁新线路开通首日客流平稳');
    expect(sheet.getRow(3).getCell(7).value).toBe('重点关注');
    const all = await call(favoritesCalls.exportFavoriteArticle, { ...allTime() });
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(all.res.rawPayload as unknown as ArrayBuffer);
    expect(whole.worksheets[0]!.rowCount).toBe(2 + 3);
    const none = await call(favoritesCalls.exportFavoriteArticle, { exportCount: 0 });
    expect(none.body.meta.code).toBe(4000);
    expect(none.body.meta.message).toContain('请先勾选要导出的文章');
  });

  it('keeps org B out of org A’s folders and favourites (4004 or nothing)', async () => {
    expect(await folders(b.token)).toEqual([
      { folderId: 0, folderName: '默认收藏夹', articleCount: 0, isDefault: true },
    ]);
    expect((await page({}, b.token)).total).toBe(0);
    const attempts = [
      call(favoritesCalls.saveFavoriteFolder, { folderId: focusId, folderName: '改名' }, b.token),
      call(favoritesCalls.deleteFavoriteFolder, { folderId: focusId }, b.token),
      call(favoritesCalls.findPageFavoriteArticle, { folderId: focusId }, b.token),
      call(
        favoritesCalls.moveFavoriteArticle,
        { articleIds: [ids['1']], folderId: focusId },
        b.token,
      ),
      call(
        articleCalls.saveFavoriteArticle,
        { articleIds: [ids['1']], folderId: focusId },
        b.token,
      ),
    ];
    const codes = (await Promise.all(attempts)).map((r) => r.body.meta.code);
    expect(codes).toEqual([4004, 4004, 4004, 4004, 4004]);
    await call(favoritesCalls.deleteFavoriteArticle, { articleIds: [ids['1'], ids['3']] }, b.token);
    await call(articleCalls.cancelFavoriteArticle, { articleIds: [ids['2']] }, b.token);
    expect((await page({})).total).toBe(3);
    await call(articleCalls.saveFavoriteArticle, { articleIds: [ids['1']] }, b.token);
    expect((await folders(b.token))[0]!.articleCount).toBe(1);
    expect((await page({ folderId: 0 })).list.map((x) => x.id)).toEqual([ids['1']]);
  });

  it('answers bad input with Chinese messages', async () => {
    const blank = await call(favoritesCalls.saveFavoriteFolder, { folderName: '  ' });
    expect(blank.body.meta.code).toBe(4000);
    expect(blank.body.meta.message).toContain('不能为空');
    const unknown = await call(articleCalls.saveFavoriteArticle, { articleIds: [99_999_999] });
    expect(unknown.body.meta).toEqual({ code: 4004, message: '文章不存在或已被删除' });
    const noSuchFolder = await call(articleCalls.saveFavoriteArticle, {
      articleIds: [ids['1']],
      folderId: 99_999,
    });
    expect(noSuchFolder.body.meta).toEqual({ code: 4004, message: '收藏夹不存在或已删除' });
    const notFavourite = await call(favoritesCalls.moveFavoriteArticle, {
      articleIds: [99_999_999],
      folderId: 0,
    });
    expect(notFavourite.body.meta).toEqual({ code: 4004, message: '所选文章不在收藏中' });
    const negative = await call(favoritesCalls.findPageFavoriteArticle, { folderId: -1 });
    expect(negative.body.meta.code).toBe(4000);
  });

  it('moves, deletes and cancels favourites; deleting a folder moves its articles to 默认收藏夹', async () => {
    await call(favoritesCalls.moveFavoriteArticle, { articleIds: [ids['2']], folderId: laterId });
    expect((await page({ folderId: laterId })).list.map((x) => x.id)).toEqual([ids['2']]);
    const del = await call(favoritesCalls.deleteFavoriteFolder, { folderId: laterId });
    expect(del.body.meta.code).toBe(200);
    expect((await folders()).map((f) => [f.folderName, f.articleCount])).toEqual([
      ['默认收藏夹', 2],
      ['重点关注', 1],
    ]);
    await call(favoritesCalls.deleteFavoriteArticle, { articleIds: [ids['3']] });
    await call(articleCalls.cancelFavoriteArticle, { articleIds: [ids['1']] });
    expect((await page({})).list.map((x) => x.id)).toEqual([ids['2']]);
    const defaultDelete = await call(favoritesCalls.deleteFavoriteFolder, { folderId: 0 });
    expect(defaultDelete.body.meta.code).toBe(4000);
  });
});
