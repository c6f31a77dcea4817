import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  article,
  firings,
  ingestAndNotify,
  machineRule,
  relogin,
  warned,
} from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

/** Epoch ms of a Shanghai wall-clock time. */
const cn = (m: number, d: number, hh: number, mm = 0) => Date.UTC(2026, m - 1, d, hh - 8, mm);
const MINUTE = 60_000;

/**
 * Quiet hours, weekends and the minimum interval decide when (or whether) a firing is pushed:
 * the push log shows each delivery's state and why, and deferred ones go out on time.
 */
describe.each(ENGINES)('warning delivery schedule (%s)', (engine) => {
  let t: TestApp;
  let a: Login;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
  }, 120_000);
  afterAll(() => t.close());

  /** Moves the clock and logs in again (sessions last a day). */
  const at = async (ms: number) => {
    t.clock.set(ms);
    a = await relogin(t, a);
  };
  const deliveriesOf = async (ruleId: number) =>
    (await firings(t, a.token, ruleId)).list.map((f) =>
      f.deliveries.map((d) => [d.channel, d.statusName, d.attempts, d.detail, d.sentAt]),
    );

  it('defers a firing at 23:00 to 08:00 the next morning (window 08:00–22:00)', async () => {
    await at(cn(11, 2, 23));
    const ruleId = await machineRule(t, a.token, {
      ruleName: '夜间静默',
      subjectWords: '水库',
      pushStartTime: '08:00',
      pushEndTime: '22:00',
    });
    await ingestAndNotify(t, [article(t, '水库大坝出现裂缝引发担忧', NEGATIVE)]);
    expect(await deliveriesOf(ruleId)).toEqual([
      [['site', '待发送', 0, '不在推送时段，已顺延', null]],
    ]);
    // The warning itself is listed at once; only the push waits.
    expect((await warned(t, a.token, { warningRuleId: ruleId })).total).toBe(1);
    const messages = () =>
      t.db.selectFrom('message').select('id').where('org_id', '=', a.orgId).execute();
    expect(await messages()).toHaveLength(0);

    await at(cn(11, 3, 7, 59));
    await t.notify.runner.drain();
    expect((await deliveriesOf(ruleId))[0]![0]![1]).toBe('待发送');
    await at(cn(11, 3, 8));
    await t.notify.runner.drain();
    expect(await deliveriesOf(ruleId)).toEqual([
      [['site', '已发送', 1, null, '2026-11-03 08:00:00']],
    ]);
    expect(await messages()).toHaveLength(1);
  });

  it('holds a Saturday firing until Monday when weekend pushing is off', async () => {
    await at(cn(11, 7, 10));
    const ruleId = await machineRule(t, a.token, {
      ruleName: '周末不推',
      subjectWords: '桥梁',
      weekendPush: false,
    });
    await ingestAndNotify(t, [article(t, '桥梁护栏松动存在安全隐患', NEGATIVE)]);
    expect(await deliveriesOf(ruleId)).toEqual([
      [['site', '待发送', 0, '不在推送时段，已顺延', null]],
    ]);
    await at(cn(11, 8, 23, 59));
    await t.notify.runner.drain();
    expect((await deliveriesOf(ruleId))[0]![0]![1]).toBe('待发送');
    await at(cn(11, 9, 0));
    await t.notify.runner.drain();
    expect(await deliveriesOf(ruleId)).toEqual([
      [['site', '已发送', 1, null, '2026-11-09 00:00:00']],
    ]);
  });

  it('records a firing within the minimum interval as not pushed, and pushes after it', async () => {
    await at(cn(11, 10, 9));
    const ruleId = await machineRule(t, a.token, {
      ruleName: '间隔三十分钟',
      subjectWords: '燃气',
      minIntervalMinutes: 30,
    });
    await ingestAndNotify(t, [article(t, '老旧小区燃气管道泄漏居民紧急疏散', NEGATIVE)]);
    t.clock.advance(10 * MINUTE);
    await ingestAndNotify(t, [
      article(t, '燃气公司回应涨价质疑', '多名用户反映账单异常，客服电话长期无人接听，引发不满。'),
    ]);
    t.clock.advance(40 * MINUTE);
    await ingestAndNotify(t, [
      article(t, '燃气热水器爆炸致一人受伤', '事故原因正在调查，伤者已送医救治，邻居受到惊吓。'),
    ]);
    // Newest first.
    expect(await deliveriesOf(ruleId)).toEqual([
      [['site', '已发送', 1, null, '2026-11-10 09:50:00']],
      [['site', '未推送', 0, '距上次推送不足 30 分钟，已记录未推送', null]],
      [['site', '已发送', 1, null, '2026-11-10 09:00:00']],
    ]);
  });
});
