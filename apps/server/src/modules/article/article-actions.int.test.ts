import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls, specialCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { makeAccount } from '../../../test/helpers/factories.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedCorpus } from './article-test.fixture.js';
import type { Corpus } from './article-test.fixture.js';

interface Page {
  list: { id: number; title: string }[];
  total: number;
}

const MISSING = 987_654;

describe.each(ENGINES)('article actions (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let colleague = 0;
  let c: Corpus;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    colleague = (await makeAccount(t.db, { orgId: a.orgId, userName: `colleague_${engine}` })).id;
    const gone = await makeAccount(t.db, { orgId: a.orgId, userName: `gone_${engine}` });
    await t.db
      .updateTable('account')
      .set({ status: 'disabled' })
      .where('id', '=', gone.id)
      .execute();
    c = await seedCorpus(t);
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(def: CallDef, input: Record<string, unknown>, token = a.token) =>
    (await t.call<T>(def, input, { token })).body;
  const messagesOf = (accountId: number) =>
    t.db
      .selectFrom('message')
      .select(['type', 'title', 'content', 'link', 'article_id'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();

  it('pushes an article as a manual warning and tells every active account of the organisation', async () => {
    const body = await call(articleCalls.saveWarningArticle, {
      articleIds: [c.origin],
      warningLevel: 'red',
      remark: '请尽快核实',
      noticeIds: [1, 2],
    });
    expect(body.meta.code).toBe(200);
    const rows = await t.db.selectFrom('warning_article').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        org_id: a.orgId,
        article_id: c.origin,
        kind: 'artificial',
        level: 'red',
        remark: '请尽快核实',
        created_by: a.accountId,
        created_at: t.clock.now(),
      }),
    ]);
    const expected = {
      type: 'warning',
      title: '【红色预警】北京大学发布人工智能管理新规',
      content: '请尽快核实',
      link: `/articleDetails?articleId=${c.origin}&fromType=warning`,
      article_id: c.origin,
    };
    expect(await messagesOf(a.accountId)).toEqual([expected]);
    expect(await messagesOf(colleague)).toEqual([expected]);
    const total = await t.db.selectFrom('message').select('org_id').execute();
    expect(total.every((m) => Number(m.org_id) === a.orgId)).toBe(true);
    expect(total).toHaveLength(2);
  });

  it('refuses a warning on a missing article and writes nothing', async () => {
    const body = await call(articleCalls.saveWarningArticle, {
      articleIds: [c.origin, MISSING],
      warningLevel: 'yellow',
    });
    expect(body.meta.code).toBe(4004);
    expect(body.meta.message).toBe('所选文章中有 1 篇不存在或已被删除');
    expect(await t.db.selectFrom('warning_article').select('id').execute()).toHaveLength(1);
  });

  it('adds articles to a report period once, however often they are added', async () => {
    for (let i = 0; i < 2; i += 1) {
      const body = await call(articleCalls.joinBriefingArticle, {
        articleIds: [c.origin, c.reprint],
        period: 'day',
      });
      expect(body.meta.code).toBe(200);
    }
    await call(articleCalls.joinBriefingArticle, { articleIds: [c.origin], period: 'week' });
    await call(
      articleCalls.joinBriefingArticle,
      { articleIds: [c.origin], period: 'day' },
      b.token,
    );
    const rows = await t.db
      .selectFrom('briefing_article')
      .select(['org_id', 'article_id', 'period', 'position'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.org_id), Number(r.article_id), r.period, r.position])).toEqual(
      [
        [a.orgId, c.origin, 'day', 1],
        [a.orgId, c.reprint, 'day', 2],
        [a.orgId, c.origin, 'week', 1],
        [b.orgId, c.origin, 'day', 1],
      ],
    );
    const bad = await call(articleCalls.joinBriefingArticle, {
      articleIds: [c.origin],
      period: 'year',
    });
    expect(bad.meta.code).toBe(4000);
    expect(bad.meta.message).toMatch(/day、week、month/);
  });

  it('pushes an article to a colleague at once, and refuses a recipient of another organisation', async () => {
    const ok = await call(articleCalls.sendInstantPush, {
      articleIds: [c.reprint],
      noticeIds: [colleague],
      message: '请看这篇',
    });
    expect(ok.meta.code).toBe(200);
    expect((await messagesOf(colleague)).at(-1)).toEqual({
      type: 'system',
      title: '即时推送：转载：北大出台人工智能管理办法',
      content: '请看这篇',
      link: `/articleDetails?articleId=${c.reprint}`,
      article_id: c.reprint,
    });
    const before = (await t.db.selectFrom('message').select('id').execute()).length;
    const refused = await call(articleCalls.sendInstantPush, {
      articleIds: [c.reprint],
      noticeIds: [colleague, b.accountId],
    });
    expect(refused.meta.code).toBe(4000);
    expect(refused.meta.message).toBe('接收人不存在或不属于本单位，请重新选择接收人');
    expect((await t.db.selectFrom('message').select('id').execute()).length).toBe(before);
    const empty = await call(articleCalls.sendInstantPush, {
      articleIds: [c.reprint],
      noticeIds: [],
    });
    expect(empty.meta.message).toContain('请选择接收人');
  });

  it('adds exclusion words to a simple special: the matching article leaves its list', async () => {
    const col = await call<{ groupId: number }>(specialCalls.saveColumn, { columnName: '高校' });
    const saved = await call<{ specialId: number }>(specialCalls.saveColumnSpecial, {
      groupId: col.data.groupId,
      specialName: '北大人工智能',
      ruleMode: 'simple',
      subjectWords: '人工智能',
    });
    const specialId = saved.data.specialId;
    await t.ingest.runner.drain();
    const list = async () =>
      (await call<Page>(specialCalls.findSpecialArticleSingleOrAll, { specialId })).data.list.map(
        (x) => x.id,
      );
    expect(await list()).toContain(c.video);

    const body = await call(articleCalls.joinExclusionWord, { words: ['视频'], specialId });
    expect(body.meta.code).toBe(200);
    await t.ingest.runner.drain();
    expect(await list()).not.toContain(c.video);
    expect(await list()).toContain(c.origin);
    const form = await call<{ excludeWords: string }>(specialCalls.findColumnSpecial, {
      specialId,
    });
    expect(form.data.excludeWords).toBe('视频');

    const theirs = await call(
      articleCalls.joinExclusionWord,
      { words: ['规定'], specialId },
      b.token,
    );
    expect(theirs.meta.code).toBe(4004);
    const after = await call<{ excludeWords: string }>(specialCalls.findColumnSpecial, {
      specialId,
    });
    expect(after.data.excludeWords).toBe('视频');
  });

  it('adds exclusion words to an advanced special as -word terms', async () => {
    const col = await call<{ groupId: number }>(specialCalls.saveColumn, { columnName: '高级' });
    const saved = await call<{ specialId: number }>(specialCalls.saveColumnSpecial, {
      groupId: col.data.groupId,
      specialName: '北大或北京大学',
      ruleMode: 'advanced',
      expression: '北大|北京大学',
    });
    const specialId = saved.data.specialId;
    await t.ingest.runner.drain();
    await call(articleCalls.joinExclusionWord, { words: ['转载'], specialId });
    await t.ingest.runner.drain();
    const form = await call<{ expression: string }>(specialCalls.findColumnSpecial, { specialId });
    expect(form.data.expression).toBe('(北大|北京大学)-转载');
    const list = await call<Page>(specialCalls.findSpecialArticleSingleOrAll, { specialId });
    expect(list.data.list.map((x) => x.id).sort((x, y) => x - y)).toEqual(
      [c.origin, c.video].sort((x, y) => x - y),
    );
  });

  it('adds organisation-wide word filters without a special, for that organisation only', async () => {
    const body = await call(articleCalls.joinExclusionWord, { words: ['运动会', ' 运动会 '] });
    expect(body.meta.code).toBe(200);
    const rows = await t.db
      .selectFrom('filter_box')
      .select(['org_id', 'special_id', 'filter_type', 'content', 'enabled'])
      .execute();
    expect(
      rows.map((r) => [Number(r.org_id), Number(r.special_id), r.filter_type, r.content]),
    ).toEqual([[a.orgId, 0, 'word', '运动会']]);
    const mine = await call<Page>(articleCalls.articleAuthorHistory, { articleId: c.origin });
    expect(mine.data.total).toBe(0);
    const theirs = await call<Page>(
      articleCalls.articleAuthorHistory,
      { articleId: c.origin },
      b.token,
    );
    expect(theirs.data.list.map((x) => x.id)).toEqual([c.sameAuthor]);
    const empty = await call(articleCalls.joinExclusionWord, { words: [] });
    expect(empty.meta.code).toBe(4000);
    expect(empty.meta.message).toContain('请填写排除词');
  });

  it('rejects an unknown sentiment and a missing article with Chinese messages', async () => {
    const bad = await call(articleCalls.judgeArticleEmotion, {
      articleIds: [c.origin],
      sentiment: 'angry',
    });
    expect(bad.meta.code).toBe(4000);
    expect(bad.meta.message).toMatch(/positive、negative、neutral、irrelevant/);
    const missing = await call(articleCalls.judgeArticleEmotion, {
      articleIds: [MISSING],
      sentiment: 'positive',
    });
    expect(missing.meta.code).toBe(4004);
    expect(missing.meta.message).toBe('文章不存在或已被删除');
  });
});
