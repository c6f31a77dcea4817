import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterBoxCalls, specialCalls, themeCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

const HOUR = 3_600_000;

interface Theme {
  themeId: number;
  themeName: string;
  words: string[];
}
interface TableOut {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
}

type Login = Awaited<ReturnType<TestApp['loginAs']>>;

describe.each(ENGINES)('themes (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let eduId = 0;

  const call = (def: Parameters<TestApp['call']>[0], input: Record<string, unknown>, who: Login) =>
    t.call(def, input, { token: who.token });
  const themes = async (who: Login) =>
    (await call(themeCalls.findThemeWord, {}, who)).body.data as Theme[];
  /** showTheme rows as [name, positive, neutral, negative, total]. */
  const distribution = async (who: Login) => {
    const { body } = await call(themeCalls.showTheme, {}, who);
    expect(body.meta.code).toBe(200);
    return (body.data as TableOut).rows.map((r) => [
      r.name,
      r.positive,
      r.neutral,
      r.negative,
      r.total,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const now = t.clock.now();
    const article = (n: number, title: string, content: string, siteName: string) => ({
      url: `https://theme.example.cn/${n}.html`,
      title,
      content,
      siteName,
      publishTime: now - n * HOUR,
    });
    await t.ingest.pipeline.ingest([
      article(1, '高校舆情：人工智能课程受欢迎', '高校学生积极选修人工智能课程。', '教育新闻网'),
      article(2, '人工智能辅助课堂教学', '中学课堂引入人工智能助教。', '课堂周刊'),
      article(3, '人工智能企业招聘增长', '人工智能相关岗位需求上升。', '财经日报'),
      article(4, '高校食堂菜价调整', '某高校食堂调整菜价。', '教育新闻网'),
    ]);
    // Fixed model verdicts, so the split by sentiment can be computed by hand.
    const verdicts: Record<string, string> = {
      1: 'positive',
      2: 'negative',
      3: 'neutral',
      4: 'negative',
    };
    for (const [n, sentiment] of Object.entries(verdicts)) {
      await t.db
        .updateTable('article')
        .set({ sentiment })
        .where('url', '=', `https://theme.example.cn/${n}.html`)
        .execute();
    }
    // Org A watches 人工智能 (articles 1-3); org B has no special, so its scope is empty.
    const col = await call(specialCalls.saveColumn, { columnName: '科技' }, a);
    const groupId = (col.body.data as { groupId: number }).groupId;
    await call(
      specialCalls.saveColumnSpecial,
      { groupId, specialName: '人工智能', ruleMode: 'simple', subjectWords: '人工智能' },
      a,
    );
    await t.ingest.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  it('creates and updates themes with unique names', async () => {
    const edu = await call(
      themeCalls.saveThemeWord,
      { themeName: '教育', words: ['高校', '课堂'] },
      a,
    );
    expect(edu.body.meta.code).toBe(200);
    eduId = (edu.body.data as { themeId: number }).themeId;
    await call(themeCalls.saveThemeWord, { themeName: '就业', words: ['招聘', '岗位'] }, a);
    const dup = await call(themeCalls.saveThemeWord, { themeName: '教育', words: ['学校'] }, a);
    expect(dup.body.meta).toEqual({ code: 4009, message: '主题名称「教育」已存在，请换一个名称' });
    const updated = await call(
      themeCalls.saveThemeWord,
      { themeId: eduId, themeName: '教育', words: ['高校', '课堂', '高校'] },
      a,
    );
    expect(updated.body.data).toEqual({ themeId: eduId });
    expect((await themes(a)).map((x) => [x.themeName, x.words])).toEqual([
      ['教育', ['高校', '课堂']],
      ['就业', ['招聘', '岗位']],
    ]);
    expect(await themes(b)).toEqual([]);
  });

  it('counts the articles of all specials containing any theme word, split by sentiment', async () => {
    const { body } = await call(themeCalls.showTheme, {}, a);
    expect((body.data as TableOut).columns.map((c) => c.title)).toEqual([
      '主题',
      '正面',
      '中性',
      '负面',
      '合计',
    ]);
    // 教育: article 1 (高校, positive) and 2 (课堂, negative); article 4 is not in a special.
    // 就业: article 3 (招聘, neutral).
    expect(await distribution(a)).toEqual([
      ['教育', 1, 0, 1, 2],
      ['就业', 0, 1, 0, 1],
    ]);
    // A one-character word has no bigram: 课 matches 课程 (article 1) and 课堂 (article 2).
    const one = await call(themeCalls.saveThemeWord, { themeName: '课程', words: ['课'] }, a);
    expect((await distribution(a))[2]).toEqual(['课程', 1, 0, 1, 2]);
    const oneId = (one.body.data as { themeId: number }).themeId;
    await call(themeCalls.deleteThemeWord, { themeId: oneId }, a);
  });

  it('follows the organisation’s own sentiment corrections and filter boxes, not another’s', async () => {
    const first = await t.db
      .selectFrom('article')
      .select('id')
      .where('url', '=', 'https://theme.example.cn/1.html')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('org_article_state')
      .values({
        org_id: b.orgId,
        article_id: first.id,
        sentiment: 'negative',
        is_deleted: 0,
        is_read: 0,
        updated_at: t.clock.now(),
      })
      .execute();
    await call(filterBoxCalls.saveFilterBox, { filterType: 'site', content: '课堂周刊' }, b);
    expect((await distribution(a))[0]).toEqual(['教育', 1, 0, 1, 2]);
    await call(filterBoxCalls.saveFilterBox, { filterType: 'site', content: '课堂周刊' }, a);
    expect((await distribution(a))[0]).toEqual(['教育', 1, 0, 0, 1]);
    await call(themeCalls.saveThemeWord, { themeName: '教育', words: ['高校'] }, b);
    expect(await distribution(b)).toEqual([['教育', 0, 0, 0, 0]]);
  });

  it('refuses empty words, another organisation’s theme and bad input with Chinese messages', async () => {
    const empty = await call(themeCalls.saveThemeWord, { themeName: '空', words: '' }, a);
    expect(empty.body.meta).toEqual({ code: 4000, message: '请至少填写一个主题词' });
    const foreign = await call(
      themeCalls.saveThemeWord,
      { themeId: eduId, themeName: '改名', words: ['x'] },
      b,
    );
    expect(foreign.body.meta).toEqual({ code: 4004, message: '主题不存在或已删除' });
    const foreignDelete = await call(themeCalls.deleteThemeWord, { themeId: eduId }, b);
    expect(foreignDelete.body.meta.code).toBe(4004);
    const longName = await call(
      themeCalls.saveThemeWord,
      { themeName: '主'.repeat(31), words: ['x'] },
      a,
    );
    expect(longName.body.meta.code).toBe(4000);
    expect(longName.body.meta.message).toContain('不能超过30个字符');
    const badRange = await call(themeCalls.showTheme, { timeRange: 'custom' }, a);
    expect(badRange.body.meta.code).toBe(4000);
    expect(badRange.body.meta.message).toContain('自定义时间需填写开始和结束时间');
  });

  it('deletes a theme', async () => {
    const del = await call(themeCalls.deleteThemeWord, { themeId: eduId }, a);
    expect(del.body.meta.code).toBe(200);
    expect((await themes(a)).map((x) => x.themeName)).toEqual(['就业']);
  });
});
