import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls, specialAnalysisCalls, specialCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';

const HOUR = 3_600_000;

interface Tree {
  groupId: number;
  specials: { specialId: number; specialName: string; backfill: { status: string } | null }[];
}
interface Page {
  list: { id: number; title: string }[];
  total: number;
}
interface TableOut {
  columns: { key: string; title: string }[];
  rows: Record<string, string | number>[];
}

describe.each(ENGINES)('special topics (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let groupId = 0;
  let simpleId = 0;
  let advancedId = 0;

  const article = (n: number, title: string, content: string, hoursAgo: number) => ({
    url: `https://news.example.cn/special-${n}.html`,
    title,
    content,
    siteName: '示例新闻网',
    publishTime: t.clock.now() - hoursAgo * HOUR,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await t.ingest.pipeline.ingest([
      article(1, '北京大学发布人工智能管理新规', '北京大学今日发布关于人工智能的管理规定。', 2),
      article(2, '清华大学举办人工智能论坛', '论坛讨论人工智能与教育的关系。', 26),
      article(3, '上海今日天气晴朗', '上海今天天气晴朗，适宜出行。', 3),
      article(4, '北京大学食堂调整菜价', '北京大学食堂本周调整部分菜品价格。', 50),
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const call = (
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token = a.token,
  ) => t.call(def, input, { token });

  it('creates a column and specials in simple and advanced mode, then back-fills their hits', async () => {
    const col = await call(specialCalls.saveColumn, { columnName: '高校舆情' });
    groupId = (col.body.data as { groupId: number }).groupId;
    const s1 = await call(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '人工智能',
      ruleMode: 'simple',
      subjectWords: '人工智能',
    });
    expect(s1.body.meta.code).toBe(200);
    simpleId = (s1.body.data as { specialId: number }).specialId;
    const s2 = await call(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '北大动态',
      ruleMode: 'advanced',
      expression: '北京大学+(人工智能|食堂)',
    });
    advancedId = (s2.body.data as { specialId: number }).specialId;

    const before = (await call(specialCalls.findAllColumnSpecial, {})).body.data as Tree[];
    expect(before[0]!.specials.map((s) => s.backfill?.status)).toEqual(['queued', 'queued']);
    await t.ingest.runner.drain();
    const after = (await call(specialCalls.findAllColumnSpecial, {})).body.data as Tree[];
    expect(after[0]!.specials.map((s) => s.backfill?.status)).toEqual(['done', 'done']);

    const list1 = await call(specialCalls.findSpecialArticleSingleOrAll, { specialId: simpleId });
    expect((list1.body.data as Page).list.map((x) => x.title)).toEqual([
      '北京大学发布人工智能管理新规',
      '清华大学举办人工智能论坛',
    ]);
    const list2 = await call(specialCalls.findSpecialArticleSingleOrAll, { specialId: advancedId });
    expect((list2.body.data as Page).list.map((x) => x.title)).toEqual([
      '北京大学发布人工智能管理新规',
      '北京大学食堂调整菜价',
    ]);
  });

  it('matches an article ingested after saving (percolation) and lists all specials together', async () => {
    await t.ingest.pipeline.ingest([
      article(5, '人工智能助力北京大学教学', '北京大学将人工智能引入课堂。', 1),
    ]);
    const one = await call(specialCalls.findSpecialArticleSingleOrAll, { specialId: simpleId });
    expect((one.body.data as Page).total).toBe(3);
    const all = await call(specialCalls.findSpecialArticleSingleOrAll, {});
    expect((all.body.data as Page).total).toBe(4);
  });

  it('answers a volume trend and a sentiment distribution with the hand-computed numbers', async () => {
    const trend = await call(specialAnalysisCalls.trendSpecial, { specialId: simpleId });
    const rows = (trend.body.data as TableOut).rows;
    // 7 days by Shanghai day: 11-02 has articles 1 and 5, 11-01 has article 2.
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);

    const hits = await t.db
      .selectFrom('rule_hit')
      .select('article_id')
      .where(
        'rule_id',
        'in',
        t.db.selectFrom('special').select('rule_id').where('id', '=', simpleId),
      )
      .execute();
    const ids = hits.map((h) => Number(h.article_id)).sort((x, y) => x - y);
    const verdicts = ['negative', 'positive', 'negative'];
    // The organisation's verdicts through 修改情感.
    for (const [i, id] of ids.entries()) {
      const res = await call(articleCalls.judgeArticleEmotion, {
        articleIds: [id],
        sentiment: verdicts[i]!,
      });
      expect(res.body.meta.code).toBe(200);
    }
    const dist = await call(specialAnalysisCalls.motionDistributionSpecial, {
      specialId: simpleId,
    });
    const counts = Object.fromEntries(
      (dist.body.data as TableOut).rows.map((r): [string, unknown] => [
        String(r.sentiment),
        r.count,
      ]),
    );
    expect(counts).toEqual({ positive: 1, neutral: 0, negative: 2 });
  });

  it('exports the trend as .xlsx with a Chinese file name and header row', async () => {
    const { res } = await call(specialAnalysisCalls.trendExcelSpecial, { specialId: simpleId });
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent('人工智能_专题信息走势'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, '时间', '信息量']);
    expect(sheet.rowCount).toBe(2 + 8);
    const articles = await call(specialAnalysisCalls.exportSpecialArticle, { specialId: simpleId });
    const list = new ExcelJS.Workbook();
    await list.xlsx.load(articles.res.rawPayload as unknown as ArrayBuffer);
    expect(list.worksheets[0]!.getRow(2).getCell(1).value).toBe('标题');
    expect(list.worksheets[0]!.rowCount).toBe(2 + 3);
  });

  it('refuses a duplicate name and a broken expression with Chinese messages', async () => {
    const form = { groupId, specialName: '人工智能', ruleMode: 'simple', subjectWords: '教育' };
    const v = await call(specialCalls.validateSaveColumnSpecial, form);
    expect(v.body.data).toEqual({ valid: false, message: '专题名称已存在' });
    const dup = await call(specialCalls.saveColumnSpecial, form);
    expect(dup.body.meta).toEqual({ code: 4009, message: '专题名称已存在' });
    const check = await call(specialCalls.verificationSpecialName, { specialName: '人工智能' });
    expect(check.body.data).toEqual({ available: false });
    const bad = await call(specialCalls.saveColumnSpecial, {
      groupId,
      specialName: '新专题',
      ruleMode: 'advanced',
      expression: '(北京大学+人工智能',
    });
    expect(bad.body.meta.code).toBe(4000);
    expect(bad.body.meta.message).toMatch(/^第\d+个字符处缺少右括号$/);
    const noColumn = await call(specialCalls.validateSaveColumnSpecial, {
      ...form,
      groupId: 999_999,
      specialName: '别的',
    });
    expect(noColumn.body.data).toEqual({ valid: false, message: '请先选择栏目' });
  });

  it('moves a special up within its column', async () => {
    await call(specialCalls.moveSpecialPositionType2, {
      specialId: advancedId,
      positionType: 'up',
    });
    const tree = (await call(specialCalls.findAllColumnSpecial, {})).body.data as Tree[];
    expect(tree[0]!.specials.map((s) => s.specialId)).toEqual([advancedId, simpleId]);
    await call(specialCalls.moveSpecialPositionType2, {
      specialId: advancedId,
      positionType: 'bottom',
    });
    const again = (await call(specialCalls.findAllColumnSpecial, {})).body.data as Tree[];
    expect(again[0]!.specials.map((s) => s.specialId)).toEqual([simpleId, advancedId]);
  });

  it('never lets another organisation read, edit, delete, export or analyse a special (4004)', async () => {
    const attempts = [
      call(specialCalls.findColumnSpecial, { specialId: simpleId }, b.token),
      call(
        specialCalls.saveColumnSpecialName,
        { specialId: simpleId, specialName: '改名' },
        b.token,
      ),
      call(specialCalls.deleteColumnSpecial, { specialId: simpleId }, b.token),
      call(specialCalls.deleteColumn, { groupId }, b.token),
      call(specialCalls.moveColumnPositionType, { groupId, positionType: 'top' }, b.token),
      call(specialCalls.findSpecialArticleSingleOrAll, { specialId: simpleId }, b.token),
      call(specialAnalysisCalls.trendSpecial, { specialId: simpleId }, b.token),
      call(specialAnalysisCalls.motionDistributionSpecial, { specialId: simpleId }, b.token),
      call(specialAnalysisCalls.trendExcelSpecial, { specialId: simpleId }, b.token),
      call(specialAnalysisCalls.exportSpecialArticle, { specialId: simpleId }, b.token),
    ];
    const codes = (await Promise.all(attempts)).map((r) => r.body.meta.code);
    expect(codes).toEqual(Array.from({ length: attempts.length }, () => 4004));
    expect((await call(specialCalls.findAllColumnSpecial, {}, b.token)).body.data).toEqual([]);
    const all = await call(specialCalls.findSpecialArticleSingleOrAll, {}, b.token);
    expect((all.body.data as Page).total).toBe(0);
  });

  it('deletes a special with its rule and hits, and disables a rule without deleting it', async () => {
    await call(specialCalls.saveSpecialEnableState, { specialId: advancedId, enableState: false });
    const rule = await t.db
      .selectFrom('monitor_rule')
      .select(['enabled'])
      .where('owner_id', '=', advancedId)
      .where('kind', '=', 'special')
      .executeTakeFirstOrThrow();
    expect(rule.enabled).toBe(0);
    const del = await call(specialCalls.deleteColumnSpecial, { specialId: simpleId });
    expect(del.body.meta.code).toBe(200);
    const left = await t.db
      .selectFrom('monitor_rule')
      .select('id')
      .where('owner_id', '=', simpleId)
      .where('kind', '=', 'special')
      .execute();
    expect(left).toEqual([]);
    const notEmpty = await call(specialCalls.deleteColumn, { groupId });
    expect(notEmpty.body.meta.code).toBe(4009);
  });
});
