import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationCalls,
  eventCalls,
  indexCalls,
  loginCalls,
  menuCalls,
  personalCenterCalls as pc,
  personalCenterSettingsCalls as pcs,
  specialCalls,
} from '@guanlan/shared';
import { createTestApp, toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { startSmsReceiver } from '../../../test/helpers/sms-receiver.js';
import { recordInApp } from '../../notify/in-app-delivery.js';

const CJK = /[\u4e00-\u9fff]/;
const PASSWORD = 'Secret123abc';

interface Page<T> {
  list: T[];
  total: number;
}
interface Item {
  accountId: number;
  userName: string;
  enabled: boolean;
  modules: string[];
}

describe.each(ENGINES)('account centre (%s)', (engine) => {
  let t: TestApp;
  let root: Awaited<ReturnType<TestApp['loginAs']>>;
  let other: Awaited<ReturnType<TestApp['loginAs']>>;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  const u = (name: string) => `${name}_${engine}`;

  async function login(userName: string, password = PASSWORD): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin${toQuery({ userName, password })}`,
    });
    const body = res.json<{
      meta: { code: number; message: string };
      data: { accessToken: string };
    }>();
    if (body.meta.code !== 200) {
      throw new Error(`login ${userName}: ${body.meta.message}`);
    }
    return body.data.accessToken;
  }

  async function ok<T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token: string,
  ) {
    const { body } = await t.call<T>(def, input, { token });
    expect(body.meta, `${def.path} ${body.meta.message}`).toMatchObject({ code: 200 });
    return body.data;
  }

  beforeAll(async () => {
    sms = await startSmsReceiver();
    t = await createTestApp(engine, { sms: sms.provider });
    root = await t.loginAs();
    other = await t.loginAs();
    await t.db
      .updateTable('organisation')
      .set({ max_ordinary_accounts: 2, max_sub_accounts: 14 })
      .where('id', '=', root.orgId)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('lets the root create ordinary accounts up to the quota, then refuses with a Chinese reason', async () => {
    const check = await ok<{ valid: boolean }>(pc.validateOrdinaryAccountCount, {}, root.token);
    expect(check.valid).toBe(true);
    for (const name of ['ord_a', 'ord_b']) {
      await ok(
        pc.saveOrdinaryAccount,
        { userName: u(name), realName: '同级', password: PASSWORD },
        root.token,
      );
    }
    const full = await ok<{ valid: boolean; message: string }>(
      pc.validateOrdinaryAccountCount,
      {},
      root.token,
    );
    expect(full.valid).toBe(false);
    expect(full.message).toContain('2个');
    const { body } = await t.call(
      pc.saveOrdinaryAccount,
      { userName: u('ord_c'), realName: '超额', password: PASSWORD },
      { token: root.token },
    );
    expect(body.meta.code).toBe(4000);
    expect(body.meta.message).toContain('上限');
    const page = await ok<Page<Item>>(pc.findPageOrdinaryAccount, {}, root.token);
    expect(page.total).toBe(2);
    // Another organisation sees none of them and cannot delete them.
    const foreign = await ok<Page<Item>>(pc.findPageOrdinaryAccount, {}, other.token);
    expect(foreign.total).toBe(0);
    const id = page.list[0]!.accountId;
    const del = await t.call(pc.deleteOrdinaryAccount, { accountId: id }, { token: other.token });
    expect(del.body.meta.code).toBe(4004);
  });

  it('keeps tiers: an ordinary account manages sub accounts but not ordinary ones; a sub account nobody', async () => {
    const ordToken = await login(u('ord_a'));
    const refused = await t.call(pc.findPageOrdinaryAccount, {}, { token: ordToken });
    expect(refused.body.meta.code).toBe(4003);
    expect(refused.body.meta.message).toMatch(CJK);
    const saved = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('sub_by_ord'), realName: '子一', password: PASSWORD },
      ordToken,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId: saved.accountId, modules: ['special'] },
      ordToken,
    );
    const subToken = await login(u('sub_by_ord'));
    const subRefused = await t.call(pc.findPageSubAccount, {}, { token: subToken });
    expect(subRefused.body.meta).toMatchObject({ code: 4003, message: '子账号无权管理账号' });
    const leader = await ok<{ userName: string }>(pc.findLeaderAccountInfo, {}, subToken);
    expect(leader.userName).toBe(root.userName);
  });

  it('limits a sub account to its modules and topics, and ends its sessions when disabled or deleted', async () => {
    const { groupId } = await ok<{ groupId: number }>(
      specialCalls.saveColumn,
      { columnName: '授权栏目' },
      root.token,
    );
    const ids: number[] = [];
    for (const name of ['授权专题', '未授权专题']) {
      const r = await ok<{ specialId: number }>(
        specialCalls.saveColumnSpecial,
        { groupId, specialName: name, subjectWords: name.slice(0, 2) },
        root.token,
      );
      ids.push(r.specialId);
    }
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('duty'), realName: '值班员', password: PASSWORD },
      root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId, modules: ['special', 'warning'], specialIds: [ids[0]] },
      root.token,
    );
    const modules = await ok<{ module: string; granted: boolean }[]>(
      pc.findSubAccountModule,
      { accountId },
      root.token,
    );
    expect(
      modules
        .filter((m) => m.granted)
        .map((m) => m.module)
        .sort(),
    ).toEqual(['special', 'warning']);

    const token = await login(u('duty'));
    const tree = await ok<{ specials: { specialId: number }[] }[]>(
      specialCalls.findAllColumnSpecial,
      {},
      token,
    );
    expect(tree.flatMap((c) => c.specials.map((s) => s.specialId))).toEqual([ids[0]]);
    const hidden = await t.call(specialCalls.findColumnSpecial, { specialId: ids[1] }, { token });
    expect(hidden.body.meta.code).toBe(4003);
    await ok(specialCalls.findColumnSpecial, { specialId: ids[0] }, token);
    const event = await t.call(eventCalls.findPageEvent, {}, { token });
    expect(event.body.meta).toMatchObject({
      code: 4003,
      message: '您的账号未开通该模块，请联系主账号授权',
    });

    // The dashboard of a topic-limited account ranks only its topics.
    const { accountId: rankerId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('ranker'), realName: '排行', password: PASSWORD },
      root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId: rankerId, modules: ['dashboard', 'special'], specialIds: [ids[0]] },
      root.token,
    );
    const ranking = await ok<{ rows: { specialId: number }[] }>(
      indexCalls.findIndexSpecialRanking,
      {},
      await login(u('ranker')),
    );
    expect(ranking.rows.map((r) => r.specialId)).toEqual([ids[0]]);
    const full = await ok<{ rows: { specialId: number }[] }>(
      indexCalls.findIndexSpecialRanking,
      {},
      root.token,
    );
    expect(full.rows.map((r) => r.specialId).sort()).toEqual([...ids].sort());

    const menu = await ok<{ modules: { module: string }[] }>(menuCalls.findAppFromMenu, {}, token);
    expect(menu.modules.map((m) => m.module)).toEqual([
      'special',
      'warning',
      'message',
      'account',
      'common',
    ]);

    // Disabled: the open session ends at once; enabled again, a new login works.
    await ok(
      pc.saveSubAccount,
      { accountId, userName: u('duty'), realName: '值班员', enabled: false },
      root.token,
    );
    const after = await t.call(specialCalls.findAllColumnSpecial, {}, { token });
    expect([3002, 3003]).toContain(after.body.meta.code);
    await ok(
      pc.saveSubAccount,
      { accountId, userName: u('duty'), realName: '值班员', enabled: true },
      root.token,
    );
    const again = await login(u('duty'));
    await ok(pc.deleteSubAccount, { accountId }, root.token);
    const gone = await t.call(specialCalls.findAllColumnSpecial, {}, { token: again });
    expect([3002, 3003]).toContain(gone.body.meta.code);
    const page = await ok<Page<Item>>(pc.findPageSubAccount, {}, root.token);
    expect(page.list.map((i) => i.userName)).not.toContain(u('duty'));
  });

  it('refuses exports and downloads to an account whose root switched them off', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('noexport'), realName: '禁导出', password: PASSWORD },
      root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, root.token);
    await ok(
      pc.saveSubAccountConfig,
      { accountId, allowExport: false, maxExportCount: 1000 },
      root.token,
    );
    expect(await ok(pc.findAccountConfig, { accountId }, root.token)).toMatchObject({
      allowExport: false,
      maxExportCount: 1000,
    });
    const token = await login(u('noexport'));
    const refused = await t.call(pcs.exportOperationLog, {}, { token });
    expect(refused.body.meta).toMatchObject({
      code: 4003,
      message: '您的账号未开通导出与下载权限，请联系主账号',
    });
    await ok(pcs.findPageOperationLog, {}, token);
  });

  it('ends the sessions of an account once its validity (有效期至) has passed', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      {
        userName: u('temp'),
        realName: '临时',
        password: PASSWORD,
        expireTime: t.clock.now() + 3_600_000,
      },
      root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, root.token);
    const token = await login(u('temp'));
    await ok(pc.findAccountInfo, {}, token);
    t.clock.advance(3_600_001);
    expect((await t.call(pc.findAccountInfo, {}, { token })).body.meta.code).toBe(3002);
    // … and may not log in again.
    const again = await t.call(loginCalls.ajaxLogin, { userName: u('temp'), password: PASSWORD });
    expect(again.body.meta).toMatchObject({ code: 4006 });
    expect(again.body.meta.message).toContain('有效期');
  });

  it('changes a password only with the old one and revokes every other session', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('pw'), realName: '改密', password: PASSWORD },
      root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, root.token);
    const first = await login(u('pw'));
    const second = await login(u('pw'));
    const wrong = await t.call(
      pc.updateAccountPassword,
      { oldPassword: 'nope', newPassword: 'Newpass123' },
      { token: second },
    );
    expect(wrong.body.meta).toMatchObject({ code: 4001, message: '原密码不正确' });
    const weak = await t.call(
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
    expect((await t.call(pc.findAccountInfo, {}, { token: first })).body.meta.code).toBe(3003);
    await ok(pc.findAccountInfo, {}, second);
    await login(u('pw'), 'Newpass123');
  });

  it('binds and unbinds the root phone by SMS code, with resend limit and expiry', async () => {
    const phone = engine === 'sqlite' ? '13900001111' : '13900002222';
    const sent = await ok<{ phoneMasked: string }>(pcs.sendCAPhoneCode, { phone }, root.token);
    expect(sent.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const again = await t.call(pcs.sendCAPhoneCode, { phone }, { token: root.token });
    expect(again.body.meta.message).toMatch(/秒后再试/);
    t.clock.advance(6 * 60_000);
    const expired = await t.call(
      pcs.bindCAPhone,
      { phone, phoneCode: sms.lastCode(phone) },
      { token: root.token },
    );
    expect(expired.body.meta.code).toBe(4007);
    await ok(pcs.sendCAPhoneCode, { phone }, root.token);
    await ok(pcs.bindCAPhone, { phone, phoneCode: sms.lastCode(phone) }, root.token);
    const info = await ok<{ phoneMasked: string }>(pc.findAccountInfo, {}, root.token);
    expect(info.phoneMasked).toBe(sent.phoneMasked);
    const taken = await ok<{ valid: boolean }>(pcs.validateCAPhone, { phone }, other.token);
    expect(taken.valid).toBe(false);
    t.clock.advance(61_000);
    await ok(pcs.sendCAPhoneCode, { phone }, root.token);
    await ok(pcs.unbindCAPhone, { phoneCode: sms.lastCode(phone) }, root.token);
    expect(
      (await ok<{ phoneMasked: string | null }>(pc.findAccountInfo, {}, root.token)).phoneMasked,
    ).toBeNull();
  });

  it('shapes the menu by the app centre, aliases and the account menu setting, and keeps the skin', async () => {
    await ok(applicationCalls.controlAppForMenu, { module: 'event', showState: false }, root.token);
    const apps = await ok<{ module: string; showState: boolean; description: string }[]>(
      applicationCalls.findAppMenu,
      {},
      root.token,
    );
    expect(apps.find((a) => a.module === 'event')).toMatchObject({ showState: false });
    expect(apps.every((a) => CJK.test(a.description))).toBe(true);
    await ok(pcs.saveMenuAlias, { module: 'special', alias: '重点专题' }, root.token);
    const menu = await ok<{ modules: { module: string; title: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      root.token,
    );
    expect(menu.modules.some((m) => m.module === 'event')).toBe(false);
    expect(menu.modules.find((m) => m.module === 'special')?.title).toBe('重点专题');
    await ok(pcs.saveMenuSetting, { modules: ['warning', 'special'] }, root.token);
    const mine = await ok<{ modules: { module: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      root.token,
    );
    expect(mine.modules.map((m) => m.module)).toEqual(['warning', 'special', 'account', 'common']);
    // Another organisation's menu is untouched.
    const theirs = await ok<{ modules: { module: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      other.token,
    );
    expect(theirs.modules.some((m) => m.module === 'event')).toBe(true);
    await ok(pcs.saveSkinSetting, { skin: 'dark' }, root.token);
    expect(await ok(pcs.findSkinSetting, {}, root.token)).toEqual({ skin: 'dark' });
    const subRefused = await t.call(
      applicationCalls.controlAppForMenu,
      { module: 'event', showState: true },
      { token: await login(u('sub_by_ord')) },
    );
    expect(subRefused.body.meta.code).toBe(4003);
  });

  it('records mutating calls in the audit log of the organisation only, filters them and exports Excel', async () => {
    const saved = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('audited'), realName: '审计', password: PASSWORD },
      root.token,
    );
    const log = await ok<
      Page<{
        title: string;
        resourceId: string;
        outcome: string;
        userName: string;
        ip: string;
        device: string;
      }>
    >(pcs.findPageOperationLog, { kind: 'operation', keyword: '新建或修改子账号' }, root.token);
    expect(log.list[0]).toMatchObject({
      title: '新建或修改子账号',
      resourceId: String(saved.accountId),
      outcome: 'success',
      userName: root.userName,
      device: 'web',
    });
    const failures = await ok<Page<{ outcome: string }>>(
      pcs.findPageOperationLog,
      { outcome: 'failure' },
      root.token,
    );
    expect(failures.total).toBeGreaterThan(0);
    expect(failures.list.every((r) => r.outcome === 'failure')).toBe(true);
    const logins = await ok<Page<{ title: string }>>(pcs.findPageLoginLog, {}, root.token);
    expect(logins.list.map((r) => r.title)).toContain('登录');
    const foreign = await ok<Page<unknown>>(
      pcs.findPageOperationLog,
      { keyword: '新建或修改子账号' },
      other.token,
    );
    expect(foreign.total).toBe(0);
    const { res } = await t.call(
      pcs.exportOperationLog,
      { kind: 'operation' },
      { token: root.token },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(2).values).toContain('时间');
    const texts = sheet.getColumn(4).values.map(String);
    expect(texts).toContain('新建或修改子账号');
    // The export itself is an audited download.
    const exports = await ok<Page<{ title: string }>>(
      pcs.findPageOperationLog,
      { kind: 'export' },
      root.token,
    );
    expect(exports.list[0]?.title).toBe('导出操作日志');
  });

  it('sends warning messages and pushes only to accounts that have the 预警 module', async () => {
    const noWarn = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('nowarn'), realName: '无预警', password: PASSWORD },
      root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId: noWarn.accountId, modules: ['special'] },
      root.token,
    );
    const push = await t.db.transaction().execute((trx) =>
      recordInApp(
        trx,
        {
          deliveryId: 1,
          firingId: 1,
          orgId: root.orgId,
          level: 'red',
          ruleName: '测试规则',
          reason: '测试预警',
          firedAt: t.clock.now(),
          articles: [],
          appBase: '',
        },
        t.clock.now(),
        1,
      ),
    );
    expect(push.accountIds).toContain(root.accountId);
    expect(push.accountIds).not.toContain(noWarn.accountId);
    const got = await t.db
      .selectFrom('message')
      .select('account_id')
      .where('content', '=', '测试预警')
      .execute();
    expect(got.map((r) => r.account_id)).toContain(root.accountId);
    expect(got.map((r) => r.account_id)).not.toContain(noWarn.accountId);
  });

  it('answers 3001 for the login call when logged out, and the logout is audited', async () => {
    const token = await login(root.userName, 'Passw0rd!x');
    await ok(loginCalls.logout, {}, token);
    const logins = await ok<Page<{ title: string }>>(pcs.findPageLoginLog, {}, root.token);
    expect(logins.list.map((r) => r.title)).toContain('退出登录');
  });
});
