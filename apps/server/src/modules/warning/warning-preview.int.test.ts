import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialCalls, warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { NEGATIVE, POSITIVE, article, codeOf, data } from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

interface Preview {
  firingCount: number;
  articleCount: number;
  note?: string;
  firings: { firedAt: string; reason: string; articles: { id: number; title: string }[] }[];
}

const HOUR = 3_600_000;

/**
 * 试算: what a rule would have fired over the stored articles of the last 7 days, grouped
 * exactly as the evaluator groups (per similar cluster, or per volume window).
 */
describe.each(ENGINES)('warning rule preview (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const at = (hoursAgo: number) => ({ publishTime: t.clock.now() - hoursAgo * HOUR });
    const landfall = article(
      t,
      '台风“海燕”登陆沿海地区',
      `造成多人死亡，房屋倒塌。${NEGATIVE}`,
      at(50),
    );
    const stored: [string, ReturnType<typeof article>][] = [
      ['p1', landfall],
      ['p1b', { ...landfall, url: 'https://copy.example.cn/typhoon.html', ...at(49) }],
      [
        'p2',
        article(
          t,
          '台风过后农田受灾严重',
          '大片庄稼倒伏绝收，农民损失惨重，灾后重建困难重重，群众苦不堪言。',
          at(30),
        ),
      ],
      ['p3', article(t, '台风天气市民注意防范', POSITIVE, at(20))],
      ['old', article(t, '台风“海燕”登陆沿海地区回顾', NEGATIVE, at(8 * 24))],
      ['quake', article(t, '某地发生地震房屋倒塌', NEGATIVE, at(10))],
    ];
    for (const [key, raw] of stored) {
      const [outcome] = await t.ingest.pipeline.ingest([raw]);
      ids[key] = outcome!.status === 'accepted' ? outcome!.id : 0;
    }
  }, 120_000);
  afterAll(() => t.close());

  const preview = (input: Record<string, unknown>, token = a.token) =>
    data<Preview>(
      t,
      warningCalls.previewWarningRule,
      { ruleName: '台风预警', warningLevel: 'red', ...input },
      token,
    );

  it('stores the fixture as intended (one cluster of two, sentiments as written)', async () => {
    const rows = await t.db
      .selectFrom('article')
      .select(['id', 'cluster_id', 'sentiment'])
      .where('id', 'in', Object.values(ids))
      .execute();
    const by = new Map(rows.map((r) => [Number(r.id), r]));
    expect(by.get(ids.p1b!)!.cluster_id).toBe(by.get(ids.p1!)!.cluster_id);
    expect(by.get(ids.p2!)!.cluster_id).not.toBe(by.get(ids.p1!)!.cluster_id);
    expect([ids.p1, ids.p2].map((id) => by.get(id!)!.sentiment)).toEqual(['negative', 'negative']);
    expect(by.get(ids.p3!)!.sentiment).toBe('positive');
  });

  it('fires once per similar cluster, newest first, within the last 7 days only', async () => {
    const out = await preview({ subjectWords: '台风', sentiments: ['negative'] });
    expect([out.firingCount, out.articleCount, out.note]).toEqual([2, 3, undefined]);
    expect(out.firings.map((f) => [f.firedAt, f.reason, f.articles.map((x) => x.id)])).toEqual([
      ['2026-11-01 03:00:00', '命中预警规则「台风预警」：台风过后农田受灾严重', [ids.p2]],
      ['2026-10-31 07:00:00', '命中预警规则「台风预警」：台风“海燕”登陆沿海地区', [ids.p1]],
    ]);
  });

  it('waits for the cluster to reach minSimilarCount', async () => {
    const out = await preview({ subjectWords: '台风', minSimilarCount: 2 });
    expect(out.firingCount).toBe(1);
    expect(out.firings[0]!.reason).toBe('相似信息已达 2 篇（阈值 2 篇）：台风“海燕”登陆沿海地区');
    expect(out.firings[0]!.firedAt).toBe('2026-10-31 08:00:00');
    expect(out.firings[0]!.articles.map((x) => x.id)).toEqual([ids.p1b]);
  });

  it('fires a volume window once when it reaches the count', async () => {
    const out = await preview({ subjectWords: '台风', volumeCount: 2, volumeMinutes: 120 });
    expect([out.firingCount, out.articleCount]).toEqual([1, 4]);
    expect(out.firings[0]!.reason).toBe('120 分钟内出现 2 篇符合条件的信息（阈值 2 篇）');
    expect(out.firings[0]!.articles.map((x) => x.id)).toEqual([ids.p1b, ids.p1]);
  });

  it('previews a specials-only rule from the special’s stored hits', async () => {
    const col = await data<{ groupId: number }>(
      t,
      specialCalls.saveColumn,
      { columnName: '灾害' },
      a.token,
    );
    const special = await data<{ specialId: number }>(
      t,
      specialCalls.saveColumnSpecial,
      { groupId: col.groupId, specialName: '台风专题', ruleMode: 'simple', subjectWords: '台风' },
      a.token,
    );
    await t.ingest.runner.drain();
    const out = await preview({ specialIds: [special.specialId], sentiments: ['negative'] });
    expect([out.firingCount, out.articleCount]).toEqual([2, 3]);
    expect(
      await codeOf(
        t,
        warningCalls.previewWarningRule,
        { ruleName: '台风', warningLevel: 'red', specialIds: [special.specialId] },
        b.token,
      ),
    ).toEqual({ code: 4004, message: '所选专题不存在或已被删除' });
  });

  it('leaves out what the organisation marked 与我无关, for that organisation only', async () => {
    await t.db
      .insertInto('org_article_state')
      .values({
        org_id: a.orgId,
        article_id: ids.p2!,
        sentiment: null,
        is_deleted: 1,
        is_read: 0,
        updated_at: 0,
      })
      .execute();
    const input = { subjectWords: '台风', sentiments: ['negative'] };
    expect((await preview(input)).firingCount).toBe(1);
    expect((await preview(input, b.token)).firingCount).toBe(2);
  });

  it('answers a bad expression with the parser’s Chinese message and position', async () => {
    const { body } = await t.call(
      warningCalls.previewWarningRule,
      { ruleName: '台风', warningLevel: 'red', ruleMode: 'advanced', expression: '台风+(暴雨' },
      { token: a.token },
    );
    expect(body.meta.code).toBe(4000);
    expect(body.meta.message).toBe('预警关键词有误：第7个字符处缺少右括号');
    expect(body.data).toEqual({ position: 6, length: 1, field: null });
  });
});
