import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialCalls, warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  POSITIVE,
  article,
  data,
  firings,
  ingestAndNotify,
  machineRule,
  unread,
  warned,
  weightedSource,
} from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

const MINUTE = 60_000;

/**
 * Machine rules fire through the real pipeline: words, similar clusters, volume windows,
 * specials and the sentiment / carrier / source-weight conditions, seen through the calls.
 */
describe.each(ENGINES)('machine warnings fire on ingest (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
  }, 120_000);
  afterAll(() => t.close());

  const sentimentOf = async (id: number) =>
    (
      await t.db
        .selectFrom('article')
        .select('sentiment')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).sentiment;

  it('warns the rule’s organisation once per similar cluster, with level, rule and read state', async () => {
    const ruleA = await machineRule(t, a.token, { ruleName: '食品安全', subjectWords: '食品安全' });
    await machineRule(t, b.token, {
      ruleName: '地铁故障',
      subjectWords: '地铁',
      warningLevel: 'orange',
    });

    const food = article(t, '某地发生严重食品安全事故致多人中毒', NEGATIVE);
    const [foodId] = await ingestAndNotify(t, [food]);
    const listA = await warned(t, a.token);
    expect(listA.list.map((w) => [w.id, w.warningLevel, w.ruleName, w.isRead])).toEqual([
      [foodId, 'red', '食品安全', false],
    ]);
    expect(listA.list[0]!.warningType).toBe('machine');
    expect(listA.list[0]!.warnedAt).toBe('2026-11-02 09:00:00');
    expect(await unread(t, a.token)).toBe(1);
    expect((await warned(t, b.token)).total).toBe(0);
    expect(await unread(t, b.token)).toBe(0);

    // The same story from another site joins the cluster: no second warning.
    await ingestAndNotify(t, [{ ...food, url: 'https://other.example.cn/food-copy.html' }]);
    expect((await warned(t, a.token)).total).toBe(1);
    expect((await firings(t, a.token, ruleA)).total).toBe(1);

    // B's rule fires on B's story; A never sees it.
    const [metroId] = await ingestAndNotify(t, [article(t, '地铁二号线突发故障停运', NEGATIVE)]);
    expect((await warned(t, b.token)).list.map((w) => [w.id, w.warningLevel])).toEqual([
      [metroId, 'orange'],
    ]);
    expect((await warned(t, a.token)).list.map((w) => w.id)).toEqual([foodId]);

    await data(t, warningCalls.readWarning, { warningIds: [listA.list[0]!.warningId] }, a.token);
    expect(await unread(t, a.token)).toBe(0);
    expect((await warned(t, a.token)).list[0]!.isRead).toBe(true);
    expect((await warned(t, a.token, { readState: false })).total).toBe(0);
    expect(await unread(t, b.token)).toBe(1);
  });

  it('fires a volume rule at the 3rd negative article in 10 minutes, once per window', async () => {
    const ruleId = await machineRule(t, a.token, {
      ruleName: '化工厂负面聚集',
      subjectWords: '化工厂',
      sentiments: ['negative'],
      volumeCount: 3,
      volumeMinutes: 10,
    });
    const negative = (title: string) =>
      article(t, title, NEGATIVE, { publishTime: t.clock.now() - 30_000 });
    const count = async () => (await firings(t, a.token, ruleId)).total;

    t.clock.advance(MINUTE);
    const [n1] = await ingestAndNotify(t, [negative('城东化工厂排放刺鼻气体')]);
    expect(await sentimentOf(n1!)).toBe('negative');
    t.clock.advance(MINUTE);
    const [p1] = await ingestAndNotify(t, [
      article(t, '化工厂开放日活动', POSITIVE, { publishTime: t.clock.now() - 30_000 }),
    ]);
    expect(await sentimentOf(p1!)).toBe('positive');
    t.clock.advance(MINUTE);
    await ingestAndNotify(t, [negative('化工厂周边居民投诉夜间噪音')]);
    expect(await count()).toBe(0);

    t.clock.advance(MINUTE);
    const [n3] = await ingestAndNotify(t, [negative('化工厂废水流入河道鱼类死亡')]);
    const log = await firings(t, a.token, ruleId);
    expect(log.total).toBe(1);
    expect(log.list[0]!.reason).toBe('10 分钟内出现 3 篇符合条件的信息（阈值 3 篇）');
    expect(log.list[0]!.articleCount).toBe(3);
    expect(log.list[0]!.firstArticleTitle).toBe('化工厂废水流入河道鱼类死亡');
    expect((await warned(t, a.token, { warningRuleId: ruleId })).list.map((w) => w.id)).toContain(
      n3,
    );

    t.clock.advance(2 * MINUTE);
    await ingestAndNotify(t, [negative('化工厂事故善后工作仍存争议')]);
    expect(await count()).toBe(1);

    // Past the window: the earlier articles age out, three new ones fire again.
    t.clock.advance(11 * MINUTE);
    await ingestAndNotify(t, [negative('化工厂再次发生泄漏事故')]);
    await ingestAndNotify(t, [negative('化工厂附近学校紧急停课')]);
    expect(await count()).toBe(1);
    await ingestAndNotify(t, [negative('环保部门约谈化工厂负责人')]);
    expect(await count()).toBe(2);
  });

  it('fires a specials rule on the special’s hits only, within sentiment, carrier and weight', async () => {
    const col = await data<{ groupId: number }>(
      t,
      specialCalls.saveColumn,
      { columnName: '交通' },
      a.token,
    );
    const special = await data<{ specialId: number }>(
      t,
      specialCalls.saveColumnSpecial,
      { groupId: col.groupId, specialName: '高铁', ruleMode: 'simple', subjectWords: '高铁' },
      a.token,
    );
    await t.ingest.runner.drain();
    t.clock.advance(MINUTE);
    const ruleId = await machineRule(t, a.token, {
      ruleName: '高铁负面',
      warningLevel: 'yellow',
      specialIds: [special.specialId],
      sentiments: ['negative'],
      carriers: ['news', 'microBlog'],
      minSourceWeight: 5,
    });
    const heavy = await weightedSource(t, 8);
    const light = await weightedSource(t, 2);

    const [fired] = await ingestAndNotify(t, [
      article(t, '高铁列车晚点乘客滞留站台数小时', NEGATIVE, { sourceId: heavy, carrier: 'news' }),
    ]);
    const [weak] = await ingestAndNotify(t, [
      article(t, '高铁站厕所脏乱差遭网友吐槽', '卫生状况堪忧，多次反映无人处理，旅客怨声载道。', {
        sourceId: light,
        carrier: 'news',
      }),
    ]);
    const [happy] = await ingestAndNotify(t, [
      article(t, '高铁新线开通沿线群众欢欣鼓舞', POSITIVE, { sourceId: heavy, carrier: 'news' }),
    ]);
    const [forum] = await ingestAndNotify(t, [
      article(t, '网友发帖称高铁票价上涨不合理', '价格太高，大家非常不满，纷纷投诉抗议。', {
        sourceId: heavy,
        carrier: 'forum',
      }),
    ]);
    const [other] = await ingestAndNotify(t, [
      article(t, '机场航班大面积延误旅客滞留', NEGATIVE, { sourceId: heavy, carrier: 'news' }),
    ]);
    expect(await sentimentOf(fired!)).toBe('negative');
    expect(await sentimentOf(weak!)).toBe('negative');
    expect(await sentimentOf(happy!)).toBe('positive');
    expect(await sentimentOf(forum!)).toBe('negative');
    expect(other).toBeGreaterThan(0);

    const list = await warned(t, a.token, { warningRuleId: ruleId });
    expect(list.list.map((w) => [w.id, w.warningLevel, w.ruleName])).toEqual([
      [fired, 'yellow', '高铁负面'],
    ]);
    expect((await warned(t, b.token)).list.map((w) => w.title)).not.toContain(
      '高铁列车晚点乘客滞留站台数小时',
    );
  });
});
