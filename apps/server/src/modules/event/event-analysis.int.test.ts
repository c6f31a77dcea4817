import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefingCalls, eventAnalysisCalls, eventCalls } from '@guanlan/shared';
import type {
  CallDef,
  EventConsensus,
  EventContext,
  EventDiffuse,
  EventGrowingTrend,
  EventInfluence,
  EventParticipant,
} from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedEventCorpus } from './event-test.fixture.js';
import type { EventCorpus } from './event-test.fixture.js';

const HOUR = 3_600_000;

describe.each(ENGINES)('event analyses (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let c: EventCorpus;
  let eventId = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    c = await seedEventCorpus(t);
    const saved = await t.call(
      eventCalls.saveEvent,
      {
        eventName: '城区暴雨内涝',
        eventStartTime: t.clock.now() - 120 * HOUR,
        description: '持续强降雨引发城区内涝。',
        ruleMode: 'simple',
        subjectWords: '暴雨',
      },
      { token: a.token },
    );
    eventId = (saved.body.data as { eventId: number }).eventId;
    await t.ingest.runner.drain();
    await t.call(
      eventAnalysisCalls.saveEventDispose,
      {
        eventId,
        disposeTime: t.clock.now() - 40 * HOUR,
        department: '宣传部',
        content: '发布权威通报',
      },
      { token: a.token },
    );
  }, 120_000);
  afterAll(() => t.close());

  const data = async <T>(def: CallDef, input: Record<string, unknown> = {}) => {
    const { body } = await t.call(def, { eventId, ...input }, { token: a.token });
    expect(body.meta.code).toBe(200);
    return body.data as T;
  };

  it('uses the event window, ignores a preset range and narrows to a custom one', async () => {
    const all = await data<{ total: number }>(eventCalls.findEventArticle, { timeRange: '24h' });
    expect(all.total).toBe(5);
    const narrowed = await data<{ total: number }>(eventCalls.findEventArticle, {
      timeRange: 'custom',
      startTime: t.clock.now() - 60 * HOUR,
      endTime: t.clock.now(),
    });
    expect(narrowed.total).toBe(3);
  });

  it('draws the context: first source, the peak and the key articles in time order', async () => {
    const ctx = await data<EventContext>(eventAnalysisCalls.findEventContext);
    expect(ctx.total).toBe(5);
    expect(ctx.firstSource).toMatchObject({ id: c.origin, reason: '首发', engagement: 20 });
    expect(ctx.peaks.rows).toEqual([
      expect.objectContaining({ time: '2026-11-01', count: 2, topArticleId: c.later }),
    ]);
    expect(ctx.timeline.rows.map((r) => [r.id, r.reason])).toEqual([
      [c.origin, '首发、高互动'],
      [c.video, '高互动'],
      [c.later, '峰值、高互动'],
    ]);
  });

  it('detects the phases of the day curve [0, 1, 1, 1, 2, 0]', async () => {
    const g = await data<EventGrowingTrend>(eventAnalysisCalls.findEventGrowingTrend);
    expect(g.granularity).toBe('day');
    expect(g.rows.map((r) => r.count)).toEqual([0, 1, 1, 1, 2, 0]);
    expect(g.phases.map((p) => [p.phaseName, p.startTime, p.endTime, p.count, p.peak])).toEqual([
      ['潜伏期', '2026-10-28', '2026-10-28', 0, 0],
      ['爆发期', '2026-10-29', '2026-10-31', 3, 1],
      ['高潮期', '2026-11-01', '2026-11-01', 2, 2],
      ['衰退期', '2026-11-02', '2026-11-02', 0, 0],
    ]);
    expect(g.currentPhase).toBe('decline');
  });

  it('scores the influence index by the documented formula', async () => {
    const inf = await data<EventInfluence>(eventAnalysisCalls.findEventInfluence);
    // 信息量 40·lg6/4 = 7.8; 来源 S = 1 + 0.8 + 0.6 + 0.6 = 3 → 35·lg4/lg201 = 9.1;
    // 互动 E = 20 → 25·lg21/6 = 5.5.
    expect(inf.parts.map((p) => [p.key, p.value, p.score])).toEqual([
      ['volume', 5, 7.8],
      ['sources', 3, 9.1],
      ['engagement', 20, 5.5],
    ]);
    expect(inf).toMatchObject({ index: 22.4, level: '一般', articleCount: 5, siteCount: 4 });
  });

  it('orders the spread across carriers and builds the reprint tree of the cluster', async () => {
    const d = await data<EventDiffuse>(eventAnalysisCalls.findEventDiffuse);
    expect(
      d.carriers.rows.map((r) => [r.carrier, r.firstArticleId, r.count, r.delayHours]),
    ).toEqual([
      ['news', c.origin, 2, 0],
      ['weChat', c.reprint, 1, 30],
      ['microBlog', c.reprint2, 1, 50],
      ['video', c.video, 1, 70],
    ]);
    expect(d.tree).toMatchObject({ total: 3, shown: 3 });
    const root = d.tree!.root;
    expect(root.id).toBe(c.origin);
    expect(root.children.map((n) => n.id)).toEqual([c.reprint]);
    expect(root.children[0]!.children.map((n) => n.id)).toEqual([c.reprint2]);
  });

  it('names the participants and the viewpoints', async () => {
    const p = await data<EventParticipant>(eventAnalysisCalls.findEventParticipant);
    expect(p.media.rows[0]).toMatchObject({ siteName: '新华网', count: 2 });
    expect(p.accounts.columns.map((col) => col.title)).toContain('作者');
    const v = await data<EventConsensus>(eventAnalysisCalls.findEventConsensus);
    const shares = v.viewpoints.reduce((sum, x) => sum + x.share, 0);
    expect(v.viewpoints.every((x) => x.count >= 2 && x.articles.length > 0)).toBe(true);
    if (v.viewpoints.length > 0) {
      expect(Math.round(shares)).toBe(100);
    }
  });

  it('answers the shared chart family over the event scope', async () => {
    const trend = await data<{ rows: { count: number }[] }>(eventAnalysisCalls.trendEvent);
    expect(trend.rows.map((r) => r.count)).toEqual([0, 1, 1, 1, 2, 0]);
    const stats = await data<{ rows: { carrier: string; total: number }[] }>(
      eventCalls.findEventCarrierDataStatistics,
    );
    expect(stats.rows.find((r) => r.carrier === 'news')?.total).toBe(2);
    for (const def of [
      eventAnalysisCalls.emotionTrendEvent,
      eventAnalysisCalls.carrierTrendEvent,
      eventAnalysisCalls.motionDistributionEvent,
      eventAnalysisCalls.motionCarrierDistributionEvent,
      eventAnalysisCalls.regionDistributionEvent,
      eventAnalysisCalls.mediaActivityLeadersListEvent,
      eventAnalysisCalls.publicOpinionLeadersListEvent,
      eventAnalysisCalls.hotWordsCloudEvent,
    ]) {
      await data(def);
    }
  });

  it('exports the Excel twins with Chinese file names and header rows', async () => {
    const { res } = await t.call(
      eventAnalysisCalls.trendExcelEvent,
      { eventId },
      { token: a.token },
    );
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('城区暴雨内涝_事件信息走势'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, '时间', '信息量']);
    expect(book.worksheets[0]!.rowCount).toBe(2 + 6);
    const names = [
      eventAnalysisCalls.emotionTrendExcelEvent,
      eventAnalysisCalls.emotionTrendNotNeutralExcelEvent,
      eventAnalysisCalls.carrierTrendExcelEvent,
      eventAnalysisCalls.motionDistributionExcelEvent,
      eventAnalysisCalls.motionCarrierDistributionExcelEvent,
      eventAnalysisCalls.regionDistributionExcelEvent,
      eventAnalysisCalls.mediaActivityLeadersListExcelEvent,
      eventAnalysisCalls.publicOpinionLeadersListExcelEvent,
      eventCalls.exportEventArticle,
    ];
    for (const def of names) {
      const r = await t.call(def, { eventId }, { token: a.token });
      expect(String(r.res.headers['content-type'])).toContain('spreadsheetml');
    }
  });

  it('downloads the event analysis report as a Word document naming the event', async () => {
    const { res } = await t.call(eventCalls.downEventBriefing, { eventId }, { token: a.token });
    expect(String(res.headers['content-type'])).toContain('wordprocessingml.document');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('城区暴雨内涝_事件分析报告_'),
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    for (const part of [
      '城区暴雨内涝事件分析报告',
      '持续强降雨引发城区内涝。',
      '事件影响力',
      '事件脉络',
      '发展阶段',
      '传播扩散',
      '舆论观点',
      '处置情况',
      '发布权威通报',
    ]) {
      expect(text).toContain(part);
    }
    // A chosen report template lends its header line; another organisation's is not found.
    const templates = await t.call(briefingCalls.findBriefingTemplate, {}, { token: a.token });
    const media = (templates.body.data as { templateId: number; templateType: number }[]).find(
      (x) => x.templateType === 2,
    )!;
    const templated = await t.call(
      eventCalls.downEventBriefing,
      { eventId, templateId: media.templateId },
      { token: a.token },
    );
    const zip2 = await JSZip.loadAsync(templated.res.rawPayload);
    const text2 = (await zip2.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    expect(text2.startsWith('舆情专报')).toBe(true);
    const other = await t.loginAs();
    const theirs = await t.call(briefingCalls.findBriefingTemplate, {}, { token: other.token });
    const foreign = await t.call(
      eventCalls.downEventBriefing,
      { eventId, templateId: (theirs.body.data as { templateId: number }[])[0]!.templateId },
      { token: a.token },
    );
    expect(foreign.body.meta.code).toBe(4004);
  });
});
