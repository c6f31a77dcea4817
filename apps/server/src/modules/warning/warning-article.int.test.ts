import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warningCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { data, relogin, unread, warned } from './warning.fixture.js';
import type { Login } from './warning.fixture.js';
import { expectRefused, seedTwoOrgs } from './warning-two-orgs.fixture.js';

const DAY = 86_400_000;

/**
 * Warned articles (预警信息): filters by rule, level, read state and the shared scope, read
 * marks per account, export with the warning columns, time range on the warning time, deletion.
 */
describe.each(ENGINES)('warned articles (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let ruleA = 0;
  let storeRuleA = 0;
  let mallId = 0;
  let storeId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ a, b, ruleA, storeRuleA, mallId, storeId } = await seedTwoOrgs(t));
  }, 120_000);
  afterAll(() => t.close());

  it('filters warned articles by rule, level, read state and carrier, and reads them per account', async () => {
    expect((await warned(t, a.token, { warningLevel: 'yellow' })).list.map((w) => w.id)).toEqual([
      storeId,
    ]);
    expect((await warned(t, a.token, { warningRuleId: ruleA })).total).toBe(2);
    expect(
      (await warned(t, a.token, { carriers: ['forum'] })).list.map((w) => w.ruleName).sort(),
    ).toEqual(['仓库', '火灾']);
    expect((await warned(t, a.token, { keyword: '商场' })).list.map((w) => w.id)).toEqual([mallId]);
    expect(
      (await warned(t, a.token, { warningRuleId: storeRuleA, carriers: ['news'] })).total,
    ).toBe(0);

    await expectRefused(t, warningCalls.readWarning, {}, a.token, 4000, '请选择要标为已读的预警');
    const colleague = await relogin(t, a);
    expect(await unread(t, a.token)).toBe(3);
    await data(t, warningCalls.readWarning, { all: true }, a.token);
    expect(await unread(t, a.token)).toBe(0);
    expect((await warned(t, a.token, { readState: true })).total).toBe(3);
    // Same account, new session: read marks belong to the account, not the session.
    expect(await unread(t, colleague.token)).toBe(0);
    expect(await unread(t, b.token)).toBe(2);
  });

  it('exports warned articles with their level, rule and time in Chinese columns', async () => {
    const { res } = await t.call(
      warningCalls.exportWarningArticle,
      { warningRuleId: ruleA },
      { token: a.token },
    );
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('预警信息_'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['标题', '预警级别', '预警规则', '预警时间', '来源']);
    expect(sheet.rowCount).toBe(2 + 2);
    const rows = [3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 5));
    expect(rows.map((r) => r[0]).sort()).toEqual(
      ['商场发生火灾多人被困', '物流仓库深夜起火损失严重'].sort(),
    );
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['红色预警', '火灾', '2026-11-02 09:00:00'],
      ['红色预警', '火灾', '2026-11-02 09:00:00'],
    ]);
    const selected = await t.call(
      warningCalls.exportWarningArticle,
      { exportCount: 0, articleIds: [mallId] },
      { token: a.token },
    );
    const one = new ExcelJS.Workbook();
    await one.xlsx.load(selected.res.rawPayload as unknown as ArrayBuffer);
    expect(one.worksheets[0]!.rowCount).toBe(3);
    await expectRefused(
      t,
      warningCalls.exportWarningArticle,
      { exportCount: 0 },
      a.token,
      4000,
      '请先勾选要导出的文章',
    );
    await expectRefused(
      t,
      warningCalls.exportWarningArticle,
      { keyword: '不存在的词语' },
      a.token,
      4000,
      '当前条件下没有可导出的预警信息',
    );
  });

  it('applies the time range to when the warning fired, and deletes warnings', async () => {
    t.clock.advance(8 * DAY);
    a = await relogin(t, a);
    expect((await warned(t, a.token)).total).toBe(0);
    const range = {
      timeRange: 'custom',
      startTime: '2026-11-02 00:00:00',
      endTime: '2026-11-02 23:59:59',
    };
    const old = await warned(t, a.token, range);
    expect(old.total).toBe(3);
    const store = old.list.filter((w) => w.id === storeId).map((w) => w.warningId);
    await data(t, warningCalls.deleteWarningArticle, { warningIds: store }, a.token);
    expect((await warned(t, a.token, range)).list.map((w) => w.id)).toEqual([mallId]);
    await expectRefused(
      t,
      warningCalls.deleteWarningArticle,
      { warningIds: store },
      a.token,
      4004,
      '预警不存在或已被删除',
    );
    b = await relogin(t, b);
    expect((await warned(t, b.token, range)).total).toBe(2);
  });
});
