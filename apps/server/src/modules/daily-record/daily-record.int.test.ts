import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRecordCalls, formatCn, oaCalls, systemCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { callOk } from '../../../test/helpers/call-ok.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { TEST_PASSWORD, makeAccount } from '../../../test/helpers/factories.js';

interface Page {
  total: number;
  list: {
    recordId: number;
    userId: number;
    recordDate: string;
    content: string;
    readByMe: boolean;
    readCount: number;
  }[];
}

describe.each(ENGINES)('工作日志 daily records (%s)', (engine) => {
  let t: TestApp;
  let leader = '';
  let staff = '';
  let staffId = 0;
  let foreign = '';
  let today = '';

  async function oaToken(userName: string) {
    const { body } = await t.call(systemCalls.oaLogin, { userName, password: TEST_PASSWORD });
    return (body.data as { accessToken: string }).accessToken;
  }
  const ok = <T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token: string,
  ) => callOk<T>(t, def, input, token);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const root = await t.loginAs();
    leader = await oaToken(root.userName);
    const acc = await makeAccount(t.db, {
      orgId: root.orgId,
      userName: `staff_${engine}`,
      kind: 'sub',
      parentId: root.accountId,
      permissions: ['dailyRecord', 'oa'],
    });
    staffId = Number(acc.id);
    staff = await oaToken(acc.userName);
    foreign = await oaToken((await t.loginAs()).userName);
    today = formatCn(t.clock.now(), false);
  });
  afterAll(() => t.close());

  it('keeps one record per person and day under concurrent saves, the last content winning', async () => {
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call<{ recordId: number }>(
          dailyRecordCalls.saveDailyRecord,
          { recordDate: today, content: `第${i}版` },
          { token: staff },
        ),
      ),
    );
    expect(saves.map((s) => s.body.meta.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(saves.map((s) => s.body.data.recordId)).size).toBe(1);
    const mine = await ok<Page>(dailyRecordCalls.findCurrentUserDailyRecord, {}, staff);
    expect(mine.total).toBe(1);
    expect(mine.list[0]!.content).toMatch(/^第\d版$/);
    const rows = await t.db
      .selectFrom('daily_record')
      .select('id')
      .where('account_id', '=', staffId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses future dates and another person's record id", async () => {
    const future = formatCn(t.clock.now() + 2 * 86_400_000, false);
    const res = await t.call(
      dailyRecordCalls.saveDailyRecord,
      { recordDate: future, content: 'x' },
      { token: staff },
    );
    expect(res.body.meta.message).toBe('不能填写未来日期的工作日志');
    const mine = await ok<Page>(dailyRecordCalls.findCurrentUserDailyRecord, {}, staff);
    const steal = await t.call(
      dailyRecordCalls.saveDailyRecord,
      { recordId: mine.list[0]!.recordId, recordDate: today, content: '改别人的' },
      { token: leader },
    );
    expect(steal.body.meta.code).toBe(4004);
  });

  it('lets a leader read everyone with read state, not a sub account, not another organisation', async () => {
    let all = await ok<Page>(dailyRecordCalls.findAllUserDailyRecord, {}, leader);
    const rec = all.list.find((r) => r.userId === staffId)!;
    expect(rec.readByMe).toBe(false);
    const info = await ok<{ readers: { userName: string }[] }>(
      dailyRecordCalls.findDailyRecordInfo,
      { recordId: rec.recordId },
      leader,
    );
    expect(info.readers).toHaveLength(1);
    all = await ok<Page>(dailyRecordCalls.findAllUserDailyRecord, {}, leader);
    expect(all.list.find((r) => r.userId === staffId)).toMatchObject({
      readByMe: true,
      readCount: 1,
    });
    expect(
      (await t.call(dailyRecordCalls.findAllUserDailyRecord, {}, { token: staff })).body.meta.code,
    ).toBe(4003);
    expect(
      (
        await t.call(
          dailyRecordCalls.findDailyRecordInfo,
          { recordId: rec.recordId },
          { token: foreign },
        )
      ).body.meta.code,
    ).toBe(4004);
    expect((await ok<Page>(dailyRecordCalls.findAllUserDailyRecord, {}, foreign)).total).toBe(0);
  });

  it('drafts the day from what the person did', async () => {
    const { reportId } = await ok<{ reportId: number }>(
      oaCalls.saveReport,
      { reportTitle: '河道污染', submit: true },
      staff,
    );
    expect(reportId).toBeGreaterThan(0);
    const draft = await ok<{ content: string }>(dailyRecordCalls.findDailyRecordDraft, {}, staff);
    expect(draft.content).toBe('1. 舆情上报「河道污染」：提交上报');
    const empty = await ok<{ content: string }>(
      dailyRecordCalls.findDailyRecordDraft,
      { recordDate: '2020-01-01' },
      staff,
    );
    expect(empty.content).toBe('1. 日常舆情监测与研判');
  });
});
