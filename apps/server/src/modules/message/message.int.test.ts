import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

const HOUR = 3_600_000;

interface Item {
  messageId: number;
  messageType: string;
  messageTypeName: string;
  title: string;
  isRead: boolean;
  readTime: string | null;
  link: string | null;
}
interface PageOut {
  list: Item[];
  total: number;
}

describe.each(ENGINES)('message centre (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const m: Record<string, number> = {};

  const insert = async (
    who: { orgId: number; accountId: number },
    type: string,
    title: string,
    hoursAgo: number,
    read = false,
  ) => {
    const row = await t.db
      .insertInto('message')
      .values({
        org_id: who.orgId,
        account_id: who.accountId,
        type,
        title,
        content: `${title}的内容`,
        link: type === 'warning' ? '/warningList' : null,
        article_id: null,
        created_at: t.clock.now() - hoursAgo * HOUR,
        read_at: read ? t.clock.now() - HOUR : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    // A: m1 warning (3 h ago), m2 system (2 h), m3 warning already read (1 h). B: mb warning.
    m.m1 = await insert(a, 'warning', '红色预警：医院扩建', 3);
    m.m2 = await insert(a, 'system', '系统维护通知', 2);
    m.m3 = await insert(a, 'warning', '黄色预警：交通', 1, true);
    m.mb = await insert(b, 'warning', '乙单位预警', 1);
  }, 120_000);
  afterAll(() => t.close());

  const count = async (who: typeof a, input: Record<string, unknown> = {}) =>
    (await t.call<{ count: number }>(messageCalls.findMessageCount, input, { token: who.token }))
      .body.data.count;
  const show = async (who: typeof a, input: Record<string, unknown> = {}) =>
    (await t.call<PageOut>(messageCalls.showMessage, input, { token: who.token })).body.data;

  it('counts the account’s unread messages, optionally of one type', async () => {
    expect(await count(a)).toBe(2);
    expect(await count(a, { messageType: 'warning' })).toBe(1);
    expect(await count(a, { messageType: 'task' })).toBe(0);
    expect(await count(b)).toBe(1);
  });

  it('lists the account’s messages newest first with type names and read marks', async () => {
    const page = await show(a);
    expect(page.total).toBe(3);
    expect(page.list.map((x) => [x.messageId, x.messageTypeName, x.isRead])).toEqual([
      [m.m3, '预警消息', true],
      [m.m2, '系统消息', false],
      [m.m1, '预警消息', false],
    ]);
    expect(page.list[0]!.link).toBe('/warningList');
    expect((await show(a, { readState: false })).list.map((x) => x.messageId)).toEqual([
      m.m2,
      m.m1,
    ]);
    expect((await show(a, { messageType: 'warning' })).list.map((x) => x.messageId)).toEqual([
      m.m3,
      m.m1,
    ]);
    const second = await show(a, { pageNum: 2, pageSize: 2 });
    expect(second.list.map((x) => x.messageId)).toEqual([m.m1]);
    expect((await show(b)).list.map((x) => x.title)).toEqual(['乙单位预警']);
  });

  it('refuses to mark another account’s message and marks nothing of that call', async () => {
    const { body } = await t.call(
      messageCalls.readMessage,
      { messageIds: [m.m1, m.mb] },
      { token: a.token },
    );
    expect(body.meta).toEqual({ code: 4004, message: '消息不存在或不属于当前账号' });
    expect(await count(a)).toBe(2);
    expect(await count(b)).toBe(1);
  });

  it('marks chosen messages read with the time, then all of them', async () => {
    const one = await t.call(messageCalls.readMessage, { messageIds: [m.m1] }, { token: a.token });
    expect(one.body.meta.code).toBe(200);
    expect(await count(a)).toBe(1);
    const read = (await show(a)).list.find((x) => x.messageId === m.m1)!;
    expect(read).toMatchObject({ isRead: true, readTime: '2026-11-02 09:00:00' });
    const all = await t.call(messageCalls.readMessage, { all: true }, { token: a.token });
    expect(all.body.meta.code).toBe(200);
    expect(await count(a)).toBe(0);
    expect(await count(b)).toBe(1);
  });

  it('asks which messages when neither ids nor all are given, and rejects a bad type', async () => {
    const none = await t.call(messageCalls.readMessage, {}, { token: a.token });
    expect(none.body.meta).toEqual({ code: 4000, message: '请选择要标为已读的消息' });
    const bad = await t.call(messageCalls.showMessage, { messageType: 'spam' }, { token: a.token });
    expect(bad.body.meta.code).toBe(4000);
    expect(bad.body.meta.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
