import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefingCalls, formatCn, parseCn } from '@guanlan/shared';
import type { BriefingInfo, CallDef } from '@guanlan/shared';
import { TEST_PASSWORD } from '../../../test/helpers/factories.js';
import { createTestApp, toQuery } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { dialectFor } from '../../db/dialect.js';
import { seedReportCorpus } from './briefing.fixture.js';
import type { Login } from './briefing.fixture.js';
import { createReports } from './index.js';

const at = (s: string) => parseCn(s)!;

/** Scheduled reports under a fixed clock: once per period, across a restart, never twice. */
describe.each(ENGINES)('report schedule (%s)', (engine) => {
  let t: TestApp;
  let a: Login;

  /** Calls as `a`, logging in again first (the fixed clock jumps days, past the session's life). */
  const call = async (def: CallDef, input: Record<string, unknown> = {}) => {
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin${toQuery({ userName: a.userName, password: TEST_PASSWORD })}`,
    });
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;
    return t.call(def, input, { token });
  };
  const reports = () =>
    t.db
      .selectFrom('briefing')
      .select(['id', 'briefing_type', 'start_time', 'end_time', 'status', 'source', 'title'])
      .where('org_id', '=', a.orgId)
      .where('source', '=', 'auto')
      .orderBy('briefing_type')
      .orderBy('start_time')
      .execute();
  const periods = async (type: string) =>
    (await reports())
      .filter((r) => r.briefing_type === type)
      .map((r) => `${formatCn(r.start_time)}~${formatCn(r.end_time)}`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    await seedReportCorpus(t, a);
  }, 120_000);
  afterAll(() => t.close());

  it('fires once per period at its time, survives a restart without skipping or doubling', async () => {
    // T0 = Monday 2026-11-02 09:00. Switched on now: yesterday's 08:00 report was due before.
    const saved = await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: true,
      generateTime: '08:00',
    });
    expect(saved.body.meta.code).toBe(200);
    await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'week',
      enableState: true,
      generateTime: '08:00',
    });
    const scheduler = t.reports.scheduler;
    expect(await scheduler.tick()).toBe(0);

    t.clock.set(at('2026-11-03 07:59'));
    expect(await scheduler.tick()).toBe(0);
    t.clock.set(at('2026-11-03 08:00'));
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(await periods('day')).toEqual(['2026-11-02 00:00:00~2026-11-02 23:59:59']);

    // A "restart": a second report machinery on the same database, after three days down.
    const again = createReports({
      db: t.db,
      dialect: dialectFor(t.engine),
      clock: t.clock,
      log: t.app.log,
      queue: t.ingest.queue,
      smtp: { url: undefined, from: 'x' },
      appBaseUrl: '',
      printer: {
        chromiumPath: undefined,
        baseUrl: () => undefined,
        openSession: () => Promise.reject(new Error('no')),
      },
    });
    t.clock.set(at('2026-11-06 10:00'));
    const [one, two] = await Promise.all([again.scheduler.tick(), scheduler.tick()]);
    expect(one + two).toBe(3);
    expect(await periods('day')).toEqual([
      '2026-11-02 00:00:00~2026-11-02 23:59:59',
      '2026-11-03 00:00:00~2026-11-03 23:59:59',
      '2026-11-04 00:00:00~2026-11-04 23:59:59',
      '2026-11-05 00:00:00~2026-11-05 23:59:59',
    ]);
    expect(await periods('week')).toEqual([]);

    // The next Monday brings last week's report (Monday to Sunday) and the three missed days.
    t.clock.set(at('2026-11-09 08:00'));
    expect(await again.scheduler.tick()).toBe(4);
    expect(await periods('week')).toEqual(['2026-11-02 00:00:00~2026-11-08 23:59:59']);

    // Generation: every scheduled report becomes a generated one with its data frozen.
    await t.reports.runner.drain();
    const rows = await reports();
    expect(rows.every((r) => r.status === 'done')).toBe(true);
    const weekly = rows.find((r) => r.briefing_type === 'week')!;
    expect(weekly.title).toBe('2026年第45周舆情周报');
    const res = await call(briefingCalls.findBriefingInfo, { briefingId: weekly.id });
    expect(res.body.meta.message).toBe('操作成功');
    const info = res.body.data as BriefingInfo;
    expect(info.source).toBe('auto');
    expect(info.snapshot!.facts.total).toBe(1);
  });

  it('switching a schedule off and on again does not make up the periods in between', async () => {
    const off = await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: false,
      generateTime: '08:00',
    });
    expect(off.body.meta.message).toBe('操作成功');
    t.clock.set(at('2026-11-12 09:00'));
    expect(await t.reports.scheduler.tick()).toBe(0);
    await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: true,
      generateTime: '08:00',
    });
    expect(await t.reports.scheduler.tick()).toBe(0);
    t.clock.set(at('2026-11-13 08:00'));
    expect(await t.reports.scheduler.tick()).toBe(1);
    expect((await periods('day')).at(-1)).toBe('2026-11-12 00:00:00~2026-11-12 23:59:59');
  });
});
