import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intensiveMonitorCalls, warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  POSITIVE,
  article,
  codeOf,
  data,
  ingestAndNotify,
  machineRule,
  warned,
} from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

/**
 * 重点监测 → 预警: a new article of a monitored site or account raises a warning through the
 * ordinary machine rules (with their sentiment and word conditions); other organisations'
 * monitored objects, disabled objects and other sites stay quiet.
 */
describe.each(ENGINES)('warnings from monitored objects (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  const monitor: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    const { groupId } = await data<{ groupId: number }>(
      t,
      intensiveMonitorCalls.saveIntensiveMonitorGroup,
      { groupName: '重点媒体' },
      a.token,
    );
    for (const [key, form] of [
      ['site', { monitorName: '江城晚报', carrier: 'news', siteName: '江城晚报' }],
      ['account', { monitorName: '城事观察', carrier: 'microBlog', accountName: '城事观察' }],
    ] as const) {
      monitor[key] = (
        await data<{ monitorId: number }>(
          t,
          intensiveMonitorCalls.saveIntensiveMonitor,
          { groupId, ...form },
          a.token,
        )
      ).monitorId;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('warns of a monitored object’s new negative article, and of nothing else', async () => {
    const ruleId = await machineRule(t, a.token, {
      ruleName: '重点对象负面',
      monitorIds: [monitor.site, monitor.account],
      sentiments: ['negative'],
    });
    await ingestAndNotify(t, [
      article(t, '江城晚报：老旧小区燃气管道老化', NEGATIVE, { siteName: '江城晚报' }),
      article(t, '城事观察：化工厂泄漏事故多人受伤', NEGATIVE, {
        siteName: '微博',
        carrier: 'microBlog',
        author: { name: '城事观察' },
      }),
      article(t, '江城晚报：社区活动圆满举行', POSITIVE, { siteName: '江城晚报' }),
      article(t, '别家报纸：老旧小区燃气管道老化', NEGATIVE, { siteName: '别家报纸' }),
    ]);
    const page = await warned(t, a.token);
    expect(page.list.map((w) => w.title).sort()).toEqual(
      ['江城晚报：老旧小区燃气管道老化', '城事观察：化工厂泄漏事故多人受伤'].sort(),
    );
    expect(page.list.every((w) => w.ruleName === '重点对象负面')).toBe(true);
    expect((await warned(t, b.token)).total).toBe(0);
    const info = await data<{ monitorIds: number[] }>(
      t,
      warningCalls.findWarningRuleInfo,
      { warningRuleId: ruleId },
      a.token,
    );
    expect(info.monitorIds.sort()).toEqual([monitor.site!, monitor.account!].sort());
  });

  it('keeps to the rule’s words too, and stops once the object is disabled', async () => {
    const ruleId = await machineRule(t, a.token, {
      ruleName: '重点对象停水',
      monitorIds: [monitor.site],
      subjectWords: '停水',
    });
    await ingestAndNotify(t, [
      article(t, '江城晚报：明日城东停水通知', NEGATIVE, { siteName: '江城晚报' }),
    ]);
    const titles = (await warned(t, a.token, { warningRuleId: ruleId })).list;
    expect(titles.map((w) => w.title)).toEqual(['江城晚报：明日城东停水通知']);
    await data(
      t,
      intensiveMonitorCalls.saveIntensiveMonitorEnableState,
      { monitorId: monitor.site, enableState: false },
      a.token,
    );
    await ingestAndNotify(t, [
      article(t, '江城晚报：城西停水抢修', NEGATIVE, { siteName: '江城晚报' }),
    ]);
    const after = await warned(t, a.token);
    expect(after.list.map((w) => w.title)).not.toContain('江城晚报：城西停水抢修');
  });

  it('refuses another organisation’s monitored objects', async () => {
    const meta = await codeOf(
      t,
      warningCalls.saveMachineWarningRule,
      { ruleName: '借用对象', warningLevel: 'red', monitorIds: [monitor.site] },
      b.token,
    );
    expect(meta).toMatchObject({ code: 4004, message: '所选重点监测对象不存在或已被删除' });
  });
});
