import { expect } from 'vitest';
import { specialCalls, warningCalls } from '@guanlan/shared';
import type { TestApp } from '../../../test/helpers/test-app.js';
import {
  NEGATIVE,
  article,
  codeOf,
  data,
  ingestAndNotify,
  machineRule,
  notice,
} from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

const CJK = /[\u4e00-\u9fff]/;

/**
 * Two organisations that both watch 火灾: A with a recipient, a second rule (仓库, yellow) and
 * an artificial rule; B with a special of its own. Two stories are stored and evaluated: a
 * mall fire (news) and a warehouse fire (forum), which A warns twice (火灾 and 仓库).
 */
export async function seedTwoOrgs(t: TestApp) {
  const a: Login = await t.loginAs();
  const b: Login = await t.loginAs();
  const noticeA = await notice(t, a.token, {
    noticeName: '李四',
    email: 'lisi@example.cn',
    phone: '13812345678',
  });
  const ruleA = await machineRule(t, a.token, {
    ruleName: '火灾',
    subjectWords: '火灾',
    noticeIds: [noticeA],
  });
  const storeRuleA = await machineRule(t, a.token, {
    ruleName: '仓库',
    subjectWords: '仓库',
    warningLevel: 'yellow',
  });
  const manual = await data<{ warningRuleId: number }>(
    t,
    warningCalls.saveArtificialWarningRule,
    { ruleName: '手动', warningLevel: 'orange' },
    a.token,
  );
  const ruleB = await machineRule(t, b.token, {
    ruleName: '火灾',
    subjectWords: '火灾',
    warningLevel: 'orange',
  });
  const col = await data<{ groupId: number }>(
    t,
    specialCalls.saveColumn,
    { columnName: 'B栏目' },
    b.token,
  );
  const special = await data<{ specialId: number }>(
    t,
    specialCalls.saveColumnSpecial,
    { groupId: col.groupId, specialName: 'B专题', ruleMode: 'simple', subjectWords: '火灾' },
    b.token,
  );
  const [mallId = 0] = await ingestAndNotify(t, [article(t, '商场发生火灾多人被困', NEGATIVE)]);
  const [storeId = 0] = await ingestAndNotify(t, [
    article(t, '物流仓库深夜起火损失严重', '仓库货物全部烧毁，火灾原因正在调查，附近居民恐慌。', {
      carrier: 'forum',
    }),
  ]);
  return {
    a,
    b,
    noticeA,
    ruleA,
    storeRuleA,
    manualA: manual.warningRuleId,
    ruleB,
    specialB: special.specialId,
    mallId,
    storeId,
  };
}

/** Expects a call to be refused with this code and a Chinese message containing `message`. */
export async function expectRefused(
  t: TestApp,
  def: Parameters<TestApp['call']>[0],
  input: Record<string, unknown>,
  token: string,
  code: number,
  message: string,
): Promise<void> {
  const meta = await codeOf(t, def, input, token);
  expect(meta.code).toBe(code);
  expect(meta.message).toContain(message);
  expect(meta.message).toMatch(CJK);
}
