import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialAnalysisCalls, specialCalls } from '@guanlan/shared';
import { createTestApp } from '../../test/helpers/test-app.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import { ENGINES } from '../../test/helpers/test-db.js';
import { ArticleRepo } from '../modules/article/article.repo.js';

const HOUR = 3_600_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The visible text of word/document.xml (tags dropped) and the images in word/media/. */
async function openDocx(payload: Buffer) {
  const zip = await JSZip.loadAsync(payload);
  const xml = await zip.file('word/document.xml')!.async('string');
  const media = Object.keys(zip.files).filter((name) => name.startsWith('word/media/'));
  const images = await Promise.all(media.map((name) => zip.file(name)!.async('nodebuffer')));
  const header = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^word\/header\d*\.xml$/.test(name))
      .map((name) => zip.file(name)!.async('string')),
  );
  return { xml, text: xml.replace(/<[^>]+>/g, ''), images, header: header.join('') };
}

describe.each(ENGINES)('downSpecialBriefing (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let topicId = 0;
  let emptyId = 0;

  const article = (n: number, title: string, content: string, hoursAgo: number, more = {}) => ({
    url: `https://news.example.cn/briefing-${n}.html`,
    title,
    content,
    siteName: '示例新闻网',
    publishTime: t.clock.now() - hoursAgo * HOUR,
    ...more,
  });
  const call = (
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = a.token,
  ) => t.call(def, input, { token });

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await t.ingest.pipeline.ingest([
      article(1, '人工智能诈骗案件频发', '北京市警方通报利用人工智能实施诈骗的案件。', 2),
      article(2, '人工智能换脸引发争议', '人工智能换脸视频在网上流传，引发争议。', 5, {
        carrier: 'weChat',
        siteName: '某某公众号',
      }),
      article(3, '人工智能助力医疗诊断', '北京市一家医院借助人工智能技术提高诊断效率。', 26),
      article(4, '人工智能大会开幕', '世界人工智能大会今日在上海市开幕。', 30, {
        carrier: 'microBlog',
        siteName: '新浪微博',
      }),
      article(5, '人工智能课程进入中小学', '人工智能课程将进入中小学课堂。', 50),
      article(6, '上海今日天气晴朗', '上海今天天气晴朗，适宜出行。', 3),
    ]);
    const col = await call(specialCalls.saveColumn, { columnName: '科技舆情' });
    const groupId = (col.body.data as { groupId: number }).groupId;
    const topic = await call(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '人工智能',
      ruleMode: 'simple',
      subjectWords: '人工智能',
    });
    topicId = (topic.body.data as { specialId: number }).specialId;
    const empty = await call(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '量子计算',
      ruleMode: 'simple',
      subjectWords: '量子计算',
    });
    emptyId = (empty.body.data as { specialId: number }).specialId;
    await t.ingest.runner.drain();

    // Fix this organisation's verdicts so the counts do not depend on the sentiment model.
    const verdicts: Record<number, string> = {
      1: 'negative',
      2: 'negative',
      3: 'positive',
      4: 'neutral',
      5: 'positive',
    };
    const rows = await t.db.selectFrom('article').select(['id', 'url']).execute();
    // Written the way 修改情感 writes them (the rule hits follow).
    const repo = new ArticleRepo(t.db);
    for (const r of rows) {
      const verdict = verdicts[Number(/briefing-(\d+)/.exec(r.url)?.[1])];
      if (verdict) {
        await repo.judge(a.orgId, [Number(r.id)], verdict, t.clock.now());
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  it('answers a Word file named after the topic with the Shanghai time of generation', async () => {
    const { res } = await call(specialAnalysisCalls.downSpecialBriefing, { specialId: topicId });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('wordprocessingml.document');
    // T0 is 2026-11-02 01:00 UTC, 09:00 in Shanghai.
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('人工智能_专题简报_202611020900.docx'),
    );
  });

  it('holds the topic, its range, the hand-counted totals, the negative titles and chart images', async () => {
    const { res } = await call(specialAnalysisCalls.downSpecialBriefing, { specialId: topicId });
    const doc = await openDocx(res.rawPayload);
    expect(doc.text).toContain('人工智能专题简报');
    expect(doc.text).toContain('监测时段：2026-10-26 09:00 至 2026-11-02 09:00');
    expect(doc.text).toContain('生成时间：2026-11-02 09:00（北京时间）');
    // Five hits (article 6 is not about 人工智能): 2 positive, 1 neutral, 2 negative.
    expect(doc.text).toContain('信息总量正面中性负面负面占比5条2条1条2条40%');
    expect(doc.text).toContain(
      '共监测到相关信息5条，其中正面2条（40%），中性1条（20%），负面2条（40%）',
    );
    // News carries 3 of the 5; 示例新闻网 publishes them.
    expect(doc.text).toContain('信息主要来源于新闻（3条，占60%）');
    expect(doc.text).toContain('发布最活跃的媒体为示例新闻网（3条）');
    const negatives = doc.text.slice(doc.text.indexOf('重点负面信息'));
    expect(negatives).toContain('人工智能诈骗案件频发');
    expect(negatives).toContain('人工智能换脸引发争议');
    expect(negatives.slice(0, negatives.indexOf('媒体活跃度排行'))).not.toContain(
      '人工智能助力医疗诊断',
    );
    expect(doc.text).not.toContain('上海今日天气晴朗');
    expect(doc.header).toContain('观澜舆情');
    // Articles 1 and 3 mention 北京市, article 4 上海市 (排名, 地区, 信息量 cells).
    const regions = doc.text.slice(doc.text.indexOf('地域分布'), doc.text.indexOf('热词分析'));
    expect(regions).toContain('排名地区信息量1北京市22上海市1');
    // Trend line, sentiment pie, carrier bars and region bars, as real PNGs.
    expect(doc.images).toHaveLength(4);
    for (const png of doc.images) {
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
    expect(doc.xml).toContain('w:eastAsia="宋体"');
  });

  it('follows the call filters: only negatives makes every count negative', async () => {
    const { res } = await call(specialAnalysisCalls.downSpecialBriefing, {
      specialId: topicId,
      sentiments: ['negative'],
    });
    const doc = await openDocx(res.rawPayload);
    expect(doc.text).toContain('信息总量正面中性负面负面占比2条0条0条2条100%');
  });

  it('still gives a valid document for a topic without articles, 暂无数据 in each section', async () => {
    const { res } = await call(specialAnalysisCalls.downSpecialBriefing, { specialId: emptyId });
    expect(res.statusCode).toBe(200);
    const doc = await openDocx(res.rawPayload);
    expect(doc.text).toContain('量子计算专题简报');
    // 舆情概况 … 研判建议: nine sections, each empty.
    expect(doc.text.match(/暂无数据/g)).toHaveLength(9);
    expect(doc.images).toHaveLength(0);
  });

  it("never lets another organisation download a topic's briefing (4004)", async () => {
    const other = await call(
      specialAnalysisCalls.downSpecialBriefing,
      { specialId: topicId },
      b.token,
    );
    expect(other.body.meta.code).toBe(4004);
    const missing = await call(specialAnalysisCalls.downSpecialBriefing, { specialId: 999_999 });
    expect(missing.body.meta.code).toBe(4004);
  });
});
