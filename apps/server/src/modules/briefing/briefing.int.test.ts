import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleCalls,
  briefingCalls,
  briefingChartCalls,
  parseCn,
  specialAnalysisCalls,
} from '@guanlan/shared';
import type {
  BriefingArticleData,
  BriefingInfo,
  BriefingListItem,
  BriefingTemplate,
  CallDef,
} from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { openDocx, seedReportCorpus } from './briefing.fixture.js';
import type { Login } from './briefing.fixture.js';

interface Page<T> {
  list: T[];
  total: number;
}

const YESTERDAY = {
  start: parseCn('2026-11-01 00:00:00')!,
  end: parseCn('2026-11-01 23:59:59')! + 999,
};

describe.each(ENGINES)('reports (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let corpus: Awaited<ReturnType<typeof seedReportCorpus>>;
  let reportId = 0;

  const call = (def: CallDef, input: Record<string, unknown> = {}, who: Login = a) =>
    t.call(def, input, { token: who.token });
  const data = async <T>(def: CallDef, input: Record<string, unknown> = {}, who: Login = a) => {
    const { body } = await call(def, input, who);
    expect(body.meta, `${def.path} ${body.meta.message}`).toMatchObject({ code: 200 });
    return body.data as T;
  };

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

  it('keeps reports, templates, recipients and files to their own organisation', async () => {
    const page = await data<Page<BriefingListItem>>(briefingCalls.findPageBriefing, {}, b);
    expect(page.total).toBe(0);
    for (const def of [
      briefingCalls.findBriefingInfo,
      briefingCalls.downBriefing,
      briefingCalls.generateBriefing,
      briefingCalls.findBriefingSendLog,
      briefingChartCalls.emotionTrendBriefing,
      briefingChartCalls.regionDistributionExcelBriefing,
    ]) {
      const res = await call(def, { briefingId: reportId }, b);
      expect(res.body.meta.code, def.path).toBe(4004);
    }
    const del = await call(briefingCalls.deleteBriefing, { briefingIds: [reportId] }, b);
    expect(del.body.meta.code).toBe(4004);
    const edit = await call(
      briefingCalls.saveBriefing,
      {
        briefingId: reportId,
        briefingTitle: '篡改',
        briefingType: 'day',
        briefingStartTime: YESTERDAY.start,
        briefingEndTime: YESTERDAY.end,
      },
      b,
    );
    expect(edit.body.meta.code).toBe(4004);
    const foreignTopic = await call(
      briefingCalls.saveBriefing,
      {
        briefingTitle: '越权专报',
        briefingType: 'special',
        briefingStartTime: YESTERDAY.start,
        briefingEndTime: YESTERDAY.end,
        specialIds: [corpus.specialId],
      },
      b,
    );
    expect(foreignTopic.body.meta).toMatchObject({ code: 4004, message: '所选专题不存在或已删除' });
    const articles = await call(briefingCalls.findBriefingArticle, { briefingId: reportId }, b);
    expect(articles.body.meta.code).toBe(4004);
    const info = await data<BriefingInfo>(briefingCalls.findBriefingInfo, { briefingId: reportId });
    expect(info.briefingTitle).toBe('舆情日报（2026年11月1日）');
  });

  it('answers 4004 to every report call that names another organisation’s report, template, topic or recipient', async () => {
    const mine = await data<BriefingTemplate[]>(briefingCalls.findBriefingTemplate);
    const notice = await data<{ noticeId: number }>(briefingCalls.saveBriefingNotice, {
      noticeName: '隔离测试',
      email: 'isolation@example.cn',
    });
    const foreign: [CallDef, Record<string, unknown>][] = [
      ...Object.values(briefingChartCalls).map(
        (def) => [def, { briefingId: reportId }] as [CallDef, Record<string, unknown>],
      ),
      [
        briefingCalls.saveBriefingSetting,
        {
          briefingType: 'week',
          enableState: true,
          generateTime: '08:00',
          templateId: mine[0]!.templateId,
        },
      ],
      [
        briefingCalls.saveBriefingSetting,
        {
          briefingType: 'week',
          enableState: true,
          generateTime: '08:00',
          specialIds: [corpus.specialId],
        },
      ],
      [
        briefingCalls.saveBriefingSetting,
        {
          briefingType: 'week',
          enableState: true,
          generateTime: '08:00',
          noticeIds: [notice.noticeId],
        },
      ],
      [
        briefingCalls.saveBriefingTemplate,
        {
          templateId: mine[0]!.templateId,
          templateName: '改名',
          templateType: 1,
          sections: ['overview'],
        },
      ],
      [
        briefingCalls.saveBriefingNotice,
        { noticeId: notice.noticeId, noticeName: '改名', email: 'x@example.cn' },
      ],
      [briefingCalls.deleteBriefingNotice, { noticeIds: [notice.noticeId] }],
      [briefingCalls.sortBriefingArticle, { briefingId: reportId, articleIds: [corpus.ids[0]] }],
      [
        briefingCalls.saveBriefingArticle,
        { briefingId: reportId, articleId: corpus.ids[0], title: '改' },
      ],
      [briefingCalls.deleteBriefingArticle, { briefingId: reportId, articleIds: [corpus.ids[0]] }],
    ];
    const failures: string[] = [];
    for (const [def, input] of foreign) {
      const res = await call(def, input, b);
      if (res.body.meta.code !== 4004) {
        failures.push(`${def.path} → ${res.body.meta.code} ${res.body.meta.message}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing of a's changed.
    const after = await data<BriefingTemplate[]>(briefingCalls.findBriefingTemplate);
    expect(after[0]!.templateName).toBe(mine[0]!.templateName);
    const own = await data<Page<BriefingArticleData>>(briefingCalls.findBriefingArticle, {
      briefingId: reportId,
    });
    expect(own.list.map((x) => x.title)).toEqual(['【关注】人工智能诈骗']);
    await data(briefingCalls.deleteBriefingNotice, { noticeIds: [notice.noticeId] });
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

  it('schedules: the next report shows first as 待生成报告 without id, with its time', async () => {
    await data(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: true,
      generateTime: '08:30',
    });
    const setting = await data<{ nextRunAt: string; periodText: string }>(
      briefingCalls.findBriefingSetting,
      {
        briefingType: 'day',
      },
    );
    // T0 is 2026-11-02 09:00: yesterday's report was due at 08:30, so the next run is tomorrow.
    expect(setting).toMatchObject({
      nextRunAt: '2026-11-03 08:30:00',
      periodText: '每天 08:30 生成前一日（00:00–24:00）的报告',
    });
    const page = await data<Page<BriefingListItem>>(briefingCalls.findPageBriefing, {
      briefingType: 'day',
    });
    expect(page.list[0]).toMatchObject({
      briefingId: null,
      briefingStartTime: null,
      briefingTitle: '2026年11月2日舆情日报',
      status: 'pending',
      scheduledAt: '2026-11-03 08:30:00',
    });
    expect(page.list[1]!.briefingId).toBe(reportId);
  });

  it('manages recipients; sending needs a generated report and configured mail', async () => {
    const n = await data<{ noticeId: number }>(briefingCalls.saveBriefingNotice, {
      noticeName: '王主任',
      email: 'Wang@Example.cn',
    });
    const dup = await call(briefingCalls.saveBriefingNotice, {
      noticeName: '王二',
      email: 'wang@example.cn',
    });
    expect(dup.body.meta).toMatchObject({
      code: 4009,
      message: '邮箱 wang@example.cn 已在接收人列表中',
    });
    const bad = await call(briefingCalls.saveBriefingNotice, {
      noticeName: '李',
      email: 'not-an-email',
    });
    expect(bad.body.meta.code).toBe(4000);
    expect(bad.body.meta.message).toContain('邮箱格式不正确');
    const send = await call(briefingCalls.sendBriefing, {
      briefingId: reportId,
      noticeIds: [n.noticeId],
    });
    expect(send.body.meta).toMatchObject({
      code: 4000,
      message: '未配置邮件服务（SMTP_URL），暂不能发送报告',
    });
    const foreign = await call(
      briefingCalls.sendBriefing,
      { briefingId: reportId, noticeIds: [n.noticeId] },
      b,
    );
    expect(foreign.body.meta.code).toBe(4004);
    const list = await data<Page<{ email: string }>>(briefingCalls.findBriefingNotice, {});
    expect(list.list.map((x) => x.email)).toEqual(['wang@example.cn']);
    const gone = await call(briefingCalls.deleteBriefingNotice, { noticeIds: [n.noticeId] }, b);
    expect(gone.body.meta.code).toBe(4004);
  });

  it('keeps uploaded customised files per organisation and refuses other file types', async () => {
    const content = Buffer.from('PK\u0003\u0004定制报告').toString('base64');
    const up = await data<{ fileId: number }>(briefingCalls.uploadCustomizedFile, {
      fileName: '十一月专报.docx',
      briefingType: 'special',
      content,
    });
    const list = await data<Page<{ fileName: string; fileSize: number; uploaderName: string }>>(
      briefingCalls.findPageCustomizedFile,
      {},
    );
    expect(list.list).toMatchObject([
      { fileName: '十一月专报.docx', fileSize: Buffer.from(content, 'base64').length },
    ]);
    const down = await call(briefingCalls.downCustomizedFile, up);
    expect(down.res.rawPayload.equals(Buffer.from(content, 'base64'))).toBe(true);
    expect((await call(briefingCalls.downCustomizedFile, up, b)).body.meta.code).toBe(4004);
    const exe = await call(briefingCalls.uploadCustomizedFile, { fileName: 'virus.exe', content });
    expect(exe.body.meta.code).toBe(4000);
    expect(exe.body.meta.message).toContain('只能上传');
    expect((await call(briefingCalls.deleteCustomizedFile, up, b)).body.meta.code).toBe(4004);
    await data(briefingCalls.deleteCustomizedFile, up);
    expect((await data<Page<unknown>>(briefingCalls.findPageCustomizedFile, {})).total).toBe(0);
  });

  it('orders, edits and removes articles waiting for the weekly report', async () => {
    await data(articleCalls.joinBriefingArticle, {
      articleIds: corpus.ids.slice(0, 3),
      period: 'week',
    });
    await data(briefingCalls.sortBriefingArticle, {
      period: 'week',
      articleIds: [corpus.ids[2], corpus.ids[0]],
    });
    const page = await data<Page<BriefingArticleData>>(briefingCalls.findBriefingArticle, {
      period: 'week',
    });
    expect(page.list.map((x) => x.articleId)).toEqual([
      corpus.ids[2],
      corpus.ids[0],
      corpus.ids[1],
    ]);
    await data(briefingCalls.deleteBriefingArticle, {
      period: 'week',
      articleIds: [corpus.ids[0]],
    });
    const after = await data<Page<BriefingArticleData>>(briefingCalls.findBriefingArticle, {
      period: 'week',
    });
    expect(after.list.map((x) => x.articleId)).toEqual([corpus.ids[2], corpus.ids[1]]);
    const missing = await call(briefingCalls.findBriefingArticle, {});
    expect(missing.body.meta.code).toBe(4000);
    const notThere = await call(briefingCalls.deleteBriefingArticle, {
      period: 'week',
      articleIds: [corpus.ids[0]],
    });
    expect(notThere.body.meta).toMatchObject({ code: 4004, message: '文章不在该报告中' });
  });
});
