import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { specialCalls } from '@guanlan/shared';
import { createTestApp } from '../../test/helpers/test-app.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import { ENGINES } from '../../test/helpers/test-db.js';
import type { PushSocket } from './push/push-hub.js';

/**
 * The notify stage wired into the real pipeline: a stored batch with hits queues its
 * evaluation in the same transaction; the firing, its in-app delivery, the message-centre row
 * and the websocket push follow; replays change nothing.
 */
describe.each(ENGINES)('warning notify pipeline (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const pushedA: string[] = [];
  const pushedB: string[] = [];
  const socket = (into: string[]): PushSocket => ({ send: (d) => into.push(d), close() {} });

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    t.notify.hub.add(socket(pushedA), { orgId: a.orgId, accountId: a.accountId });
    t.notify.hub.add(socket(pushedB), { orgId: b.orgId, accountId: b.accountId });
    const col = await t.call(specialCalls.saveColumn, { columnName: '监测' }, { token: a.token });
    const groupId = (col.body.data as { groupId: number }).groupId;
    const saved = await t.call(
      specialCalls.saveColumnSpecial,
      { groupId, specialName: '食品安全', ruleMode: 'simple', subjectWords: '食品安全' },
      { token: a.token },
    );
    const specialId = (saved.body.data as { specialId: number }).specialId;
    const now = t.clock.now();
    await t.db
      .insertInto('warning_rule')
      .values({
        org_id: a.orgId,
        name: '食品安全负面',
        kind: 'machine',
        level: 'red',
        rule_id: null,
        mode: 'simple',
        definition: '{}',
        area: 'all',
        conditions: JSON.stringify({ specialIds: [specialId], sentiments: ['negative'] }),
        delivery: JSON.stringify({ noticeWays: ['site'] }),
        enabled: 1,
        show_state: 1,
        top_state: 0,
        last_fired_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.ingest.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  const article = (n: number, title: string) => ({
    url: `https://news.example.cn/notify-${n}.html`,
    title,
    content: `${title}。记者调查发现问题严重，消费者投诉不断，涉事企业被责令停业整顿，多人身体不适入院。`,
    siteName: '示例新闻网',
    publishTime: t.clock.now() - 60_000,
  });

  it('queues evaluation with the batch, fires once, delivers in-app and pushes only to its organisation', async () => {
    await t.ingest.pipeline.ingest([article(1, '某地发生严重食品安全事故致多人中毒')]);
    const queued = await t.db
      .selectFrom('job')
      .select('kind')
      .where('kind', '=', 'warning.evaluate')
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);

    await t.notify.runner.drain();
    const firings = await t.db.selectFrom('warning_firing').selectAll().execute();
    expect(firings).toHaveLength(1);
    expect(firings[0]!.level).toBe('red');
    const deliveries = await t.db.selectFrom('warning_delivery').selectAll().execute();
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([['site', 'sent']]);
    const messages = await t.db
      .selectFrom('message')
      .select(['account_id', 'type', 'title'])
      .execute();
    expect(messages.map((m) => [Number(m.account_id), m.type])).toEqual([[a.accountId, 'warning']]);
    expect(messages[0]!.title).toContain('【红色预警】');
    // On PostgreSQL the push travels by NOTIFY/LISTEN and lands a moment after the commit.
    await vi.waitFor(() => expect(pushedA).toHaveLength(1));
    const pushed = JSON.parse(pushedA[0]!) as { type: string; level: string; title: string };
    expect(pushed).toMatchObject({ type: 'warning', level: 'red' });
    expect(pushed.title).toContain('食品安全事故');
    expect(pushedB).toHaveLength(0);
  });

  it('does not fire for a positive article, and a replayed evaluation adds nothing', async () => {
    await t.ingest.pipeline.ingest([
      {
        ...article(2, '食品安全宣传周活动圆满成功'),
        content: '食品安全宣传周活动圆满成功，市民纷纷点赞，效果很好，大家非常满意。',
      },
    ]);
    await t.notify.runner.drain();
    expect(await t.db.selectFrom('warning_firing').selectAll().execute()).toHaveLength(1);

    const done = await t.db
      .selectFrom('job')
      .select(['id', 'payload'])
      .where('kind', '=', 'warning.evaluate')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.ingest.queue.insert(t.db, 'warning.evaluate', JSON.parse(done.payload));
    await t.notify.runner.drain();
    expect(await t.db.selectFrom('warning_firing').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('message').selectAll().execute()).toHaveLength(1);
    expect(pushedA).toHaveLength(1);
  });

  it('stores an old negative article arriving late without alarming', async () => {
    await t.ingest.pipeline.ingest([
      {
        ...article(3, '三天前某地食品安全事故旧闻被补录'),
        publishTime: t.clock.now() - 72 * 3_600_000,
      },
    ]);
    await t.notify.runner.drain();
    const hit = await t.db
      .selectFrom('rule_hit')
      .innerJoin('article', 'article.id', 'rule_hit.article_id')
      .select('article.id')
      .where('article.url', '=', 'https://news.example.cn/notify-3.html')
      .execute();
    expect(hit).toHaveLength(1);
    expect(await t.db.selectFrom('warning_firing').selectAll().execute()).toHaveLength(1);
  });
});
