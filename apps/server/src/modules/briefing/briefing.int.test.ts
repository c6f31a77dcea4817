import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleCalls,
  briefingCalls,
  briefingChartCalls,
  specialAnalysisCalls,
} from '@guanlan/shared';
import type {
  BriefingArticleData,
  BriefingInfo,
  BriefingListItem,
  BriefingTemplate,
} from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { YESTERDAY, openDocx, reportCallers, seedReportCorpus } from './briefing.fixture.js';
import type { Login, Page } from './briefing.fixture.js';

/** Reports: templates, generation into a frozen snapshot, outputs, template layout, bad input. */
describe.each(ENGINES)('reports (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let corpus: Awaited<ReturnType<typeof seedReportCorpus>>;
  let reportId = 0;

  const { call, data } = reportCallers(
    () => t,
    () => a,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    corpus = await seedReportCorpus(t, a);
  }, 120_000);
  afterAll(() => t.close());

  it('starts every organisation with the 通用版 and 媒体版 templates; names are unique', async () => {
    const list = await data<BriefingTemplate[]>(briefingCalls.findBriefingTemplate);
    expect(list.map((x) => [x.templateName, x.templateType, x.builtIn])).toEqual([
      ['通用版模板', 1, true],
      ['媒体版模板', 2, true],
    ]);
    expect(list[0]!.sections).toHaveLength(11);
    const saved = await data<{ templateId: number }>(briefingCalls.saveBriefingTemplate, {
      templateName: '领导简报',
      templateType: 2,
      sections: ['overview', 'negatives', 'editorNote'],
      headerText: '内部资料',
    });
    const again = await call(briefingCalls.saveBriefingTemplate, {
      templateName: '领导简报',
      templateType: 1,
      sections: ['overview'],
    });
    expect(again.body.meta).toMatchObject({ code: 4009, message: '模板名称“领导简报”已存在' });
    const builtIn = await call(briefingCalls.deleteBriefingTemplate, {
      templateId: list[0]!.templateId,
    });
    expect(builtIn.body.meta).toMatchObject({
      code: 4000,
      message: '内置模板不能删除，可以修改其板块',
    });
    const foreign = await call(briefingCalls.deleteBriefingTemplate, saved, b);
    expect(foreign.body.meta.code).toBe(4004);
    const dup = await call(briefingCalls.saveBriefingTemplate, {
      templateName: '重复',
      templateType: 1,
      sections: ['overview', 'overview'],
    });
    expect(dup.body.meta).toMatchObject({ code: 4000 });
    expect(dup.body.meta.message).toContain('板块不能重复');
  });

  it('generates a daily report on demand with progress into a frozen snapshot with the right numbers', async () => {
    // An analyst adds an article to the next daily report and retitles it.
    await data(articleCalls.joinBriefingArticle, { articleIds: [corpus.ids[0]], period: 'day' });
    await data(briefingCalls.saveBriefingArticle, {
      period: 'day',
      articleId: corpus.ids[0],
      title: '【关注】人工智能诈骗',
      category: '社会治安',
    });
    const saved = await data<{ briefingId: number }>(briefingCalls.saveBriefing, {
      briefingTitle: '舆情日报（2026年11月1日）',
      briefingType: 'day',
      briefingStartTime: YESTERDAY.start,
      briefingEndTime: YESTERDAY.end,
      summary: '请各单位关注人工智能诈骗风险。',
    });
    reportId = saved.briefingId;
    const queued = await data<Page<BriefingListItem>>(briefingCalls.findPageBriefing, {
      briefingType: 'day',
    });
    expect(queued.list[0]).toMatchObject({
      briefingId: reportId,
      status: 'generating',
      progress: 0,
    });
    await t.reports.runner.drain();
    const info = await data<BriefingInfo>(briefingCalls.findBriefingInfo, { briefingId: reportId });
    expect(info).toMatchObject({
      status: 'done',
      progress: 100,
      templateType: 1,
      briefingStartTime: '2026-11-01 00:00:00',
      briefingEndTime: '2026-11-01 23:59:59',
      topicNames: ['人工智能'],
      editorNote: '请各单位关注人工智能诈骗风险。',
    });
    expect(info.snapshot!.facts).toEqual({
      total: 3,
      positive: 1,
      neutral: 1,
      negative: 1,
      negativePercent: 33.33,
    });
    expect(info.snapshot!.summaryText).toContain('全部专题（人工智能）共监测到相关信息3条');
    expect(info.snapshot!.tables.negatives.rows.map((r) => r.title)).toEqual([
      '人工智能诈骗案件频发',
    ]);
    expect(info.snapshot!.tables.analystArticles.rows).toMatchObject([
      { rank: 1, title: '【关注】人工智能诈骗', category: '社会治安', siteName: '示例新闻网' },
    ]);
    // The waiting list was taken by the report.
    const waiting = await data<Page<BriefingArticleData>>(briefingCalls.findBriefingArticle, {
      period: 'day',
    });
    expect(waiting.total).toBe(0);
    const own = await data<Page<BriefingArticleData>>(briefingCalls.findBriefingArticle, {
      briefingId: reportId,
    });
    expect(own.list.map((x) => x.title)).toEqual(['【关注】人工智能诈骗']);
  });

  it('never changes a generated report: later data and sentiment changes leave its snapshot alone', async () => {
    const before = await data<BriefingInfo>(briefingCalls.findBriefingInfo, {
      briefingId: reportId,
    });
    await data(articleCalls.judgeArticleEmotion, {
      articleIds: [corpus.ids[1]],
      sentiment: 'negative',
    });
    await t.ingest.pipeline.ingest([
      {
        url: 'https://news.example.cn/report-late.html',
        title: '人工智能补录报道',
        content: '一篇补录的人工智能报道。',
        publishTime: YESTERDAY.start + 3_600_000,
      },
    ]);
    await t.ingest.runner.drain();
    const after = await data<BriefingInfo>(briefingCalls.findBriefingInfo, {
      briefingId: reportId,
    });
    expect(after.snapshot).toEqual(before.snapshot);
    const join = await call(articleCalls.joinBriefingArticle, {
      articleIds: [corpus.ids[1]],
      period: 'day',
      briefingId: reportId,
    });
    expect(join.body.meta).toMatchObject({
      code: 4000,
      message: '报告已生成，数据已固定，不能再加入文章',
    });
    const foreignJoin = await call(
      articleCalls.joinBriefingArticle,
      { articleIds: [corpus.ids[1]], period: 'day', briefingId: reportId },
      b,
    );
    expect(foreignJoin.body.meta.code).toBe(4004);
    const regenerate = await call(briefingCalls.generateBriefing, { briefingId: reportId });
    expect(regenerate.body.meta).toMatchObject({
      code: 4000,
      message: '报告已生成，数据已固定；如需最新数据请新建报告',
    });
    const chart = await data<{ rows: { sentiment: string; count: number }[] }>(
      briefingChartCalls.motionDistributionBriefing,
      { briefingId: reportId },
    );
    expect(chart.rows.find((r) => r.sentiment === 'negative')?.count).toBe(1);
  });

  it('downloads the report as Word with its numbers, sections and charts, and as Excel', async () => {
    const word = await call(briefingCalls.downBriefing, {
      briefingId: reportId,
      extensionName: 'docx',
    });
    expect(word.res.headers['content-type']).toContain('wordprocessingml');
    expect(String(word.res.headers['content-disposition'])).toContain(
      encodeURIComponent('舆情日报'),
    );
    const doc = await openDocx(word.res.rawPayload);
    expect(doc.text).toContain('舆情日报（2026年11月1日）');
    expect(doc.text).toContain('内部资料 注意保存');
    expect(doc.text).toContain('一、数据概览');
    expect(doc.text).toContain('3条');
    expect(doc.text).toContain('33.33%');
    expect(doc.text).toContain('【社会治安】【关注】人工智能诈骗');
    expect(doc.text).toContain('请各单位关注人工智能诈骗风险。');
    expect(doc.text).toContain('十一、编者按');
    expect(doc.images).toBeGreaterThanOrEqual(3);
    const excel = await call(briefingCalls.downBriefing, {
      briefingId: reportId,
      extensionName: 'xlsx',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      '数据概览',
      '信息走势',
      '情感分布',
      '载体分布',
      '地域分布',
      '热词',
      '媒体活跃度',
      '重点负面信息',
      '重点关注信息',
      '事件摘要',
    ]);
    expect(book.getWorksheet('数据概览')!.getRow(5).values).toEqual([undefined, '信息总量', 3]);
    const csv = await call(briefingCalls.downBriefing, {
      briefingId: reportId,
      extensionName: 'csv',
    });
    expect(csv.body.meta).toMatchObject({
      code: 4000,
      message: '报告只能下载为 Word、PDF 或 Excel',
    });
  });

  it('renders a template’s sections in its order; a report keeps the template it was made with', async () => {
    const templates = await data<BriefingTemplate[]>(briefingCalls.findBriefingTemplate);
    const mine = templates.find((x) => x.templateName === '领导简报')!;
    const saved = await data<{ briefingId: number }>(briefingCalls.saveBriefing, {
      briefingTitle: '人工智能专报',
      briefingType: 'special',
      briefingStartTime: YESTERDAY.start,
      briefingEndTime: YESTERDAY.end,
      templateId: mine.templateId,
      specialIds: [corpus.specialId],
    });
    await t.reports.runner.drain();
    await data(briefingCalls.saveBriefingTemplate, { ...mine, sections: ['overview'] });
    const info = await data<BriefingInfo>(briefingCalls.findBriefingInfo, saved);
    expect(info.templateType).toBe(2);
    expect(info.template.sections).toEqual(['overview', 'negatives', 'editorNote']);
    expect(info.snapshot!.subject).toBe('专题“人工智能”');
    const doc = await openDocx(
      (await call(briefingCalls.downBriefing, { ...saved, extensionName: 'docx' })).res.rawPayload,
    );
    expect(doc.text).toMatch(/一、数据概览.*二、重点负面信息.*三、研判建议/s);
    expect(doc.text).not.toContain('信息走势');
  });

  it('lays out a topic briefing (downSpecialBriefing) by a chosen template through the same generator', async () => {
    const templates = await data<BriefingTemplate[]>(briefingCalls.findBriefingTemplate);
    const mine = templates.find((x) => x.templateName === '领导简报')!;
    const input = {
      specialId: corpus.specialId,
      timeRange: 'custom',
      startTime: YESTERDAY.start,
      endTime: YESTERDAY.end,
      templateId: mine.templateId,
    };
    const res = await call(specialAnalysisCalls.downSpecialBriefing, input);
    const doc = await openDocx(res.res.rawPayload);
    expect(doc.text).toContain('人工智能专题简报');
    // 领导简报 holds only 数据概览 by now (edited in the test before).
    expect(doc.text).toContain('一、数据概览');
    expect(doc.text).not.toContain('二、');
    // Live data (the frozen daily report above still says 3): the late article counts here.
    expect(doc.text).toContain('共监测到相关信息4条');
    const foreign = await call(specialAnalysisCalls.downSpecialBriefing, input, b);
    expect(foreign.body.meta.code).toBe(4004);
  });

  it('refuses bad input with a Chinese message and keeps what is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          briefingTitle: '倒置',
          briefingType: 'day',
          briefingStartTime: YESTERDAY.end,
          briefingEndTime: YESTERDAY.start,
        },
        '结束时间必须晚于开始时间',
      ],
      [
        {
          briefingTitle: '无专题',
          briefingType: 'special',
          briefingStartTime: YESTERDAY.start,
          briefingEndTime: YESTERDAY.end,
        },
        '专题报告请至少选择一个专题',
      ],
      [
        {
          briefingTitle: '未来',
          briefingType: 'day',
          briefingStartTime: t.clock.now() + 86_400_000,
          briefingEndTime: t.clock.now() + 2 * 86_400_000,
        },
        '开始时间不能晚于当前时间',
      ],
    ];
    for (const [input, message] of cases) {
      const res = await call(briefingCalls.saveBriefing, input);
      expect(res.body.meta.code).toBe(4000);
      expect(res.body.meta.message).toContain(message);
    }
    const setting = await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'special',
      enableState: true,
      generateTime: '08:00',
    });
    expect(setting.body.meta).toMatchObject({
      code: 4000,
      message: '专题报告按需生成，不支持自动生成',
    });
    const badTime = await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: true,
      generateTime: '25:00',
    });
    expect(badTime.body.meta.code).toBe(4000);
    expect(badTime.body.meta.message).toContain('时间格式应为 HH:mm');
    const page = await data<Page<BriefingListItem>>(briefingCalls.findPageBriefing, {});
    expect(page.total).toBe(2);
  });
});
