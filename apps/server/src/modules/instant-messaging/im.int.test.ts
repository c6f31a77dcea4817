import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { createTestApp, toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { callersFor } from '../../../test/helpers/callers.js';
import { enforceRetention, MessageStore } from './index.js';

const M = 60_000;
const DAY = 86_400_000;

interface Meet {
  meetId: number;
  messageCount: number;
  personCount: number;
  startTime: string;
}
interface Rec {
  recordId: number;
  speaker: string;
  content: string;
  recalled: boolean;
  hit: boolean;
}

/** A Telegram Desktop export (result.json) of one chat. */
function telegramExport(base: number) {
  const msg = (id: number, min: number, from: string, fromId: string, text: unknown) => ({
    id,
    type: 'message',
    date: '2026-11-02T09:00:00',
    date_unixtime: String(Math.floor((base + min * M) / 1000)),
    from,
    from_id: fromId,
    text,
  });
  return JSON.stringify({
    name: '测试群',
    type: 'private_supergroup',
    id: 42,
    messages: [
      msg(1, 0, 'Alice', 'user1', '小区今天停水了'),
      { id: 2, type: 'service', action: 'join_group_by_link', date_unixtime: String(base / 1000) },
      msg(3, 5, 'Bob', 'user2', ['物业说', { type: 'bold', text: '明天恢复' }]),
      msg(4, 20, 'Alice', 'user1', '好的'),
      // 50 minutes later: a new meet record; Alice now calls herself 爱丽丝.
      msg(5, 70, '爱丽丝', 'user1', '水来了'),
      msg(6, 75, 'Carol', 'user3', '确认恢复供水'),
    ],
  });
}

describe.each(ENGINES)('instant messaging (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let chatId = 0;
  let setId = 0;
  const { call, data } = callersFor(
    () => t,
    () => a.token,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const g = await data<{ groupId: number }>(im.saveInstantMessagingGroup, { groupName: '社区' });
    setId = (
      await data<{ setId: number }>(im.saveInstantMessagingSet, {
        groupId: g.groupId,
        setName: '阳光小区',
        keywords: ['停水'],
      })
    ).setId;
    chatId = (
      await data<{ instantMessagingId: number }>(im.saveInstantMessaging, {
        setId,
        platform: 'telegram',
        account: 'sunny_community',
        nickName: '阳光小区TG群',
        consentSource: '群主授权导入',
        retentionDays: 30,
      })
    ).instantMessagingId;
  }, 120_000);
  afterAll(() => t.close());

  const meetsOf = (id = chatId) =>
    data<{ list: Meet[]; total: number; rule: string }>(
      im.findInstantMessagingMeetListByInstantMessagingId,
      { instantMessagingId: id },
    );
  const recordsOf = (meetId: number, extra: Record<string, unknown> = {}) =>
    data<{ list: Rec[]; total: number }>(im.findInstantMessagingMeetRecord, { meetId, ...extra });

  it('keeps set names unique and moves sets by position type', async () => {
    const taken = await data<{ available: boolean }>(im.verificationInstantMessagingSetName, {
      setName: '阳光小区',
    });
    expect(taken.available).toBe(false);
    const tree = await data<{ groupName: string; sets: { setName: string }[] }[]>(
      im.findInstantMessaging,
    );
    expect(tree.map((g) => [g.groupName, g.sets.map((s) => s.setName)])).toEqual([
      ['社区', ['阳光小区']],
    ]);
    const other = await data<{ setId: number }>(im.saveInstantMessagingSet, {
      groupId: (tree[0] as unknown as { groupId: number }).groupId,
      setName: '第二方案',
    });
    await data(im.moveInstantMessagingSetPositionType, { setId: other.setId, positionType: 'top' });
    const moved = await data<{ sets: { setName: string }[] }[]>(im.findInstantMessaging);
    expect(moved[0]!.sets.map((s) => s.setName)).toEqual(['第二方案', '阳光小区']);
    await data(im.deleteInstantMessagingSet, { setId: other.setId });
    // A set that still watches a chat is not deleted.
    const refused = await call(im.deleteInstantMessagingSet, { setId });
    expect(refused.meta.message).toBe('该方案下还有监测的群/账号，请先删除或移走');
  });

  it('imports a Telegram export: persons with nickname history, meets split by idle gaps', async () => {
    const base = t.clock.now() - 3 * 3_600_000;
    const r = await data<{ added: number; duplicates: number; skipped: number }>(
      im.importInstantMessagingRecord,
      {
        instantMessagingId: chatId,
        format: 'telegram',
        fileName: 'result.json',
        content: telegramExport(base),
      },
    );
    expect(r).toMatchObject({ added: 5, duplicates: 0 });
    // Importing the same file again adds nothing.
    const again = await data<{ added: number; duplicates: number }>(
      im.importInstantMessagingRecord,
      {
        instantMessagingId: chatId,
        format: 'telegram',
        fileName: 'result.json',
        content: telegramExport(base),
      },
    );
    expect(again).toMatchObject({ added: 0, duplicates: 5 });
    const meets = await meetsOf();
    expect(meets.rule).toContain('30分钟');
    expect(meets.list.map((m) => [m.messageCount, m.personCount])).toEqual([
      [2, 2],
      [3, 2],
    ]);
    const first = meets.list[1]!;
    const recs = await recordsOf(first.meetId);
    expect(recs.list.map((x) => [x.speaker, x.content, x.hit])).toEqual([
      ['Alice', '小区今天停水了', true],
      ['Bob', '物业说明天恢复', false],
      ['Alice', '好的', false],
    ]);
    const persons = await data<{
      list: { senderId: string; nickName: string; nickNameHistory: { nickName: string }[] }[];
    }>(im.findInstantMessagingMeetPerson, { meetId: meets.list[0]!.meetId });
    const alice = persons.list.find((p) => p.senderId === 'user1')!;
    expect(alice.nickName).toBe('爱丽丝');
    expect(alice.nickNameHistory.map((n) => n.nickName)).toEqual(['Alice', '爱丽丝']);
    const later = await recordsOf(meets.list[0]!.meetId);
    expect(later.list[0]!.speaker).toBe('爱丽丝');
    // Looking a person up by account finds the meets they spoke in.
    const byAccount = await data<{ total: number }>(im.findInstantMessagingMeetListByAccount, {
      account: 'Alice',
    });
    expect(byAccount.total).toBe(2);
  });

  it('imports NDJSON with a recalled message, kept and flagged; bad lines are reported', async () => {
    const base = t.clock.now() - 60 * M;
    const lines = [
      { id: 'n1', senderId: 'u9', senderName: '老王', time: base, text: '物业费又涨了' },
      {
        id: 'n2',
        senderId: 'u9',
        senderName: '老王',
        time: base + M,
        text: '说错了，撤回',
        recalled: true,
      },
      { text: '缺少字段' },
    ];
    const r = await data<{ added: number; recalled: number; skipped: number }>(
      im.importInstantMessagingRecord,
      {
        instantMessagingId: chatId,
        format: 'ndjson',
        fileName: 'chat.ndjson',
        content: [...lines.map((l) => JSON.stringify(l)), '{broken'].join('\n'),
      },
    );
    expect(r).toMatchObject({ added: 2, recalled: 1, skipped: 2 });
    const meets = await meetsOf();
    const recs = await recordsOf(meets.list[0]!.meetId);
    expect(recs.list.map((x) => [x.content, x.recalled])).toEqual([
      ['物业费又涨了', false],
      ['说错了，撤回', true],
    ]);
  });

  it('takes messages and recalls from the bot webhook with the chat’s token only', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ingest/v1/im/webhook',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: { id: 'w1', senderId: 'u1', time: t.clock.now(), text: 'x' },
    });
    expect(bad.statusCode).toBe(401);
    // B cannot make a token for A's chat.
    const foreign = await call(
      im.resetInstantMessagingWebhookToken,
      { instantMessagingId: chatId },
      b.token,
    );
    expect(foreign.meta.code).toBe(4004);
    const { token } = await data<{ token: string }>(im.resetInstantMessagingWebhookToken, {
      instantMessagingId: chatId,
    });
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/ingest/v1/im/webhook',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: payload as Record<string, unknown>,
      });
    const now = t.clock.now();
    const sent = await post({
      events: [
        {
          id: 'w1',
          senderId: 'u7',
          senderName: '小李',
          time: now - 2 * M,
          text: '停水通知看到了吗',
        },
        {
          message: {
            message_id: 77,
            from: { id: 555, first_name: 'Tg', last_name: 'Bot' },
            date: Math.floor((now - M) / 1000),
            text: '看到了',
          },
        },
      ],
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ added: 2, rejected: 0 });
    const recall = await post({ type: 'recall', id: 'w1' });
    expect(recall.json()).toMatchObject({ added: 0, recalled: 1 });
    const meets = await meetsOf();
    const recs = await recordsOf(meets.list[0]!.meetId, { speaker: '小李' });
    expect(recs.list.map((x) => [x.content, x.recalled])).toEqual([['停水通知看到了吗', true]]);
  });

  it('exports a meet’s records in both SPEC forms (all, and the chosen ids in the query)', async () => {
    const meets = await meetsOf();
    const meetId = meets.list.at(-1)!.meetId;
    const all = await t.app.inject({
      method: 'POST',
      url: `${im.exportInstantMessagingMeetRecord.path}${toQuery({ meetId })}`,
      headers: { authorization: a.token },
    });
    expect(all.headers['content-disposition']).toContain('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('小区今天停水了');
    const recs = await recordsOf(meetId);
    const chosen = recs.list.slice(0, 2).map((x) => x.recordId);
    const some = await t.app.inject({
      method: 'POST',
      url: `${im.instantMessagingMeetRecordExport.path}?meetId=${meetId}&recordIds=${chosen.join(',')}&extensionName=csv`,
      headers: { authorization: a.token },
    });
    const csv = some.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain('小区今天停水了');
    expect(csv[2]).toContain('物业说明天恢复');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${im.instantMessagingMeetRecordExport.path}?meetId=${meetId}`,
      headers: { authorization: b.token },
    });
    expect(foreign.json<{ meta: { code: number } }>().meta.code).toBe(4004);
  });

  it('keeps organisations apart', async () => {
    expect((await call(im.findInstantMessagingMeetRecord, { meetId: 1 }, b.token)).meta.code).toBe(
      4004,
    );
    const list = await data<{ total: number }>(im.findInstantMessagingList, {}, b.token);
    expect((await call(im.findInstantMessagingMeetList, { setId }, b.token)).meta.code).toBe(4004);
    expect(list.total).toBe(0);
    const meets = await data<{ total: number }>(im.findInstantMessagingMeetList, {}, b.token);
    expect(meets.total).toBe(0);
    expect(
      (await call(im.deleteInstantMessaging, { instantMessagingId: chatId }, b.token)).meta.code,
    ).toBe(4004);
    const mine = await data<{
      list: { consentSource: string; retentionDays: number; messageCount: number }[];
    }>(im.findInstantMessagingList, {});
    expect(mine.list[0]).toMatchObject({
      consentSource: '群主授权导入',
      retentionDays: 30,
      messageCount: 9,
    });
  });

  it('retention deletes only the messages older than the chat’s period, with their articles', async () => {
    const store = new MessageStore(t.db, t.ingest.pipeline, t.clock);
    const ref = { id: chatId, org_id: a.orgId, nick_name: '阳光小区TG群', platform: 'telegram' };
    const now = t.clock.now();
    await store.store(ref, [
      {
        externalId: 'old1',
        senderId: 'u8',
        senderName: '旧人',
        sentAt: now - 40 * DAY,
        text: '四十天前的停水消息',
        recalled: false,
      },
      {
        externalId: 'edge',
        senderId: 'u1',
        senderName: 'Alice',
        sentAt: now - 29 * DAY,
        text: '二十九天前',
        recalled: false,
      },
    ]);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('im_message')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('chat_id', '=', chatId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(11);
    const oldArticle = () =>
      t.db.selectFrom('article').select('id').where('title', '=', '四十天前的停水消息').execute();
    expect(await oldArticle()).toHaveLength(1);
    expect(await enforceRetention({ db: t.db, store }, now)).toBe(1);
    expect(await count()).toBe(10);
    expect(await oldArticle()).toHaveLength(0);
    const gone = await t.db
      .selectFrom('im_person')
      .select('id')
      .where('sender_key', '=', 'u8')
      .execute();
    expect(gone).toHaveLength(0);
    const meets = await meetsOf();
    expect(meets.list.reduce((s, m) => s + m.messageCount, 0)).toBe(10);
    // Deleting the chat deletes its messages' articles too.
    const chatArticles = () =>
      t.db
        .selectFrom('article')
        .select('id')
        .where('owner_org_id', '=', a.orgId)
        .where('carrier', '=', 'chat')
        .execute();
    expect((await chatArticles()).length).toBeGreaterThan(0);
    await data(im.deleteInstantMessaging, { instantMessagingId: chatId });
    expect(await chatArticles()).toHaveLength(0);
  });
});
