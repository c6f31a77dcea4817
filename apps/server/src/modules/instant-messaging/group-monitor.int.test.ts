import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataCenterCalls,
  groupCalls,
  instantMessagingCalls as im,
  specialCalls,
  warningCalls,
} from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { callersFor } from '../../../test/helpers/callers.js';

const M = 60_000;

interface Page {
  list: { id: number; title: string; siteName: string }[];
  total: number;
}

/**
 * 群组监测 is the group kind of the monitoring-set engine: its keyword rules see the
 * organisation's chat messages (and only those), its analyses are the shared ones, warning
 * rules fire on chat messages, and other kinds' rules and the general views stay on their
 * carriers.
 */
describe.each(ENGINES)('group monitoring over chat messages (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  const { call, data } = callersFor(
    () => t,
    () => a.token,
  );
  let setId = 0;
  let specialId = 0;

  /** A chat of the login's organisation with NDJSON messages (minutes before now). */
  async function chatWith(token: string, account: string, name: string, texts: string[]) {
    const g = await data<{ groupId: number }>(
      im.saveInstantMessagingGroup,
      { groupName: `组${account}` },
      token,
    );
    const s = await data<{ setId: number }>(
      im.saveInstantMessagingSet,
      { groupId: g.groupId, setName: `方案${account}` },
      token,
    );
    const c = await data<{ instantMessagingId: number }>(
      im.saveInstantMessaging,
      { setId: s.setId, platform: 'weChat', account, nickName: name },
      token,
    );
    const now = t.clock.now();
    const content = texts
      .map((text, i) =>
        JSON.stringify({
          id: `${account}-${i}`,
          senderId: `p${i % 2}`,
          senderName: `群友${i % 2}`,
          time: now - (10 - i) * M,
          text,
        }),
      )
      .join('\n');
    await data(
      im.importInstantMessagingRecord,
      { instantMessagingId: c.instantMessagingId, format: 'ndjson', fileName: 'x.ndjson', content },
      token,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    // A warning rule (own words) and a special with the same words, before any chat arrives.
    await data(warningCalls.saveMachineWarningRule, {
      ruleName: '群聊停水预警',
      warningLevel: 'red',
      noticeWays: ['site'],
      subjectWords: '停水',
    });
    const col = await data<{ groupId: number }>(specialCalls.saveColumn, { columnName: '栏目' });
    specialId = (
      await data<{ specialId: number }>(specialCalls.saveColumnSpecial, {
        groupId: col.groupId,
        specialName: '停水专题',
        ruleMode: 'simple',
        subjectWords: '停水',
      })
    ).specialId;
    setId = (
      await data<{ setId: number }>(groupCalls.saveGroupSet, {
        setName: '民生诉求',
        ruleMode: 'simple',
        subjectWords: '停水 物业费',
        chatGroupNames: ['业主群'],
      })
    ).setId;
    await t.ingest.runner.drain();
    await chatWith(a.token, 'owners', '业主群', ['明天停水一天', '今天天气不错', '物业费太贵了']);
    await chatWith(a.token, 'parents', '家长群', ['学校停水了吗']);
    await chatWith(b.token, 'b-owners', '业主群', ['B单位的停水消息']);
    await t.notify.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  it('matches the set’s words in the chats it keeps to, with the set-name check and tree', async () => {
    const page = await data<Page>(groupCalls.findGroupArticle, { setId, timeRange: 'today' });
    expect(page.list.map((x) => [x.title, x.siteName]).sort()).toEqual([
      ['明天停水一天', '业主群'],
      ['物业费太贵了', '业主群'],
    ]);
    const taken = await data<{ available: boolean }>(groupCalls.verificationGroupSetName, {
      setName: '民生诉求',
    });
    expect(taken.available).toBe(false);
    const dup = await call(groupCalls.saveGroupSet, { setName: '民生诉求', subjectWords: '停水' });
    expect(dup.meta.message).toBe('群组监测方案名称已存在');
    const form = await data<{ chatGroupNames: string[]; subjectWords: string }>(
      groupCalls.findGroupSet,
      { setId },
    );
    expect(form).toMatchObject({ chatGroupNames: ['业主群'], subjectWords: '停水 物业费' });
    const second = await data<{ setId: number }>(groupCalls.saveGroupSet, {
      setName: '全部群',
      subjectWords: '停水',
    });
    await t.ingest.runner.drain();
    await data(groupCalls.moveGroupSetPositionType, { setId: second.setId, positionType: 'top' });
    const tree = await data<{ sets: { setName: string }[] }[]>(groupCalls.findGroup);
    expect(tree[0]!.sets.map((s) => s.setName)).toEqual(['全部群', '民生诉求']);
    const all = await data<Page>(groupCalls.findGroupArticle, {
      setId: second.setId,
      timeRange: 'today',
    });
    expect(all.list.map((x) => x.title).sort()).toEqual(['学校停水了吗', '明天停水一天']);
  });

  it('answers the shared carrier statistics for a set', async () => {
    const stats = await data<{ rows: Record<string, string | number>[] }>(
      groupCalls.findGroupCarrierDataStatistics,
      { setId, timeRange: 'today' },
    );
    expect(stats.rows.map((r) => [r.name, r.total])).toEqual([
      ['群聊', 2],
      ['合计', 2],
    ]);
  });

  it('fires the warning rule from a chat message', async () => {
    const warned = await data<{ list: { title: string; ruleName: string }[] }>(
      warningCalls.findWarningArticle,
      {},
    );
    expect(warned.list.map((w) => w.title).sort()).toEqual(['学校停水了吗', '明天停水一天']);
    const other = await data<{ total: number }>(warningCalls.findWarningArticle, {}, b.token);
    expect(other.total).toBe(0);
  });

  it('keeps specials and the general views on their carriers', async () => {
    const special = await data<Page>(specialCalls.findSpecialArticleSingleOrAll, {
      specialId,
      timeRange: 'today',
    });
    expect(special.total).toBe(0);
    const centre = await call<Page>(dataCenterCalls.cloudSearchArticle, {
      keyword: '停水',
      timeRange: 'today',
    });
    expect(centre.data?.total ?? 0).toBe(0);
  });

  it('keeps organisations apart', async () => {
    expect((await call(groupCalls.findGroupArticle, { setId }, b.token)).meta.code).toBe(4004);
    expect((await call(groupCalls.deleteGroupSet, { setId }, b.token)).meta.code).toBe(4004);
    const bSet = await data<{ setId: number }>(
      groupCalls.saveGroupSet,
      { setName: 'B方案', subjectWords: '停水' },
      b.token,
    );
    await t.ingest.runner.drain();
    const bPage = await data<Page>(
      groupCalls.findGroupArticle,
      { setId: bSet.setId, timeRange: 'today' },
      b.token,
    );
    expect(bPage.list.map((x) => x.title)).toEqual(['B单位的停水消息']);
  });
});
