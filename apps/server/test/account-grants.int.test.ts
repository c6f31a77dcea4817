import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCalls,
  loginCalls,
  messageCalls,
  personalCenterCalls as pc,
  specialCalls,
  warningCalls,
} from '@guanlan/shared';
import ExcelJS from 'exceljs';
import { createTestApp, toQuery } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES } from './helpers/test-db.js';
import {
  NEGATIVE,
  article,
  ingestAndNotify,
  machineRule,
} from '../src/modules/warning/warning.fixture.js';
import type { Page, WarnedItem } from '../src/modules/warning/warning.fixture.js';

const PASSWORD = 'Secret123abc';

/**
 * What a root's grants and limits mean to a sub account, everywhere: warnings (list, unread
 * count, export, deletion, message centre) only of its granted topics, events only granted
 * ones, its own 专题数上限, 导出上限 and 绑定IP.
 */
describe.each(ENGINES)('account grants and limits (%s)', (engine) => {
  let t: TestApp;
  let root: Awaited<ReturnType<TestApp['loginAs']>>;
  const u = (name: string) => `${name}_g_${engine}`;

  async function login(userName: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin${toQuery({ userName, password: PASSWORD })}`,
    });
    return res.json<{ meta: { code: number; message: string }; data: { accessToken: string } }>();
  }
  async function token(userName: string): Promise<string> {
    const body = await login(userName);
    expect(body.meta, body.meta.message).toMatchObject({ code: 200 });
    return body.data.accessToken;
  }
  async function ok<T>(def: Parameters<TestApp['call']>[0], input: object, tk: string) {
    const { body } = await t.call<T>(def, input as Record<string, unknown>, { token: tk });
    expect(body.meta, `${def.path} ${body.meta.message}`).toMatchObject({ code: 200 });
    return body.data;
  }
  /** A sub account with these modules, granted topics and events, and config. */
  async function sub(name: string, grants: object, config: object = {}): Promise<number> {
    const { accountId } = await ok<{ accountId: number }>(
      pc.saveSubAccount,
      { userName: u(name), realName: name, password: PASSWORD },
      root.token,
    );
    await ok(pc.saveSubAccountAuthorization, { accountId, ...grants }, root.token);
    await ok(pc.saveSubAccountConfig, { accountId, ...config }, root.token);
    return accountId;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    root = await t.loginAs();
  }, 120_000);
  afterAll(() => t.close());

  it('shows a topic-limited account only the warnings of its granted topics', async () => {
    const { groupId } = await ok<{ groupId: number }>(
      specialCalls.saveColumn,
      { columnName: '预警栏目' },
      root.token,
    );
    const special = async (name: string, words: string) =>
      (
        await ok<{ specialId: number }>(
          specialCalls.saveColumnSpecial,
          { groupId, specialName: name, subjectWords: words },
          root.token,
        )
      ).specialId;
    const typhoon = await special('台风专题', '台风');
    const quake = await special('地震专题', '地震');
    await machineRule(t, root.token, { ruleName: '台风预警', specialIds: [typhoon] });
    await machineRule(t, root.token, { ruleName: '地震预警', specialIds: [quake] });
    await sub('watch', { modules: ['special', 'warning'], specialIds: [typhoon] });
    const watch = await token(u('watch'));

    await ingestAndNotify(t, [article(t, '台风登陆沿海多地停课', NEGATIVE)]);
    await ingestAndNotify(t, [article(t, '地震致山区道路中断', NEGATIVE)]);

    const all = await ok<Page<WarnedItem>>(warningCalls.findWarningArticle, {}, root.token);
    expect(all.list.map((w) => w.ruleName).sort()).toEqual(['地震预警', '台风预警'].sort());
    const mine = await ok<Page<WarnedItem>>(warningCalls.findWarningArticle, {}, watch);
    expect(mine.total).toBe(1);
    expect(mine.list.map((w) => w.title)).toEqual(['台风登陆沿海多地停课']);
    const unread = await ok<{ count: number }>(warningCalls.findUnreadWarningCount, {}, watch);
    expect(unread.count).toBe(1);

    // The message centre got only the granted topic's warning.
    const messages = await ok<{ list: { title: string }[] }>(
      messageCalls.showMessage,
      { messageType: 'warning' },
      watch,
    );
    expect(messages.list.map((m) => m.title).join()).toContain('台风预警');
    expect(messages.list.map((m) => m.title).join()).not.toContain('地震预警');

    // Its export holds only its warning; another topic's warning cannot be deleted.
    const file = await t.call(
      warningCalls.exportWarningArticle,
      { exportCount: 1000 },
      {
        token: watch,
      },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String).join('|');
    expect(cells).toContain('台风登陆沿海多地停课');
    expect(cells).not.toContain('地震致山区道路中断');
    const quakeWarning = all.list.find((w) => w.ruleName === '地震预警')!.warningId;
    const del = await t.call(
      warningCalls.deleteWarningArticle,
      { warningIds: [quakeWarning] },
      { token: watch },
    );
    expect(del.body.meta).toMatchObject({ code: 4004 });
  });

  it('shows an event-limited account only its granted events', async () => {
    const event = async (name: string) =>
      (
        await ok<{ eventId: number }>(
          eventCalls.saveEvent,
          {
            eventName: name,
            eventStartTime: t.clock.now() - 3_600_000,
            ruleMode: 'simple',
            subjectWords: name.slice(0, 2),
          },
          root.token,
        )
      ).eventId;
    const flood = await event('洪水事件');
    const fire = await event('火灾事件');
    await sub('events', { modules: ['event'], eventIds: [flood] });
    const tk = await token(u('events'));
    const page = await ok<Page<{ eventId: number }>>(eventCalls.findPageEvent, {}, tk);
    expect(page.list.map((e) => e.eventId)).toEqual([flood]);
    await ok(eventCalls.findEventInfo, { eventId: flood }, tk);
    for (const def of [eventCalls.findEventInfo, eventCalls.findEventArticle]) {
      const refused = await t.call(def, { eventId: fire }, { token: tk });
      expect(refused.body.meta).toMatchObject({
        code: 4003,
        message: '您的账号未获授权查看该事件，请联系主账号授权',
      });
    }
    const exported = await t.call(
      eventCalls.exportEventArticle,
      { eventId: fire, exportCount: 1000 },
      { token: tk },
    );
    expect(exported.body.meta.code).toBe(4003);
    const rootPage = await ok<Page<{ eventId: number }>>(eventCalls.findPageEvent, {}, root.token);
    expect(rootPage.total).toBeGreaterThanOrEqual(2);
  });

  it('stops a sub account at its own 专题数上限 and grants it the topics it creates', async () => {
    const { groupId } = await ok<{ groupId: number }>(
      specialCalls.saveColumn,
      { columnName: '自建栏目' },
      root.token,
    );
    const { specialId: granted } = await ok<{ specialId: number }>(
      specialCalls.saveColumnSpecial,
      { groupId, specialName: '授予的专题', subjectWords: '港口' },
      root.token,
    );
    await sub('maker', { modules: ['special'], specialIds: [granted] }, { maxSpecialCount: 2 });
    const tk = await token(u('maker'));
    const save = (name: string) =>
      t.call<{ specialId: number }>(
        specialCalls.saveColumnSpecial,
        { groupId, specialName: name, subjectWords: '港口' },
        { token: tk },
      );
    const first = await save('自建一');
    expect(first.body.meta.code).toBe(200);
    expect((await save('自建二')).body.meta.code).toBe(200);
    const third = await save('自建三');
    expect(third.body.meta).toMatchObject({
      code: 4010,
      message: '您的账号最多可创建2个专题，已达上限，请删除不用的专题或联系主账号调整',
    });
    const check = await ok<{ valid: boolean; message: string | null }>(
      specialCalls.validateSaveColumnSpecial,
      { groupId, specialName: '自建三', subjectWords: '港口' },
      tk,
    );
    expect(check).toEqual({ valid: false, message: third.body.meta.message });
    // The topics it made are in its own tree; editing one is not a new topic.
    const tree = await ok<{ specials: { specialId: number }[] }[]>(
      specialCalls.findAllColumnSpecial,
      {},
      tk,
    );
    const seen = tree.flatMap((c) => c.specials.map((x) => x.specialId));
    expect(seen).toHaveLength(3);
    expect(seen).toContain(first.body.data.specialId);
    const edit = await t.call(
      specialCalls.saveColumnSpecial,
      {
        specialId: first.body.data.specialId,
        groupId,
        specialName: '自建一改',
        subjectWords: '港口',
      },
      { token: tk },
    );
    expect(edit.body.meta.code).toBe(200);
    // The root is not bound by a sub account's limit.
    const byRoot = await t.call(
      specialCalls.saveColumnSpecial,
      { groupId, specialName: '主账号专题', subjectWords: '港口' },
      { token: root.token },
    );
    expect(byRoot.body.meta.code).toBe(200);
  });

  it('refuses an export beyond the account’s 导出上限', async () => {
    await sub('rows', { modules: ['warning'] }, { maxExportCount: 1000 });
    const tk = await token(u('rows'));
    const over = await t.call(
      warningCalls.exportWarningArticle,
      { exportCount: 5000 },
      {
        token: tk,
      },
    );
    expect(over.body.meta).toMatchObject({
      code: 4003,
      message: '导出条数超过您的账号导出上限（1000条），请减少导出条数或联系主账号调整',
    });
    const within = await t.call(
      warningCalls.exportWarningArticle,
      { exportCount: 1000 },
      {
        token: tk,
      },
    );
    expect(within.res.headers['content-type']).toContain('spreadsheet');
  });

  it('lets an account bound to addresses (绑定IP) log in and stay only from them', async () => {
    const accountId = await sub('bound', { modules: ['special'] }, { bindIp: '10.0.0.0/8' });
    const refused = await login(u('bound'));
    expect(refused.meta).toMatchObject({
      code: 4003,
      message: '当前登录IP（127.0.0.1）不在该账号绑定的IP范围内，禁止登录，请联系主账号',
    });
    await ok(pc.saveSubAccountConfig, { accountId, bindIp: '10.1.1.1, 127.0.0.1' }, root.token);
    const tk = await token(u('bound'));
    await ok(pc.findAccountInfo, {}, tk);
    // Re-bound elsewhere: the open session is refused at its next call.
    await ok(pc.saveSubAccountConfig, { accountId, bindIp: '192.168.3.0/24' }, root.token);
    expect([3002, 3003]).toContain(
      (await t.call(pc.findAccountInfo, {}, { token: tk })).body.meta.code,
    );
    const again = await t.call(loginCalls.ajaxLogin, { userName: u('bound'), password: PASSWORD });
    expect(again.body.meta.code).toBe(4003);
  });
});
