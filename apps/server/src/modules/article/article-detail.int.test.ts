import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedCorpus } from './article-test.fixture.js';
import type { Corpus } from './article-test.fixture.js';

interface Detail {
  title: string;
  html: string | null;
  paragraphs: string[];
  images: string[];
  author: { name: string; followers: number | null; verified: boolean };
  carrierName: string;
  sentiment: string;
  similarCount: number;
  isFavorite: boolean;
  isDemo: boolean;
  shareCode: string;
  engagement: Record<string, number>;
  publishTime: string;
}
interface Item {
  id: number;
  title: string;
  articleCoverBase64: string | null;
  similarCount?: number;
}
interface Page {
  list: Item[];
  total: number;
}
interface Node {
  id: number;
  siteName: string;
  children: Node[];
}

const MISSING = 987_654;

describe.each(ENGINES)('article detail and spread (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let c: Corpus;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    c = await seedCorpus(t);
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(def: CallDef, input: Record<string, unknown>, token = a.token) =>
    (await t.call<T>(def, input, { token })).body;
  const modelSentiment = async (id: number) =>
    (
      await t.db
        .selectFrom('article')
        .select('sentiment')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).sentiment;

  it('shows everything the detail page needs, with the sanitised body and its images', async () => {
    const body = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.origin });
    expect(body.meta.code).toBe(200);
    const d = body.data;
    expect(d.title).toBe('北京大学发布人工智能管理新规');
    expect(d.html).toContain('<img src="https://img.example.cn/1.jpg"');
    expect(d.html).not.toContain('script');
    expect(d.images).toEqual(['https://img.example.cn/1.jpg']);
    expect(d.author).toMatchObject({ name: '王编辑', followers: 1200, verified: true });
    expect(d.carrierName).toBe('新闻');
    expect(d.publishTime).toBe('2026-11-02 04:00:00');
    expect(d.engagement).toEqual({ reads: 100, comments: 30, forwards: 50, likes: 19, plays: 0 });
    expect(d.similarCount).toBe(3);
    expect(d.isFavorite).toBe(false);
    expect(d.isDemo).toBe(false);
    expect(d.shareCode).toMatch(/^[0-9a-f]{64}$/);
    expect(d.sentiment).toBe(await modelSentiment(c.origin));

    const plain = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.reprint });
    expect(plain.data.html).toBeNull();
    expect(plain.data.paragraphs).toEqual([
      '北大出台关于人工智能的管理办法。',
      '办法涉及教学与科研。',
    ]);
  });

  it('keeps a sentiment correction to the organisation that made it', async () => {
    const model = await modelSentiment(c.origin);
    const other = model === 'negative' ? 'positive' : 'negative';
    const judged = await call(articleCalls.judgeArticleEmotion, {
      articleIds: [c.origin],
      sentiment: other,
    });
    expect(judged.meta.code).toBe(200);
    const mine = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.origin });
    expect(mine.data.sentiment).toBe(other);
    const theirs = await call<Detail>(
      articleCalls.showArticleDetail,
      { articleId: c.origin },
      b.token,
    );
    expect(theirs.data.sentiment).toBe(model);
  });

  it('hides a 与我无关 article from the organisation and brings it back on a new sentiment', async () => {
    await call(articleCalls.judgeArticleEmotion, {
      articleIds: [c.reprint],
      sentiment: 'irrelevant',
    });
    const hidden = await call<Page>(articleCalls.similarArticles, { articleId: c.origin });
    expect(hidden.data.list.map((x) => x.id)).toEqual([c.origin, c.video]);
    const theirs = await call<Page>(articleCalls.similarArticles, { articleId: c.origin }, b.token);
    expect(theirs.data.total).toBe(3);
    const detail = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.reprint });
    expect(detail.data.sentiment).toBe('irrelevant');

    await call(articleCalls.judgeArticleEmotion, { articleIds: [c.reprint], sentiment: 'neutral' });
    const back = await call<Page>(articleCalls.similarArticles, { articleId: c.origin });
    expect(back.data.list.map((x) => x.id)).toEqual([c.origin, c.reprint, c.video]);
    const restored = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.reprint });
    expect(restored.data.sentiment).toBe('neutral');
  });

  it('opens a shared article without a session only with its share code, without overrides', async () => {
    const shareCode = (await call<Detail>(articleCalls.showArticleDetail, { articleId: c.origin }))
      .data.shareCode;
    const open = await t.call<Detail>(articleCalls.showArticleDetailExternal, {
      articleId: c.origin,
      shareCode,
    });
    expect(open.body.meta.code).toBe(200);
    expect(open.body.data.title).toBe('北京大学发布人工智能管理新规');
    expect(open.body.data.sentiment).toBe(await modelSentiment(c.origin));

    for (const bad of [
      undefined,
      'x'.repeat(64),
      shareCode.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')),
    ]) {
      const refused = await t.call(articleCalls.showArticleDetailExternal, {
        articleId: c.origin,
        ...(bad ? { shareCode: bad } : {}),
      });
      expect(refused.body.meta.code).toBe(4003);
      expect(refused.body.meta.message).toContain('分享链接无效');
    }
    const otherArticle = await t.call(articleCalls.showArticleDetailExternal, {
      articleId: c.reprint,
      shareCode,
    });
    expect(otherArticle.body.meta.code).toBe(4003);
  });

  it('lists the similar cluster origin first, with the video cover, and counts a lone article as 1', async () => {
    const page = await call<Page>(articleCalls.similarArticles, {
      articleId: c.video,
      pageSize: 2,
    });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((x) => x.id)).toEqual([c.origin, c.reprint]);
    const second = await call<Page>(articleCalls.similarArticles, {
      articleId: c.video,
      pageSize: 2,
      pageNum: 2,
    });
    expect(second.data.list).toEqual([
      expect.objectContaining({
        id: c.video,
        articleCoverBase64: 'https://img.example.cn/cover3.jpg',
        similarCount: 3,
      }),
    ]);
    expect(page.data.list[0]!.articleCoverBase64).toBeNull();
    const count = await call<{ count: number }>(articleCalls.similarArticleCount, {
      articleId: c.origin,
    });
    expect(count.data.count).toBe(3);
    const lone = await call<{ count: number }>(articleCalls.similarArticleCount, {
      articleId: c.sameAuthor,
    });
    expect(lone.data.count).toBe(1);
  });

  it('draws the spread route as origin → reprint → reprint of the reprint', async () => {
    const body = await call<{ root: Node; total: number }>(articleCalls.articleSpreadRoute, {
      articleId: c.video,
    });
    const { root, total } = body.data;
    expect(total).toBe(3);
    expect(root.id).toBe(c.origin);
    expect(root.children.map((n) => [n.id, n.siteName])).toEqual([[c.reprint, '高校公众号']]);
    expect(root.children[0]!.children.map((n) => n.id)).toEqual([c.video]);
  });

  it('computes the spread index of the cluster from its parts', async () => {
    // size 3 → 7.2, 3 sites → 7.0, 3 carriers → 6, E = 99 + 100/100 → 8.0, 3 hours → 2.7.
    const body = await call<{
      index: number;
      level: string;
      parts: { key: string; score: number }[];
    }>(articleCalls.articleSpreadIndex, { articleId: c.origin });
    expect(body.data.parts.map((p) => [p.key, p.score])).toEqual([
      ['size', 7.2],
      ['sites', 7],
      ['carriers', 6],
      ['engagement', 8],
      ['span', 2.7],
    ]);
    expect(body.data.index).toBe(30.9);
    expect(body.data.level).toBe('中');
  });

  it('lists people, places and organisations with counts, most mentioned first', async () => {
    const body = await call(articleCalls.articleEntityAnalysis, { articleId: c.origin });
    expect(body.data).toEqual({
      people: [
        { name: '张三', count: 2 },
        { name: '王五', count: 1 },
      ],
      places: [{ name: '北京', count: 3 }],
      organisations: [{ name: '北京大学', count: 4 }],
    });
  });

  it("lists the author's other articles newest first: by author id, else by name on the same site", async () => {
    const byId = await call<Page>(articleCalls.articleAuthorHistory, { articleId: c.origin });
    expect(byId.data.list.map((x) => x.id)).toEqual([c.sameAuthor]);
    const byName = await call<Page>(articleCalls.articleAuthorHistory, { articleId: c.byName });
    expect(byName.data.list.map((x) => x.title)).toEqual(['食堂推出新菜品']);
    const none = await call<Page>(articleCalls.articleAuthorHistory, { articleId: c.reprint });
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it('exports the selected articles as .xlsx with the list columns and this organisation’s sentiment', async () => {
    const { res, body } = await t.call(
      articleCalls.articleExport,
      { articleIds: [c.origin, c.sameAuthor, MISSING] },
      { token: a.token },
    );
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('文章导出'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body.data as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '标题',
      '来源',
      '载体',
      '情感',
      '发布时间',
      '作者',
      '相似文章数',
      '链接',
      '摘要',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('王编辑：校园春季运动会开幕');
    expect(sheet.getRow(4).getCell(1).value).toBe('北京大学发布人工智能管理新规');
    // The earlier test corrected the origin to the opposite of the model's verdict.
    const judged = await call<Detail>(articleCalls.showArticleDetail, { articleId: c.origin });
    const label = judged.data.sentiment === 'negative' ? '负面' : '正面';
    expect(sheet.getRow(4).getCell(4).value).toBe(label);
    expect(sheet.getRow(4).getCell(7).value).toBe(3);
    expect(sheet.rowCount).toBe(4);
  });

  it('answers 4004 for an article that does not exist, on every read', async () => {
    for (const def of [
      articleCalls.showArticleDetail,
      articleCalls.similarArticles,
      articleCalls.similarArticleCount,
      articleCalls.articleSpreadRoute,
      articleCalls.articleSpreadIndex,
      articleCalls.articleEntityAnalysis,
      articleCalls.articleAuthorHistory,
      articleCalls.articleExport,
    ]) {
      const input =
        def === articleCalls.articleExport ? { articleIds: [MISSING] } : { articleId: MISSING };
      const body = await call(def, input, b.token);
      expect([def.name, body.meta.code]).toEqual([def.name, 4004]);
      expect(body.meta.message).toMatch(/文章不存在/);
    }
  });

  it('rejects a bad article id with a Chinese message', async () => {
    const body = await call(articleCalls.showArticleDetail, { articleId: -5 });
    expect(body.meta.code).toBe(4000);
    expect(body.meta.message).toMatch(/articleId.*编号必须大于0/);
  });
});
