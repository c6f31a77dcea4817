import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAnalysisCalls, eventCalls, wisdomCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { topicalCorpus } from '../../../test/fixtures/topical-corpus.js';

const HOUR = 3_600_000;

interface CaseView {
  title: string;
  tags: string[];
  review: string;
  snapshot: {
    total: number;
    firstSource: { siteName: string } | null;
    firstOfficialResponse: { department: string } | null;
    responseHours: number | null;
    peak: { count: number } | null;
    curve: { count: number }[];
    timeline: unknown[];
  };
}

describe.each(ENGINES)('think tank (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let closedId = 0;
  let ongoingId = 0;
  let caseId = 0;

  const { call, data } = callersFor(
    () => t,
    () => a.token,
  );

  const form = {
    title: '医院急诊扩建的舆情应对',
    category: '医疗卫生',
    tags: ['医院', '基建'],
    review: '扩建消息正面为主，急诊服务不中断的说明起到了稳定作用。',
    lessons: '提前公告施工期间的就诊安排。',
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await t.ingest.pipeline.ingest(topicalCorpus(t.clock.now()));
    const now = t.clock.now();
    ({ eventId: closedId } = await data<{ eventId: number }>(eventCalls.saveEvent, {
      eventName: '急诊扩建',
      eventStartTime: now - 40 * HOUR,
      eventEndTime: now - HOUR,
      ruleMode: 'simple',
      subjectWords: '市人民医院',
    }));
    ({ eventId: ongoingId } = await data<{ eventId: number }>(eventCalls.saveEvent, {
      eventName: '地铁故障',
      eventStartTime: now - 10 * HOUR,
      ruleMode: 'simple',
      subjectWords: '地铁三号线',
    }));
    await data(eventAnalysisCalls.saveEventDispose, {
      eventId: closedId,
      disposeTime: now - 20 * HOUR,
      department: '市卫健委',
      content: '发布扩建期间就诊指引',
    });
    await t.ingest.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  it('offers only closed events and refuses a case from an ongoing one', async () => {
    const events = await data<{ eventId: number; hasCase: boolean }[]>(
      wisdomCalls.findWisdomCaseEvents,
    );
    expect(events).toEqual([expect.objectContaining({ eventId: closedId, hasCase: false })]);
    const refused = await call(wisdomCalls.saveWisdomCase, { eventId: ongoingId, ...form });
    expect([refused.meta.code, refused.meta.message]).toEqual([
      4000,
      '只有已结束的事件才能入库为案例',
    ]);
    const foreign = await call(wisdomCalls.saveWisdomCase, { eventId: closedId, ...form }, b.token);
    expect(foreign.meta.code).toBe(4004);
  });

  it('freezes the closed event into a case: first source, first response, peak, curve', async () => {
    ({ caseId } = await data<{ caseId: number }>(wisdomCalls.saveWisdomCase, {
      eventId: closedId,
      ...form,
    }));
    const view = await data<CaseView>(wisdomCalls.findWisdomCase, { caseId });
    // Window: 40 h ago to 1 h ago → articles 1–4 and 8 (市人民医院); the first is article 8
    // (30 h ago, 示例周刊); the first response 20 h ago → 10 h later.
    expect(view.snapshot.total).toBe(5);
    expect(view.snapshot.firstSource?.siteName).toBe('示例周刊');
    expect(view.snapshot.firstOfficialResponse?.department).toBe('市卫健委');
    expect(view.snapshot.responseHours).toBe(10);
    expect(view.snapshot.peak?.count).toBe(1);
    expect(view.snapshot.curve.reduce((n, p) => n + p.count, 0)).toBe(5);
    expect(view.snapshot.timeline.length).toBeGreaterThan(0);
    const foreign = await call(wisdomCalls.findWisdomCase, { caseId }, b.token);
    expect(foreign.meta.code).toBe(4004);
  });

  it('searches cases by words, category and tag; edits the 评析', async () => {
    const list = async (q: Record<string, unknown>) =>
      (await data<{ list: { caseId: number }[]; total: number }>(wisdomCalls.findWisdomCaseList, q))
        .total;
    expect(await list({})).toBe(1);
    expect(await list({ keyword: '急诊 稳定' })).toBe(1);
    expect(await list({ keyword: '地铁' })).toBe(0);
    expect(await list({ category: '医疗卫生' })).toBe(1);
    expect(await list({ category: '教育' })).toBe(0);
    expect(await list({ tag: '基建' })).toBe(1);
    expect(await list({ tag: '基' })).toBe(0);
    await data(wisdomCalls.updateWisdomCase, {
      caseId,
      ...form,
      review: '改写后的评析',
      tags: ['医院'],
    });
    const view = await data<CaseView>(wisdomCalls.findWisdomCase, { caseId });
    expect([view.review, view.tags]).toEqual(['改写后的评析', ['医院']]);
    expect((await call(wisdomCalls.deleteWisdomCase, { caseId }, b.token)).meta.code).toBe(4004);
    expect((await data<{ total: number }>(wisdomCalls.findWisdomCaseList, {}, b.token)).total).toBe(
      0,
    );
  });

  it('keeps uploaded research reports beside the cases', async () => {
    const text = '研究报告正文：公共卫生舆情的十条经验';
    const bad = await call(wisdomCalls.uploadWisdomReport, {
      title: '经验汇编',
      category: '医疗卫生',
      fileName: 'report.exe',
      contentBase64: Buffer.from('x').toString('base64'),
    });
    expect(bad.meta.code).toBe(4000);
    const { reportId } = await data<{ reportId: number }>(wisdomCalls.uploadWisdomReport, {
      title: '经验汇编',
      category: '医疗卫生',
      fileName: '经验汇编.txt',
      contentBase64: Buffer.from(text).toString('base64'),
    });
    const reports = await data<{ list: { reportId: number; size: number }[] }>(
      wisdomCalls.findWisdomReportList,
      { keyword: '经验' },
    );
    expect(reports.list).toEqual([
      expect.objectContaining({ reportId, size: Buffer.byteLength(text) }),
    ]);
    const file = await t.call(wisdomCalls.downWisdomReport, { reportId }, { token: a.token });
    expect(file.res.body).toBe(text);
    const foreign = await t.call(wisdomCalls.downWisdomReport, { reportId }, { token: b.token });
    expect(foreign.body.meta.code).toBe(4004);
    await data(wisdomCalls.deleteWisdomReport, { reportId });
    expect((await data<{ total: number }>(wisdomCalls.findWisdomReportList)).total).toBe(0);
  });
});
