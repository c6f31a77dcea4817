import JSZip from 'jszip';
import { articleCalls, briefingCalls, parseCn, specialCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app.js';

export const HOUR = 3_600_000;
export type Login = Awaited<ReturnType<TestApp['loginAs']>>;

/**
 * A fixed corpus around the test clock (T0 = 2026-11-02 09:00 Shanghai, a Monday): three
 * 人工智能 articles on Sunday 2026-11-01 (one judged negative, one positive, one neutral by the
 * organisation), one the day before and one this morning, and an unrelated one — so the daily
 * report of 2026-11-01 has exactly 3 articles, 1 negative.
 */
export async function seedReportCorpus(t: TestApp, a: Login) {
  const at = (hoursAgo: number) => t.clock.now() - hoursAgo * HOUR;
  const stored = await t.ingest.pipeline.ingest([
    {
      url: 'https://news.example.cn/report-1.html',
      title: '人工智能诈骗案件频发',
      content: '北京市警方通报多起利用人工智能实施诈骗的案件，提醒市民提高警惕。',
      siteName: '示例新闻网',
      publishTime: at(10),
    },
    {
      url: 'https://news.example.cn/report-2.html',
      title: '人工智能助力医疗诊断',
      content: '北京市一家医院借助人工智能技术提高诊断效率，获患者好评。',
      siteName: '健康时报',
      publishTime: at(20),
      carrier: 'weChat',
    },
    {
      url: 'https://news.example.cn/report-3.html',
      title: '人工智能大会筹备工作启动',
      content: '世界人工智能大会筹备工作在上海市启动。',
      siteName: '新浪微博',
      publishTime: at(30),
      carrier: 'microBlog',
    },
    {
      url: 'https://news.example.cn/report-4.html',
      title: '人工智能课程进入中小学',
      content: '人工智能课程将进入中小学课堂。',
      siteName: '示例新闻网',
      publishTime: at(34),
    },
    {
      url: 'https://news.example.cn/report-5.html',
      title: '人工智能企业发布新品',
      content: '多家人工智能企业今晨发布新品。',
      siteName: '示例新闻网',
      publishTime: at(2),
    },
    {
      url: 'https://news.example.cn/report-6.html',
      title: '上海今日天气晴朗',
      content: '上海今天天气晴朗，适宜出行。',
      siteName: '示例新闻网',
      publishTime: at(12),
    },
  ]);
  const ids = stored.map((s) => (s.status === 'accepted' ? s.id : 0));
  const call = (def: CallDef, input: Record<string, unknown>) =>
    t.call(def, input, { token: a.token });
  const col = await call(specialCalls.saveColumn, { columnName: '科技舆情' });
  const groupId = (col.body.data as { groupId: number }).groupId;
  const topic = await call(specialCalls.saveColumnSpecial, {
    groupId,
    specialName: '人工智能',
    ruleMode: 'simple',
    subjectWords: '人工智能',
  });
  const specialId = (topic.body.data as { specialId: number }).specialId;
  await t.ingest.runner.drain();
  await call(articleCalls.judgeArticleEmotion, { articleIds: [ids[0]], sentiment: 'negative' });
  await call(articleCalls.judgeArticleEmotion, { articleIds: [ids[1]], sentiment: 'positive' });
  await call(articleCalls.judgeArticleEmotion, { articleIds: [ids[2]], sentiment: 'neutral' });
  return { ids, specialId };
}

/** The visible text of word/document.xml (tags dropped) and how many images it embeds. */
export async function openDocx(payload: Buffer) {
  const zip = await JSZip.loadAsync(payload);
  const xml = await zip.file('word/document.xml')!.async('string');
  const images = Object.keys(zip.files).filter((n) => n.startsWith('word/media/')).length;
  return { text: xml.replace(/<[^>]+>/g, ''), images };
}

/** A page as the list calls answer it. */
export interface Page<T> {
  list: T[];
  total: number;
}

/** The daily report period of the corpus: Sunday 2026-11-01, Shanghai time. */
export const YESTERDAY = {
  start: parseCn('2026-11-01 00:00:00')!,
  end: parseCn('2026-11-01 23:59:59')! + 999,
};

/**
 * `call` (the raw answer) and `data` (its data, after checking the code is 200) as `who`,
 * default `a`; the app and the login are read when called (they are made in beforeAll).
 */
export function reportCallers(app: () => TestApp, a: () => Login) {
  const call = (def: CallDef, input: Record<string, unknown> = {}, who: Login = a()) =>
    app().call(def, input, { token: who.token });
  const data = async <T>(def: CallDef, input: Record<string, unknown> = {}, who: Login = a()) => {
    const { body } = await call(def, input, who);
    expect(body.meta, `${def.path} ${body.meta.message}`).toMatchObject({ code: 200 });
    return body.data as T;
  };
  return { call, data };
}

/**
 * The corpus's daily report of 2026-11-01, generated: an analyst first adds the first article
 * to the day's waiting list and retitles it 【关注】人工智能诈骗 (社会治安). Answers its id.
 */
export async function generatedDailyReport(
  t: TestApp,
  a: Login,
  corpus: Awaited<ReturnType<typeof seedReportCorpus>>,
): Promise<number> {
  const { data } = reportCallers(
    () => t,
    () => a,
  );
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
  await t.reports.runner.drain();
  return saved.briefingId;
}
