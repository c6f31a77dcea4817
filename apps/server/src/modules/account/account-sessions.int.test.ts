import { describe, expect, it } from 'vitest';
import {
  loginCalls,
  personalCenterCalls as pc,
  personalCenterSettingsCalls as pcs,
} from '@guanlan/shared';
import { PASSWORD, useAccountEnv } from '../../../test/helpers/account-env.js';
import type { Page } from '../../../test/helpers/account-env.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

/** Sessions and credentials: account validity, password changes, the root phone, logout. */
describe.each(ENGINES)('account centre (%s)', (engine) => {
  const { env, u, login, ok } = useAccountEnv(engine);

  it('ends the sessions of an account once its validity (有效期至) has passed', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      {
        userName: u('temp'),
        realName: '临时',
        password: PASSWORD,
        expireTime: env.t.clock.now() + 3_600_000,
      },
      env.root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, env.root.token);
    const token = await login(u('temp'));
    await ok(pc.findAccountInfo, {}, token);
    env.t.clock.advance(3_600_001);
    expect((await env.t.call(pc.findAccountInfo, {}, { token })).body.meta.code).toBe(3002);
    // … and may not log in again.
    const again = await env.t.call(loginCalls.ajaxLogin, {
      userName: u('temp'),
      password: PASSWORD,
    });
    expect(again.body.meta).toMatchObject({ code: 4006 });
    expect(again.body.meta.message).toContain('有效期');
  });

  it('changes a password only with the old one and revokes every other session', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('pw'), realName: '改密', password: PASSWORD },
      env.root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, env.root.token);
    const first = await login(u('pw'));
    const second = await login(u('pw'));
    const wrong = await env.t.call(
      pc.updateAccountPassword,
      { oldPassword: 'nope', newPassword: 'Newpass123' },
      { token: second },
    );
    expect(wrong.body.meta).toMatchObject({ code: 4001, message: '原密码不正确' });
    const weak = await env.t.call(
      pc.updateAccountPassword,
      { oldPassword: PASSWORD, newPassword: 'short' },
      { token: second },
    );
    expect(weak.body.meta.code).toBe(4000);
    await ok(
      pc.updateAccountPassword,
      { oldPassword: PASSWORD, newPassword: 'Newpass123' },
      second,
    );
    expect((await env.t.call(pc.findAccountInfo, {}, { token: first })).body.meta.code).toBe(3003);
    await ok(pc.findAccountInfo, {}, second);
    await login(u('pw'), 'Newpass123');
  });

  it('binds and unbinds the root phone by SMS code, with resend limit and expiry', async () => {
    const phone = engine === 'sqlite' ? '13900001111' : '13900002222';
    const sent = await ok<{ phoneMasked: string }>(pcs.sendCAPhoneCode, { phone }, env.root.token);
    expect(sent.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const again = await env.t.call(pcs.sendCAPhoneCode, { phone }, { token: env.root.token });
    expect(again.body.meta.message).toMatch(/秒后再试/);
    env.t.clock.advance(6 * 60_000);
    const expired = await env.t.call(
      pcs.bindCAPhone,
      { phone, phoneCode: env.sms.lastCode(phone) },
      { token: env.root.token },
    );
    expect(expired.body.meta.code).toBe(4007);
    await ok(pcs.sendCAPhoneCode, { phone }, env.root.token);
    await ok(pcs.bindCAPhone, { phone, phoneCode: env.sms.lastCode(phone) }, env.root.token);
    const info = await ok<{ phoneMasked: string }>(pc.findAccountInfo, {}, env.root.token);
    expect(info.phoneMasked).toBe(sent.phoneMasked);
    const taken = await ok<{ valid: boolean }>(pcs.validateCAPhone, { phone }, env.other.token);
    expect(taken.valid).toBe(false);
    env.t.clock.advance(61_000);
    await ok(pcs.sendCAPhoneCode, { phone }, env.root.token);
    await ok(pcs.unbindCAPhone, { phoneCode: env.sms.lastCode(phone) }, env.root.token);
    expect(
      (await ok<{ phoneMasked: string | null }>(pc.findAccountInfo, {}, env.root.token))
        .phoneMasked,
    ).toBeNull();
  });

  it('answers 3001 for the login call when logged out, and the logout is audited', async () => {
    const token = await login(env.root.userName, 'Passw0rd!x');
    await ok(loginCalls.logout, {}, token);
    const logins = await ok<Page<{ title: string }>>(pcs.findPageLoginLog, {}, env.root.token);
    expect(logins.list.map((r) => r.title)).toContain('退出登录');
  });
});
