import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { data, firings, notice, warned } from './warning.fixture.js';
import type { Login, Page } from './warning.fixture.js';
import { expectRefused, seedTwoOrgs } from './warning-two-orgs.fixture.js';

interface NoticeItem {
  noticeId: number;
  noticeName: string;
  accountId: number | null;
  phone: string | null;
  email: string | null;
  weChatOpenId: string | null;
  webhookUrl: string | null;
  webhookType: string | null;
}

/**
 * Every warning call stays inside its organisation and refuses bad input with a Chinese
 * message and a 4xxx code; recipients are saved with at least one way to reach them.
 */
describe.each(ENGINES)('warning calls: tenancy and input (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let ruleA = 0;
  let manualA = 0;
  let ruleB = 0;
  let noticeA = 0;
  let specialB = 0;
  let mallId = 0;
  let storeId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ a, b, ruleA, manualA, ruleB, noticeA, specialB, mallId, storeId } = await seedTwoOrgs(t));
  }, 120_000);
  afterAll(() => t.close());

  it('keeps rules, logs and warnings to their own organisation', async () => {
    const listA = await warned(t, a.token);
    expect(listA.list.map((w) => [w.id, w.ruleName, w.warningLevel]).sort()).toEqual(
      [
        [mallId, '火灾', 'red'],
        [storeId, '火灾', 'red'],
        [storeId, '仓库', 'yellow'],
      ].sort(),
    );
    const listB = await warned(t, b.token);
    expect(listB.list.map((w) => [w.id, w.ruleName, w.warningLevel]).sort()).toEqual(
      [
        [mallId, '火灾', 'orange'],
        [storeId, '火灾', 'orange'],
      ].sort(),
    );
    const rulesB = await data<Page<{ warningRuleId: number }>>(
      t,
      warningCalls.findPageWarningRule,
      {},
      b.token,
    );
    expect(rulesB.list.map((r) => r.warningRuleId)).toEqual([ruleB]);
    expect((await firings(t, b.token)).list.every((f) => f.warningRuleId === ruleB)).toBe(true);
    expect((await firings(t, b.token, ruleA)).total).toBe(0);
    const noticesB = await data<Page<NoticeItem>>(t, warningCalls.findWarningNotice, {}, b.token);
    expect(noticesB.total).toBe(0);

    const gone = '预警规则不存在或已被删除';
    for (const [def, input] of [
      [warningCalls.findWarningRuleInfo, { warningRuleId: ruleA }],
      [warningCalls.deleteWarningRule, { warningRuleId: ruleA }],
      [warningCalls.saveWarningRuleEnableState, { warningRuleId: ruleA, enableState: false }],
      [warningCalls.saveWarningRuleShowState, { warningRuleId: ruleA, showState: false }],
      [warningCalls.saveWarningRuleTopState, { warningRuleId: ruleA, topState: true }],
      [
        warningCalls.saveMachineWarningRule,
        { warningRuleId: ruleA, ruleName: '改', warningLevel: 'red', subjectWords: '改' },
      ],
      [
        warningCalls.saveArtificialWarningRule,
        { warningRuleId: manualA, ruleName: '改', warningLevel: 'red' },
      ],
    ] as const) {
      await expectRefused(t, def, input, b.token, 4004, gone);
    }
    expect(
      (
        await data<{ enableState: boolean }>(
          t,
          warningCalls.findWarningRuleInfo,
          { warningRuleId: ruleA },
          a.token,
        )
      ).enableState,
    ).toBe(true);

    const warningA = listA.list[0]!.warningId;
    await expectRefused(
      t,
      warningCalls.readWarning,
      { warningIds: [warningA] },
      b.token,
      4004,
      '预警不存在或已被删除',
    );
    await expectRefused(
      t,
      warningCalls.deleteWarningArticle,
      { warningIds: [warningA] },
      b.token,
      4004,
      '预警不存在或已被删除',
    );
    await expectRefused(
      t,
      warningCalls.deleteWarningNotice,
      { noticeId: noticeA },
      b.token,
      4004,
      '预警接收人不存在或已被删除',
    );
    await expectRefused(
      t,
      warningCalls.saveWarningNotice,
      { noticeId: noticeA, noticeName: '改', email: 'x@example.cn' },
      b.token,
      4004,
      '预警接收人不存在或已被删除',
    );
    await expectRefused(
      t,
      warningCalls.saveWarningNotice,
      { noticeName: '借用', accountId: a.accountId },
      b.token,
      4004,
      '所选账号不存在或不属于本单位',
    );
    await expectRefused(
      t,
      warningCalls.saveMachineWarningRule,
      { ruleName: '借专题', warningLevel: 'red', specialIds: [specialB] },
      a.token,
      4004,
      '所选专题不存在或已被删除',
    );
    await expectRefused(
      t,
      warningCalls.saveMachineWarningRule,
      { ruleName: '借接收人', warningLevel: 'red', subjectWords: '借', noticeIds: [noticeA] },
      b.token,
      4004,
      '所选接收人不存在或已被删除',
    );
    expect((await warned(t, a.token)).total).toBe(3);
  });

  it('refuses bad rule input with Chinese messages', async () => {
    const save = warningCalls.saveMachineWarningRule;
    const base = { ruleName: '新规则', warningLevel: 'red' };
    await expectRefused(
      t,
      save,
      base,
      a.token,
      4000,
      '请选择监测的专题或重点监测对象，或填写预警关键词',
    );
    await expectRefused(
      t,
      save,
      { ...base, ruleMode: 'advanced', expression: '火灾|' },
      a.token,
      4000,
      '预警关键词有误：第3个字符处',
    );
    await expectRefused(
      t,
      save,
      { ...base, ruleMode: 'advanced', expression: '-演习' },
      a.token,
      4000,
      '只有排除词',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', volumeCount: 3 },
      a.token,
      4000,
      '数量阈值需同时填写篇数和分钟数',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', pushStartTime: '25:00', pushEndTime: '08:00' },
      a.token,
      4000,
      '时间格式应为 HH:mm',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', pushStartTime: '08:00' },
      a.token,
      4000,
      '推送时段需同时填写开始和结束时间',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', pushStartTime: '08:00', pushEndTime: '08:00' },
      a.token,
      4000,
      '开始和结束时间不能相同',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', warningLevel: 'purple' },
      a.token,
      4000,
      '必须是以下之一',
    );
    await expectRefused(
      t,
      save,
      { ...base, subjectWords: '火', noticeWays: ['pigeon'] },
      a.token,
      4000,
      '必须是以下之一',
    );
    await expectRefused(
      t,
      save,
      { ...base, ruleName: '火灾', subjectWords: '火' },
      a.token,
      4009,
      '预警规则名称“火灾”已存在',
    );
    await expectRefused(
      t,
      save,
      { ...base, warningRuleId: manualA, subjectWords: '火' },
      a.token,
      4000,
      '人工预警规则不能改为机器预警规则',
    );
    await expectRefused(
      t,
      warningCalls.saveArtificialWarningRule,
      { ...base, warningRuleId: ruleA },
      a.token,
      4000,
      '机器预警规则不能改为人工预警规则',
    );
    await expectRefused(
      t,
      warningCalls.saveArtificialWarningRule,
      { ...base, pushEndTime: '18:00' },
      a.token,
      4000,
      '推送时段需同时填写开始和结束时间',
    );
    await expectRefused(
      t,
      warningCalls.findWarningRuleInfo,
      { warningRuleId: 'abc' },
      a.token,
      4000,
      '参数「warningRuleId」',
    );
    await expectRefused(
      t,
      warningCalls.findPageWarningRuleLog,
      { startTime: '2026-11-02', endTime: '2026-11-01' },
      a.token,
      4000,
      '结束时间不能早于开始时间',
    );
    await expectRefused(
      t,
      warningCalls.previewWarningRule,
      base,
      a.token,
      4000,
      '请选择监测的专题或重点监测对象，或填写预警关键词',
    );
  });

  it('saves recipients with their ways of reach, and refuses one without any', async () => {
    const id = await notice(t, a.token, {
      noticeName: '飞书群',
      webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef',
      webhookType: 'feishu',
      accountId: a.accountId,
    });
    const page = await data<Page<NoticeItem>>(
      t,
      warningCalls.findWarningNotice,
      { keyword: '飞书' },
      a.token,
    );
    expect(page.list).toEqual([
      {
        noticeId: id,
        noticeName: '飞书群',
        accountId: a.accountId,
        phone: null,
        email: null,
        weChatOpenId: null,
        webhookUrl: 'https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef',
        webhookType: 'feishu',
      },
    ]);
    expect(
      (
        await data<Page<NoticeItem>>(
          t,
          warningCalls.findWarningNotice,
          { keyword: '1381234' },
          a.token,
        )
      ).list.map((n) => n.noticeName),
    ).toEqual(['李四']);
    const save = warningCalls.saveWarningNotice;
    await expectRefused(t, save, { noticeName: '空' }, a.token, 4000, '请至少填写一种联系方式');
    await expectRefused(
      t,
      save,
      { noticeName: '类型', webhookType: 'wecom', email: 'a@example.cn' },
      a.token,
      4000,
      '请同时填写 Webhook 地址',
    );
    await expectRefused(
      t,
      save,
      { noticeName: '邮箱', email: 'not-an-email' },
      a.token,
      4000,
      '邮箱格式不正确',
    );
    await expectRefused(
      t,
      save,
      { noticeName: '电话', phone: '12345' },
      a.token,
      4000,
      '请输入正确的11位手机号',
    );
    await expectRefused(
      t,
      save,
      { noticeName: '地址', webhookUrl: 'ftp://example.cn/hook' },
      a.token,
      4000,
      'http://',
    );
    await expectRefused(
      t,
      save,
      { noticeName: '类型', webhookUrl: 'https://example.cn/h', webhookType: 'slack' },
      a.token,
      4000,
      '必须是以下之一',
    );
  });
});
