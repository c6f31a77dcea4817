import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialCalls, warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  article,
  codeOf,
  data,
  ingestAndNotify,
  machineRule,
  notice,
  relogin,
} from './warning.fixture.js';
import type { Login, Page } from './warning.fixture.js';

interface RuleItem {
  warningRuleId: number;
  ruleName: string;
  ruleType: string;
  warningLevel: string;
  enableState: boolean;
  showState: boolean;
  topState: boolean;
  noticeNames: string[];
  noticeWays: string[];
  summary: string;
  lastFiredAt: string | null;
  firedCount7d: number;
}

const DAY = 86_400_000;

/** Rule CRUD: the stored JSON, the keyword rule behind it, list order, summary and toggles. */
describe.each(ENGINES)('warning rules (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let specialId = 0;
  let zhang = 0;
  let group = 0;
  let foodId = 0;
  let manualId = 0;
  let vaccineId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    const col = await data<{ groupId: number }>(
      t,
      specialCalls.saveColumn,
      { columnName: '民生' },
      a.token,
    );
    specialId = (
      await data<{ specialId: number }>(
        t,
        specialCalls.saveColumnSpecial,
        { groupId: col.groupId, specialName: '食品', ruleMode: 'simple', subjectWords: '食品' },
        a.token,
      )
    ).specialId;
    zhang = await notice(t, a.token, { noticeName: '张三', email: 'zhang@example.cn' });
    group = await notice(t, a.token, {
      noticeName: '值班群',
      webhookUrl: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abcdef123456',
      webhookType: 'wecom',
    });
  }, 120_000);
  afterAll(() => t.close());

  const list = (input: Record<string, unknown> = {}) =>
    data<Page<RuleItem>>(t, warningCalls.findPageWarningRule, input, a.token);
  const info = (id: number) =>
    data<RuleItem & Record<string, unknown>>(
      t,
      warningCalls.findWarningRuleInfo,
      { warningRuleId: id },
      a.token,
    );
  const row = (id: number) =>
    t.db.selectFrom('warning_rule').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const monitorOf = (id: number) =>
    t.db
      .selectFrom('monitor_rule')
      .selectAll()
      .where('kind', '=', 'warning')
      .where('owner_id', '=', id)
      .executeTakeFirst();

  it('stores a machine rule’s conditions, delivery and keyword rule exactly, without back-fill', async () => {
    foodId = await machineRule(t, a.token, {
      ruleName: '食品安全预警',
      warningLevel: 'orange',
      regionWords: '北京',
      subjectWords: '食品安全',
      specialIds: [specialId],
      sentiments: ['negative'],
      carriers: ['news', 'microBlog'],
      minSourceWeight: 3,
      volumeCount: 5,
      volumeMinutes: 30,
      noticeIds: [zhang, group],
      noticeWays: ['email', 'webhook'],
      pushStartTime: '08:00',
      pushEndTime: '22:00',
      weekendPush: false,
      minIntervalMinutes: 15,
    });
    const stored = await row(foodId);
    expect(JSON.parse(stored.conditions)).toEqual({
      sentiments: ['negative'],
      carriers: ['news', 'microBlog'],
      specialIds: [specialId],
      minSourceWeight: 3,
      volumeCount: 5,
      volumeMinutes: 30,
    });
    expect(JSON.parse(stored.delivery)).toEqual({
      noticeWays: ['email', 'webhook'],
      pushStartTime: '08:00',
      pushEndTime: '22:00',
      weekendPush: false,
      minIntervalMinutes: 15,
    });
    expect([stored.kind, stored.level, stored.enabled]).toEqual(['machine', 'orange', 1]);
    const monitor = await monitorOf(foodId);
    expect(monitor).toMatchObject({
      org_id: a.orgId,
      enabled: 1,
      area: 'all',
      name: '食品安全预警',
    });
    expect(stored.rule_id).toBe(monitor!.id);
    expect(JSON.parse(monitor!.definition)).toEqual({
      mode: 'simple',
      regionWords: '北京',
      subjectWords: '食品安全',
      eventWords: '',
      excludeWords: '',
    });
    expect(JSON.parse(monitor!.filters)).toEqual({ carriers: ['news', 'microBlog'] });
    const backfills = await t.db
      .selectFrom('job')
      .select('payload')
      .where('kind', '=', 'rule:backfill')
      .execute();
    expect(backfills.map((j) => JSON.parse(j.payload) as unknown)).not.toContainEqual({
      ruleId: monitor!.id,
    });
  });

  it('lists rules pinned first then newest, with a Chinese summary of each', async () => {
    t.clock.advance(1_000);
    manualId = (
      await data<{ warningRuleId: number }>(
        t,
        warningCalls.saveArtificialWarningRule,
        {
          ruleName: '人工推送',
          warningLevel: 'yellow',
          noticeIds: [zhang],
          noticeWays: ['site', 'sms'],
          pushStartTime: '09:00',
          pushEndTime: '18:00',
        },
        a.token,
      )
    ).warningRuleId;
    t.clock.advance(1_000);
    vaccineId = await machineRule(t, a.token, {
      ruleName: '疫苗',
      ruleMode: 'advanced',
      expression: '疫苗+(过期|造假)',
      searchArea: 'title',
    });

    let page = await list();
    expect(page.list.map((r) => r.ruleName)).toEqual(['疫苗', '人工推送', '食品安全预警']);
    const food = page.list[2]!;
    expect(food).toMatchObject({
      ruleType: 'machine',
      warningLevel: 'orange',
      enableState: true,
      noticeNames: ['张三', '值班群'],
      noticeWays: ['email', 'webhook'],
      lastFiredAt: null,
      firedCount7d: 0,
    });
    expect(food.summary).toBe(
      '地域词「北京」；主体词「食品安全」；监测专题：食品；情感：负面；载体：新闻、微博；来源权重≥3；' +
        '30分钟内≥5篇时预警；推送方式：邮件、机器人Webhook；接收人：张三、值班群；推送时段：08:00–22:00；' +
        '周末不推送；推送间隔≥15分钟；尚未触发预警；近7天预警0次',
    );
    expect(page.list[1]!.summary).toBe(
      '人工预警（分析人员手动推送）；推送方式：站内消息、短信；接收人：张三；推送时段：09:00–18:00；尚未触发预警；近7天预警0次',
    );
    expect(page.list[0]!.summary).toBe(
      '表达式「疫苗+(过期|造假)」；匹配范围：标题；推送方式：站内消息；接收人：未设置；尚未触发预警；近7天预警0次',
    );

    await data(
      t,
      warningCalls.saveWarningRuleTopState,
      { warningRuleId: foodId, topState: true },
      a.token,
    );
    page = await list();
    expect(page.list.map((r) => [r.ruleName, r.topState])).toEqual([
      ['食品安全预警', true],
      ['疫苗', false],
      ['人工推送', false],
    ]);
    expect((await list({ keyword: '食品' })).list.map((r) => r.ruleName)).toEqual(['食品安全预警']);
    const paged = await list({ pageNum: 2, pageSize: 2 });
    expect([paged.total, paged.list.map((r) => r.ruleName)]).toEqual([3, ['人工推送']]);
  });

  it('gives back every field of the form, for machine and artificial rules', async () => {
    expect(await info(foodId)).toMatchObject({
      ruleMode: 'simple',
      regionWords: '北京',
      subjectWords: '食品安全',
      eventWords: '',
      excludeWords: '',
      expression: '',
      searchArea: 'all',
      carriers: ['news', 'microBlog'],
      sentiments: ['negative'],
      specialIds: [specialId],
      minSimilarCount: null,
      minSourceWeight: 3,
      volumeCount: 5,
      volumeMinutes: 30,
      weekendPush: false,
      minIntervalMinutes: 15,
      pushStartTime: '08:00',
      pushEndTime: '22:00',
      noticeIds: [zhang, group],
    });
    expect(await info(manualId)).toMatchObject({
      ruleType: 'artificial',
      warningLevel: 'yellow',
      noticeIds: [zhang],
      noticeWays: ['site', 'sms'],
      pushStartTime: '09:00',
      pushEndTime: '18:00',
      weekendPush: true,
      specialIds: [],
    });
    expect(await info(vaccineId)).toMatchObject({
      ruleMode: 'advanced',
      expression: '疫苗+(过期|造假)',
      searchArea: 'title',
    });
  });

  it('drops the keyword rule when an edit leaves only specials, and refuses a taken name', async () => {
    const before = await monitorOf(foodId);
    await machineRule(t, a.token, {
      warningRuleId: foodId,
      ruleName: '食品安全预警',
      specialIds: [specialId],
      noticeIds: [group],
    });
    expect(await monitorOf(foodId)).toBeUndefined();
    expect(
      await t.db.selectFrom('monitor_rule').select('id').where('id', '=', before!.id).execute(),
    ).toEqual([]);
    expect((await row(foodId)).rule_id).toBeNull();
    expect((await info(foodId)).noticeIds).toEqual([group]);
    // The toggles survive an edit.
    expect((await info(foodId)).topState).toBe(true);

    expect(
      await codeOf(
        t,
        warningCalls.saveMachineWarningRule,
        {
          warningRuleId: vaccineId,
          ruleName: '食品安全预警',
          warningLevel: 'red',
          subjectWords: '疫苗',
        },
        a.token,
      ),
    ).toEqual({ code: 4009, message: '预警规则名称“食品安全预警”已存在，请换一个名称' });
  });

  it('stops and restarts a rule’s keyword rule with its enable state, and hides it by show state', async () => {
    await data(
      t,
      warningCalls.saveWarningRuleEnableState,
      { warningRuleId: vaccineId, enableState: false },
      a.token,
    );
    expect((await monitorOf(vaccineId))!.enabled).toBe(0);
    expect((await info(vaccineId)).enableState).toBe(false);
    await ingestAndNotify(t, [article(t, '过期疫苗流入市场', NEGATIVE)]);
    expect((await list()).list.find((r) => r.warningRuleId === vaccineId)!.firedCount7d).toBe(0);

    await data(
      t,
      warningCalls.saveWarningRuleEnableState,
      { warningRuleId: vaccineId, enableState: true },
      a.token,
    );
    expect((await monitorOf(vaccineId))!.enabled).toBe(1);
    await ingestAndNotify(t, [article(t, '疫苗造假案细节曝光', NEGATIVE)]);
    const vaccine = (await list()).list.find((r) => r.warningRuleId === vaccineId)!;
    expect([vaccine.lastFiredAt, vaccine.firedCount7d]).toEqual(['2026-11-02 09:00:02', 1]);
    expect(vaccine.summary.endsWith('最近预警：2026-11-02 09:00:02；近7天预警1次')).toBe(true);

    await data(
      t,
      warningCalls.saveWarningRuleShowState,
      { warningRuleId: vaccineId, showState: false },
      a.token,
    );
    expect((await info(vaccineId)).showState).toBe(false);

    // Eight days on, the firing has left the 7-day count but stays the last one.
    t.clock.advance(8 * DAY);
    a = await relogin(t, a);
    const later = (await list()).list.find((r) => r.warningRuleId === vaccineId)!;
    expect([later.lastFiredAt, later.firedCount7d]).toEqual(['2026-11-02 09:00:02', 0]);
  });

  it('deletes a rule with its keyword rule, and a notice with its rule links', async () => {
    const monitor = await monitorOf(vaccineId);
    await data(t, warningCalls.deleteWarningRule, { warningRuleId: vaccineId }, a.token);
    expect(
      await codeOf(t, warningCalls.findWarningRuleInfo, { warningRuleId: vaccineId }, a.token),
    ).toEqual({
      code: 4004,
      message: '预警规则不存在或已被删除',
    });
    expect(
      await t.db.selectFrom('monitor_rule').select('id').where('id', '=', monitor!.id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('rule_hit')
        .select('article_id')
        .where('rule_id', '=', monitor!.id)
        .execute(),
    ).toEqual([]);
    expect((await list()).total).toBe(2);

    await data(t, warningCalls.deleteWarningNotice, { noticeId: zhang }, a.token);
    expect((await info(manualId)).noticeIds).toEqual([]);
    expect((await info(manualId)).noticeNames).toEqual([]);
  });
});
