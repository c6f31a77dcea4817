import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { briefingCalls } from '@guanlan/shared';
import type { BriefingListItem } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { GENERATE_JOB } from './briefing.repo.js';
import { YESTERDAY, reportCallers, seedReportCorpus } from './briefing.fixture.js';
import type { Login, Page } from './briefing.fixture.js';

/**
 * Report generation and the job queue's retry: a transient database error goes back to the
 * queue (the report is made on a later attempt), 生成失败 is written on the last attempt or at
 * once for any other error. The failures come from the database itself: a trigger that refuses
 * to mark the report done with the engine's own transient error (PostgreSQL: deadlock_detected,
 * 40P01; SQLite: "database is locked").
 */
describe.each(ENGINES)('report generation retries (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  const { data } = reportCallers(
    () => t,
    () => a,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    await seedReportCorpus(t, a);
  }, 120_000);
  afterEach(() => refuseDone(false));
  afterAll(() => t.close());

  /** Makes the database refuse (or accept again) every report marked done. */
  async function refuseDone(on: boolean) {
    if (engine === 'postgres') {
      await sql`DROP TRIGGER IF EXISTS refuse_done ON briefing`.execute(t.db);
      if (on) {
        await sql`CREATE OR REPLACE FUNCTION refuse_done() RETURNS trigger AS $$
          BEGIN
            RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected';
          END $$ LANGUAGE plpgsql`.execute(t.db);
        await sql`CREATE TRIGGER refuse_done BEFORE UPDATE ON briefing FOR EACH ROW
          WHEN (NEW.status = 'done') EXECUTE FUNCTION refuse_done()`.execute(t.db);
      }
      return;
    }
    await sql`DROP TRIGGER IF EXISTS refuse_done`.execute(t.db);
    if (on) {
      await sql`CREATE TRIGGER refuse_done BEFORE UPDATE ON briefing
        WHEN NEW.status = 'done' BEGIN SELECT RAISE(ABORT, 'database is locked'); END`.execute(
        t.db,
      );
    }
  }

  async function orderReport(title: string): Promise<number> {
    const saved = await data<{ briefingId: number }>(briefingCalls.saveBriefing, {
      briefingTitle: title,
      briefingType: 'day',
      briefingStartTime: YESTERDAY.start,
      briefingEndTime: YESTERDAY.end,
    });
    return saved.briefingId;
  }

  async function listed(briefingId: number): Promise<BriefingListItem> {
    const page = await data<Page<BriefingListItem>>(briefingCalls.findPageBriefing, {
      briefingType: 'day',
    });
    return page.list.find((r) => r.briefingId === briefingId)!;
  }

  const jobOf = (briefingId: number) =>
    t.db
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', GENERATE_JOB)
      .where('payload', '=', JSON.stringify({ briefingId }))
      .executeTakeFirstOrThrow();

  it('hands a transient database error to the queue and makes the report on the next attempt', async () => {
    const id = await orderReport('重试日报一');
    await refuseDone(true);
    await t.reports.runner.drain();
    // Not 生成失败: the report waits for the queue's next attempt.
    expect(await listed(id)).toMatchObject({ status: 'generating', errorText: null });
    const waiting = await jobOf(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toMatch(/deadlock detected|database is locked/);

    await refuseDone(false);
    t.clock.advance(waiting.run_at - t.clock.now());
    await t.reports.runner.drain();
    expect(await listed(id)).toMatchObject({
      status: 'done',
      progress: 100,
      progressText: '已生成',
      errorText: null,
    });
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('writes 生成失败 with the error when the transient error comes on the last attempt', async () => {
    const id = await orderReport('重试日报二');
    await t.db
      .updateTable('job')
      .set({ max_attempts: 1 })
      .where('id', '=', (await jobOf(id)).id)
      .execute();
    await refuseDone(true);
    await t.reports.runner.drain();
    const row = await listed(id);
    expect(row.status).toBe('failed');
    expect(row.errorText).toMatch(/^报告生成失败：(deadlock detected|database is locked)$/);
  });

  it('fails at once with its message on an error that another attempt would not mend', async () => {
    const id = await orderReport('重试日报三');
    // A report whose stored topic list is unreadable fails the same way every time.
    await t.db.updateTable('briefing').set({ special_ids: '[1,' }).where('id', '=', id).execute();
    await t.reports.runner.drain();
    const row = await listed(id);
    let parseError = '';
    try {
      JSON.parse('[1,');
    } catch (err) {
      parseError = (err as Error).message;
    }
    expect(row).toMatchObject({ status: 'failed', errorText: `报告生成失败：${parseError}` });
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
