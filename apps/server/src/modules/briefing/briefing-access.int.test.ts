import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls, briefingCalls, briefingChartCalls } from '@guanlan/shared';
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
import {
  YESTERDAY,
  generatedDailyReport,
  reportCallers,
  seedReportCorpus,
} from './briefing.fixture.js';
import type { Login, Page } from './briefing.fixture.js';

/**
 * Reports of one organisation stay its own, the schedule's next report in the list, recipients,
 * customised files and the waiting articles — around one generated daily report.
 */
describe.each(ENGINES)('report isolation, recipients and files (%s)', (engine) => {
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
    reportId = await generatedDailyReport(t, a, corpus);
  }, 120_000);
  afterAll(() => t.close());

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
