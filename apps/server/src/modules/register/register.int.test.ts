import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCalls, registerCalls } from '@guanlan/shared';
import { cookieOf, createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { makeAccount, makeOrg } from '../../../test/helpers/factories.js';
import { startSmsReceiver } from '../../../test/helpers/sms-receiver.js';

describe.each(ENGINES)('trial application and password recovery (%s)', (engine) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  beforeAll(async () => {
    sms = await startSmsReceiver();
    t = await createTestApp(engine, { sms: sms.provider });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const phoneFor = (n: number) =>
    `13${engine === 'sqlite' ? 8 : 9}0000${String(n).padStart(4, '0')}`;

  it('applies for a trial through the SMS gateway, waits for approval, then logs in', async () => {
    const phone = phoneFor(1);
    const sent = await t.call(registerCalls.sendPhoneCodeByReg, { phone });
    expect(sent.body.data).toEqual({
      phoneMasked: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      expiresInSec: 300,
    });
    expect(sms.messages.at(-1)).toMatchObject({ phone, auth: 'Bearer gateway-secret' });
    expect(sms.messages.at(-1)?.text).toContain('申请试用验证码');

    const application = {
      orgName: '某某大学党委宣传部',
      contactName: '李老师',
      phone,
      phoneCode: sms.lastCode(phone),
      userName: `xuanchuan_${engine}`,
      password: 'Xuanchuan2026',
    };
    const applied = await t.call(registerCalls.register, application);
    expect(applied.body.meta.code).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'pending' });

    const taken = await t.call(registerCalls.getByUserNameYE, { userName: application.userName });
    expect(taken.body.data).toEqual({ available: false });
    const early = await t.call(loginCalls.ajaxLogin, {
      userName: application.userName,
      password: application.password,
    });
    expect(early.body.meta.message).toContain('审核中');

    await t.db
      .updateTable('organisation')
      .set({ status: 'active', approved_at: t.clock.now() })
      .where('id', '=', (applied.body.data as { applicationId: number }).applicationId)
      .execute();
    t.clock.advance(61_000);
    await t.call(registerCalls.sendPhoneCodeByReg, { phone });
    const status = await t.call(registerCalls.registerLogin, {
      phone,
      phoneCode: sms.lastCode(phone),
    });
    expect(status.body.data).toMatchObject({ status: 'active', orgName: '某某大学党委宣传部' });
    const login = (status.body.data as { login: { accessToken: string; needInit: boolean } }).login;
    expect(login.needInit).toBe(true);
    expect(cookieOf(status.res, 'main')).toBe(login.accessToken);
  });

  it('rejects a wrong code, a reused code, a taken user name and a too-weak password in Chinese', async () => {
    const phone = phoneFor(2);
    await t.call(registerCalls.sendPhoneCodeByReg, { phone });
    const base = {
      orgName: '某公司',
      contactName: '张三',
      phone,
      phoneCode: '000000',
      userName: `company_${engine}`,
      password: 'Company2026',
    };
    const wrong = await t.call(registerCalls.register, base);
    expect(wrong.body.meta).toEqual({ code: 4007, message: '验证码错误或已过期' });
    const weak = await t.call(registerCalls.register, { ...base, password: 'short' });
    expect(weak.body.meta).toMatchObject({ code: 4000, message: '密码至少8位' });
    const ok = await t.call(registerCalls.register, { ...base, phoneCode: sms.lastCode(phone) });
    expect(ok.body.meta.code).toBe(200);
    const again = await t.call(registerCalls.register, { ...base, phoneCode: sms.lastCode(phone) });
    expect(again.body.meta.code).toBe(4009);
  });

  it('limits code sending to one a minute per phone', async () => {
    const phone = phoneFor(3);
    expect((await t.call(registerCalls.sendPhoneCodeByReg, { phone })).body.meta.code).toBe(200);
    const again = await t.call(registerCalls.sendPhoneCodeByReg, { phone });
    expect(again.body.meta.code).toBe(4029);
    expect(again.body.meta.message).toMatch(/请\d+秒后再试/);
  });

  it('says so plainly when the SMS gateway is down, and stores nothing usable', async () => {
    const phone = phoneFor(4);
    sms.failNextRequests(1);
    const res = await t.call(registerCalls.sendPhoneCodeByReg, { phone });
    expect(res.body.meta).toEqual({ code: 5030, message: '短信发送失败，请稍后再试' });
    expect(res.res.statusCode).toBe(503);
  });

  it('resets a forgotten password by phone code and ends the old sessions', async () => {
    const phone = phoneFor(5);
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `forgot_${engine}`, phone });
    const before = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: acc.password,
    });
    const oldToken = (before.body.data as { accessToken: string }).accessToken;
    t.clock.advance(61_000);
    await t.call(registerCalls.sendPhoneCodeByForget, { phone });
    const reset = await t.call(registerCalls.validatePhoneCodeByForget, {
      phone,
      phoneCode: sms.lastCode(phone),
      newPassword: 'NewSecret2026',
    });
    expect(reset.body.data).toEqual({ userName: acc.userName });
    expect((await t.call(loginCalls.currentUser, {}, { token: oldToken })).body.meta.code).toBe(
      3003,
    );
    const after = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: 'NewSecret2026',
    });
    expect(after.body.meta.code).toBe(200);
  });

  it('logs in by phone code and binds a phone from /verifyPhone', async () => {
    const phone = phoneFor(6);
    const unknown = await t.call(loginCalls.sendPhoneCodeByLogin, { phone });
    expect(unknown.body.meta).toEqual({ code: 4004, message: '该手机号未绑定任何账号' });
    const s = await t.loginAs();
    await t.call(loginCalls.sendUserPhoneCodeByBind, { phone }, { token: s.token });
    const bound = await t.call(
      loginCalls.bindUserPhone,
      { phone, phoneCode: sms.lastCode(phone) },
      { token: s.token },
    );
    expect(bound.body.data).toEqual({ phoneMasked: `${phone.slice(0, 3)}****${phone.slice(7)}` });
    t.clock.advance(61_000);
    await t.call(loginCalls.sendPhoneCodeByLogin, { phone });
    const login = await t.call(loginCalls.ajaxLogin, { phone, phoneCode: sms.lastCode(phone) });
    expect(login.body.data).toMatchObject({ user: { userName: s.userName } });
  });
});
