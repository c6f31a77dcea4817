import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  applicationCalls,
  eventCalls,
  indexCalls,
  menuCalls,
  personalCenterCalls as pc,
  personalCenterSettingsCalls as pcs,
  specialCalls,
} from '@guanlan/shared';
import { CJK, PASSWORD, useAccountEnv } from '../../../test/helpers/account-env.js';
import type { Page } from '../../../test/helpers/account-env.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { recordInApp } from '../../notify/in-app-delivery.js';

interface Item {
  accountId: number;
  userName: string;
  enabled: boolean;
  modules: string[];
}

/**
 * Account tiers and what a root grants: quotas, who manages whom, modules and topics, the export
 * switch, the menu, the audit log and warning pushes.
 */
describe.each(ENGINES)('account centre (%s)', (engine) => {
  const { env, u, login, ok } = useAccountEnv(engine);

  it('lets the root create ordinary accounts up to the quota, then refuses with a Chinese reason', async () => {
    const check = await ok<{ valid: boolean }>(pc.validateOrdinaryAccountCount, {}, env.root.token);
    expect(check.valid).toBe(true);
    for (const name of ['ord_a', 'ord_b']) {
      await ok(
        pc.saveOrdinaryAccount,
        { userName: u(name), realName: '同级', password: PASSWORD },
        env.root.token,
      );
    }
    const full = await ok<{ valid: boolean; message: string }>(
      pc.validateOrdinaryAccountCount,
      {},
      env.root.token,
    );
    expect(full.valid).toBe(false);
    expect(full.message).toContain('2个');
    const { body } = await env.t.call(
      pc.saveOrdinaryAccount,
      { userName: u('ord_c'), realName: '超额', password: PASSWORD },
      { token: env.root.token },
    );
    expect(body.meta.code).toBe(4000);
    expect(body.meta.message).toContain('上限');
    const page = await ok<Page<Item>>(pc.findPageOrdinaryAccount, {}, env.root.token);
    expect(page.total).toBe(2);
    // Another organisation sees none of them and cannot delete them.
    const foreign = await ok<Page<Item>>(pc.findPageOrdinaryAccount, {}, env.other.token);
    expect(foreign.total).toBe(0);
    const id = page.list[0]!.accountId;
    const del = await env.t.call(
      pc.deleteOrdinaryAccount,
      { accountId: id },
      { token: env.other.token },
    );
    expect(del.body.meta.code).toBe(4004);
  });

  it('keeps tiers: an ordinary account manages sub accounts but not ordinary ones; a sub account nobody', async () => {
    const ordToken = await login(u('ord_a'));
    const refused = await env.t.call(pc.findPageOrdinaryAccount, {}, { token: ordToken });
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
    const subRefused = await env.t.call(pc.findPageSubAccount, {}, { token: subToken });
    expect(subRefused.body.meta).toMatchObject({ code: 4003, message: '子账号无权管理账号' });
    const leader = await ok<{ userName: string }>(pc.findLeaderAccountInfo, {}, subToken);
    expect(leader.userName).toBe(env.root.userName);
  });

  it('limits a sub account to its modules and topics, and ends its sessions when disabled or deleted', async () => {
    const { groupId } = await ok<{ groupId: number }>(
      specialCalls.saveColumn,
      { columnName: '授权栏目' },
      env.root.token,
    );
    const ids: number[] = [];
    for (const name of ['授权专题', '未授权专题']) {
      const r = await ok<{ specialId: number }>(
        specialCalls.saveColumnSpecial,
        { groupId, specialName: name, subjectWords: name.slice(0, 2) },
        env.root.token,
      );
      ids.push(r.specialId);
    }
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('duty'), realName: '值班员', password: PASSWORD },
      env.root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId, modules: ['special', 'warning'], specialIds: [ids[0]] },
      env.root.token,
    );
    const modules = await ok<{ module: string; granted: boolean }[]>(
      pc.findSubAccountModule,
      { accountId },
      env.root.token,
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
    const hidden = await env.t.call(
      specialCalls.findColumnSpecial,
      { specialId: ids[1] },
      { token },
    );
    expect(hidden.body.meta.code).toBe(4003);
    await ok(specialCalls.findColumnSpecial, { specialId: ids[0] }, token);
    const event = await env.t.call(eventCalls.findPageEvent, {}, { token });
    expect(event.body.meta).toMatchObject({
      code: 4003,
      message: '您的账号未开通该模块，请联系主账号授权',
    });

    // The dashboard of a topic-limited account ranks only its topics.
    const { accountId: rankerId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('ranker'), realName: '排行', password: PASSWORD },
      env.root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId: rankerId, modules: ['dashboard', 'special'], specialIds: [ids[0]] },
      env.root.token,
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
      env.root.token,
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
      env.root.token,
    );
    const after = await env.t.call(specialCalls.findAllColumnSpecial, {}, { token });
    expect([3002, 3003]).toContain(after.body.meta.code);
    await ok(
      pc.saveSubAccount,
      { accountId, userName: u('duty'), realName: '值班员', enabled: true },
      env.root.token,
    );
    const again = await login(u('duty'));
    await ok(pc.deleteSubAccount, { accountId }, env.root.token);
    const gone = await env.t.call(specialCalls.findAllColumnSpecial, {}, { token: again });
    expect([3002, 3003]).toContain(gone.body.meta.code);
    const page = await ok<Page<Item>>(pc.findPageSubAccount, {}, env.root.token);
    expect(page.list.map((i) => i.userName)).not.toContain(u('duty'));
  });

  it('refuses exports and downloads to an account whose root switched them off', async () => {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('noexport'), realName: '禁导出', password: PASSWORD },
      env.root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, modules: ['special'] }, env.root.token);
    await ok(
      pc.saveSubAccountConfig,
      { accountId, allowExport: false, maxExportCount: 1000 },
      env.root.token,
    );
    expect(await ok(pc.findAccountConfig, { accountId }, env.root.token)).toMatchObject({
      allowExport: false,
      maxExportCount: 1000,
    });
    const token = await login(u('noexport'));
    const refused = await env.t.call(pcs.exportOperationLog, {}, { token });
    expect(refused.body.meta).toMatchObject({
      code: 4003,
      message: '您的账号未开通导出与下载权限，请联系主账号',
    });
    await ok(pcs.findPageOperationLog, {}, token);
  });

  it('shapes the menu by the app centre, aliases and the account menu setting, and keeps the skin', async () => {
    await ok(
      applicationCalls.controlAppForMenu,
      { module: 'event', showState: false },
      env.root.token,
    );
    const apps = await ok<{ module: string; showState: boolean; description: string }[]>(
      applicationCalls.findAppMenu,
      {},
      env.root.token,
    );
    expect(apps.find((a) => a.module === 'event')).toMatchObject({ showState: false });
    expect(apps.every((a) => CJK.test(a.description))).toBe(true);
    await ok(pcs.saveMenuAlias, { module: 'special', alias: '重点专题' }, env.root.token);
    const menu = await ok<{ modules: { module: string; title: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      env.root.token,
    );
    expect(menu.modules.some((m) => m.module === 'event')).toBe(false);
    expect(menu.modules.find((m) => m.module === 'special')?.title).toBe('重点专题');
    await ok(pcs.saveMenuSetting, { modules: ['warning', 'special'] }, env.root.token);
    const mine = await ok<{ modules: { module: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      env.root.token,
    );
    expect(mine.modules.map((m) => m.module)).toEqual(['warning', 'special', 'account', 'common']);
    // Another organisation's menu is untouched.
    const theirs = await ok<{ modules: { module: string }[] }>(
      menuCalls.findAppFromMenu,
      {},
      env.other.token,
    );
    expect(theirs.modules.some((m) => m.module === 'event')).toBe(true);
    await ok(pcs.saveSkinSetting, { skin: 'dark' }, env.root.token);
    expect(await ok(pcs.findSkinSetting, {}, env.root.token)).toEqual({ skin: 'dark' });
    const subRefused = await env.t.call(
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
      env.root.token,
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
    >(pcs.findPageOperationLog, { kind: 'operation', keyword: '新建或修改子账号' }, env.root.token);
    expect(log.list[0]).toMatchObject({
      title: '新建或修改子账号',
      resourceId: String(saved.accountId),
      outcome: 'success',
      userName: env.root.userName,
      device: 'web',
    });
    const failures = await ok<Page<{ outcome: string }>>(
      pcs.findPageOperationLog,
      { outcome: 'failure' },
      env.root.token,
    );
    expect(failures.total).toBeGreaterThan(0);
    expect(failures.list.every((r) => r.outcome === 'failure')).toBe(true);
    const logins = await ok<Page<{ title: string }>>(pcs.findPageLoginLog, {}, env.root.token);
    expect(logins.list.map((r) => r.title)).toContain('登录');
    const foreign = await ok<Page<unknown>>(
      pcs.findPageOperationLog,
      { keyword: '新建或修改子账号' },
      env.other.token,
    );
    expect(foreign.total).toBe(0);
    const { res } = await env.t.call(
      pcs.exportOperationLog,
      { kind: 'operation' },
      { token: env.root.token },
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
      env.root.token,
    );
    expect(exports.list[0]?.title).toBe('导出操作日志');
  });

  it('sends warning messages and pushes only to accounts that have the 预警 module', async () => {
    const noWarn = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u('nowarn'), realName: '无预警', password: PASSWORD },
      env.root.token,
    );
    await ok(
      pc.saveSubAccountAuthorization,
      { accountId: noWarn.accountId, modules: ['special'] },
      env.root.token,
    );
    const push = await env.t.db.transaction().execute((trx) =>
      recordInApp(
        trx,
        {
          deliveryId: 1,
          firingId: 1,
          orgId: env.root.orgId,
          level: 'red',
          ruleName: '测试规则',
          reason: '测试预警',
          firedAt: env.t.clock.now(),
          articles: [],
          appBase: '',
        },
        env.t.clock.now(),
        1,
      ),
    );
    expect(push.accountIds).toContain(env.root.accountId);
    expect(push.accountIds).not.toContain(noWarn.accountId);
    const got = await env.t.db
      .selectFrom('message')
      .select('account_id')
      .where('content', '=', '测试预警')
      .execute();
    expect(got.map((r) => r.account_id)).toContain(env.root.accountId);
    expect(got.map((r) => r.account_id)).not.toContain(noWarn.accountId);
  });
});
