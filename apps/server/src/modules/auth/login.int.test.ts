import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCalls, systemCalls } from '@guanlan/shared';
import { cookieOf, createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { hashToken } from '../../platform/session/tokens.js';
import { TEST_PASSWORD, makeAccount, makeOrg } from '../../../test/helpers/factories.js';

const HOUR = 3600_000;

describe.each(ENGINES)('login and sessions (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const auditActions = async (userName: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('user_name', '=', userName)
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  it('logs in with user name and password, sets AUTHENTICATE_TOKEN and answers the own organisation', async () => {
    const org = await makeOrg(t.db, { name: '甲单位' });
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `alice_${engine}` });
    const { body, res } = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(body.meta.code).toBe(200);
    const data = body.data as { accessToken: string; user: { orgName: string } };
    expect(cookieOf(res, 'main')).toBe(data.accessToken);
    const me = await t.call(loginCalls.currentUser, {}, { token: data.accessToken });
    expect(me.body.data).toMatchObject({ userName: acc.userName, orgName: '甲单位' });
    expect(await auditActions(acc.userName)).toEqual(['login']);
  });

  it('locks after five wrong passwords for 15 minutes, answering each without a count, and audits each try', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `bob_${engine}` });
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { body } = await t.call(loginCalls.ajaxLogin, {
        userName: acc.userName,
        password: 'nope',
      });
      messages.push(`${body.meta.code}:${body.meta.message}`);
    }
    // The answer never tells how many tries are left: it would prove the name exists.
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('4001:用户名或密码错误'));
    expect(messages[4]).toMatch(/^4005:/);
    const locked = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(locked.body.meta.code).toBe(4005);
    expect(locked.body.meta.message).toContain('15分钟');
    t.clock.advance(15 * 60_000 + 1);
    const ok = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(ok.body.meta.code).toBe(200);
    const actions = await auditActions(acc.userName);
    expect(actions.filter((a) => a === 'login_failed')).toHaveLength(6);
    expect(actions).toContain('account_locked');
    expect(actions.at(-1)).toBe('login');
  });

  it('answers an unknown user exactly like a wrong password, lock included', async () => {
    const org = await makeOrg(t.db);
    const known = await makeAccount(t.db, { orgId: org.id, userName: `known_${engine}` });
    const answers = async (userName: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { body, res } = await t.call(loginCalls.ajaxLogin, { userName, password: 'x1' });
        out.push(`${res.statusCode}:${body.meta.code}:${body.meta.message}`);
      }
      return out;
    };
    const ghost = await answers(`ghost_${engine}`);
    expect(ghost[0]).toBe('401:4001:用户名或密码错误');
    expect(ghost[5]).toMatch(/^423:4005:/);
    expect(await answers(known.userName)).toEqual(ghost);
    // Let this address's failures age out of the per-address throttle window.
    t.clock.advance(16 * 60_000);
  });

  it('checks at most five passwords when twenty wrong guesses arrive at once, then stays locked', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `race_${engine}` });
    t.clock.advance(16 * 60_000);
    const codes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { body } = await t.call(
          loginCalls.ajaxLogin,
          { userName: acc.userName, password: `guess${i}` },
          { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        );
        return body.meta.code;
      }),
    );
    expect(codes.filter((c) => c === 4001).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 4005).length).toBeGreaterThanOrEqual(16);
    const checked = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('user_name', '=', acc.userName)
      .where('detail', '=', '密码错误')
      .execute();
    expect(checked.length).toBeLessThanOrEqual(5);
    // Even the right password is refused until the lock runs out.
    const right = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(right.body.meta.code).toBe(4005);
    t.clock.advance(16 * 60_000);
  });

  it('revokes the session on logout: the same token then answers 3003', async () => {
    const s = await t.loginAs();
    expect((await t.call(loginCalls.logout, {}, { token: s.token })).body.meta.code).toBe(200);
    const after = await t.call(loginCalls.currentUser, {}, { token: s.token });
    expect(after.body.meta.code).toBe(3003);
    expect(await auditActions(s.userName)).toEqual(['login', 'logout']);
  });

  it('refreshes a session past half its day with 3004 and a new token; the old one dies after a minute', async () => {
    const s = await t.loginAs();
    t.clock.advance(13 * HOUR);
    const refreshed = await t.call(loginCalls.currentUser, {}, { token: s.token });
    expect(refreshed.body.meta.code).toBe(3004);
    const next = (refreshed.body.data as { accessToken: string }).accessToken;
    expect(next).not.toBe(s.token);
    expect(cookieOf(refreshed.res, 'main')).toBe(next);
    // Requests already in flight with the old token are still served during the grace minute.
    expect((await t.call(loginCalls.currentUser, {}, { token: s.token })).body.meta.code).toBe(200);
    t.clock.advance(61_000);
    expect((await t.call(loginCalls.currentUser, {}, { token: s.token })).body.meta.code).toBe(
      3003,
    );
    expect((await t.call(loginCalls.currentUser, {}, { token: next })).body.meta.code).toBe(200);
  });

  it('expires an unused session after one day', async () => {
    const s = await t.loginAs();
    t.clock.advance(24 * HOUR + 1);
    expect((await t.call(loginCalls.currentUser, {}, { token: s.token })).body.meta.code).toBe(
      3003,
    );
  });

  it('keeps the three systems apart: a main token is invalid for navy; SSO issues a navy token', async () => {
    const s = await t.loginAs();
    const navyWithMain = await t.call(systemCalls.navyLogout, {}, { token: s.token });
    expect(navyWithMain.body.meta.code).toBe(3002);
    const entry = await t.call(systemCalls.navySystemPage, {}, { token: s.token });
    expect(entry.body.meta.code).toBe(200);
    const navyToken = (entry.body.data as { accessToken: string }).accessToken;
    expect(cookieOf(entry.res, 'navy')).toBe(navyToken);
    expect((await t.call(systemCalls.navyLogout, {}, { token: navyToken })).body.meta.code).toBe(
      200,
    );
    // Logging out of navy leaves the main session alone.
    expect((await t.call(loginCalls.currentUser, {}, { token: s.token })).body.meta.code).toBe(200);
  });

  it('logs in to the OA system with its own call and cookie', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `oa_${engine}` });
    const { body, res } = await t.call(systemCalls.oaLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(body.meta.code).toBe(200);
    expect(cookieOf(res, 'oa')).toBe((body.data as { accessToken: string }).accessToken);
  });

  it('lets a sub account use only the modules its root granted', async () => {
    const denied = await t.loginAs({ kind: 'sub', permissions: ['special'] });
    const r1 = await t.call(systemCalls.navySystemPage, {}, { token: denied.token });
    expect(r1.body.meta).toMatchObject({ code: 4003 });
    expect(r1.body.meta.message).toContain('未开通');
    const granted = await t.loginAs({ kind: 'sub', permissions: ['navy'] });
    const r2 = await t.call(systemCalls.navySystemPage, {}, { token: granted.token });
    expect(r2.body.meta.code).toBe(200);
  });

  it('exchanges a one-time ticket for a session once and only once', async () => {
    const s = await t.loginAs();
    const ticket = 'ticket-'.padEnd(43, 'x') + engine;
    await t.db
      .insertInto('login_ticket')
      .values({
        token_hash: hashToken(ticket),
        account_id: s.accountId,
        system: 'main',
        created_at: t.clock.now(),
        expires_at: t.clock.now() + 120_000,
        used_at: null,
      })
      .execute();
    const first = await t.call(loginCalls.tokenLogin, { token: ticket });
    expect(first.body.meta.code).toBe(200);
    expect(cookieOf(first.res, 'main')).toBe(
      (first.body.data as { accessToken: string }).accessToken,
    );
    const second = await t.call(loginCalls.tokenLogin, { token: ticket });
    expect(second.body.meta.code).toBe(3002);
  });

  it('refuses a pending organisation with 审核中', async () => {
    const org = await makeOrg(t.db, { status: 'pending' });
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `pending_${engine}` });
    const { body } = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    expect(body.meta.code).toBe(4006);
    expect(body.meta.message).toContain('审核中');
  });

  it('sends /uelogin users their setup state and saves the chosen edition', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, {
      orgId: org.id,
      userName: `fresh_${engine}`,
      initialized: false,
    });
    const login = await t.call(loginCalls.ajaxLogin, {
      userName: acc.userName,
      password: TEST_PASSWORD,
    });
    const data = login.body.data as { accessToken: string; needInit: boolean };
    expect(data.needInit).toBe(true);
    const versions = await t.call(loginCalls.ueGetVersionList, {}, { token: data.accessToken });
    expect((versions.body.data as { title: string }[]).map((v) => v.title)).toEqual([
      '政务版',
      '高校版',
      '企业版',
    ]);
    const saved = await t.call(
      loginCalls.saveUeSetting,
      { version: 'university', realName: '王老师' },
      { token: data.accessToken },
    );
    expect(saved.body.meta.code).toBe(200);
    const me = await t.call(loginCalls.currentUser, {}, { token: data.accessToken });
    expect(me.body.data).toMatchObject({
      initialized: true,
      edition: 'university',
      realName: '王老师',
    });
  });
});
