import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@guanlan/shared';
import { ENGINES } from '../../test/helpers/test-db.js';
import { articleList } from './article-list.js';
import type { ArticleListOptions } from './article-list.js';
import type { ArticleScope, SearchArea } from './scope.js';
import { D0, cn } from './test-corpus.fixture.js';
import { analysisSuite } from './analysis-suite.fixture.js';

// 2026-10-29 00:00 to 2026-11-07 00:00: every article of the corpus.
const WIDE = { startTime: D0 - 3 * DAY_MS, endTime: D0 + 6 * DAY_MS };

describe.each(ENGINES)('analysis article list (%s)', (engine) => {
  const s = analysisSuite(engine);
  const keyOf = (id: string | number | undefined) =>
    Object.entries(s.c.ids).find(([, v]) => v === id)?.[0];
  const list = async (extra: Partial<ArticleScope>, options: ArticleListOptions = {}) => {
    const table = await articleList(s.adb, s.scopeA(extra), options);
    return { ...table, keys: table.rows.map((r) => keyOf(r.id)) };
  };
  const search = async (keyword: string, searchArea: SearchArea = 'all', orgId?: number) =>
    (await list({ ...WIDE, keyword, searchArea, ...(orgId ? { orgId } : {}) }, { pageSize: 50 }))
      .keys;

  it('pages newest first with each row’s similar count in the scope', async () => {
    const first = await list({}, { pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.keys).toEqual(['a7', 'a5', 'a4', 'a3']);
    expect(first.rows.map((r) => r.similarCount)).toEqual([3, 1, 1, 1]);
    const second = await list({}, { pageNum: 2, pageSize: 4 });
    expect(second.keys).toEqual(['a2', 'a1']);
    expect(second).toMatchObject({ total: 6, pageNum: 2, pageSize: 4 });
  });

  it('shows the organisation’s sentiment and formats the row fields', async () => {
    const { rows, columns } = await list({}, { sort: 'timeAsc' });
    expect(columns.map((col) => col.title)).toEqual([
      '标题',
      '来源',
      '载体',
      '情感',
      '发布时间',
      '作者',
      '相似文章数',
      '链接',
      '摘要',
    ]);
    expect(rows[3]).toEqual({
      id: s.c.ids.a4,
      title: '健康科普：如何预约挂号',
      summary: '广东多家医院开通线上预约。',
      url: 'https://example.cn/a4',
      siteName: '健康时报',
      carrier: 'weChat',
      carrierName: '微信',
      sentiment: 'negative',
      sentimentName: '负面',
      publishTime: '2026-11-01 23:59:00',
      publishTimeMs: D0 + DAY_MS - 60_000,
      author: '',
      similarCount: 1,
      isDemo: 0,
      coverUrl: '',
      language: 'zh',
    });
    const orgB = await list({ orgId: s.c.orgB }, { sort: 'timeAsc' });
    expect(orgB.rows[3]!.sentiment).toBe('neutral');
  });

  it('sorts oldest first, by similar count and by engagement', async () => {
    expect((await list({}, { sort: 'timeAsc' })).keys).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'a7',
    ]);
    const similar = await list({}, { sort: 'similarDesc' });
    expect(similar.keys).toEqual(['a7', 'a2', 'a1', 'a5', 'a4', 'a3']);
    expect(similar.rows.map((r) => r.similarCount)).toEqual([3, 3, 3, 1, 1, 1]);
    // Engagement: a3 200, a5 30, a1 20, a2 3, then a7 and a4 at 0, newer first.
    expect((await list({}, { sort: 'hotDesc' })).keys).toEqual([
      'a3',
      'a5',
      'a1',
      'a2',
      'a7',
      'a4',
    ]);
  });

  it('merges a similar cluster into its earliest article in the scope', async () => {
    const merged = await list({}, { mergeSimilar: true });
    expect(merged.total).toBe(4);
    expect(merged.keys).toEqual(['a5', 'a4', 'a3', 'a1']);
    expect(merged.rows.map((r) => r.similarCount)).toEqual([1, 1, 1, 3]);
    // Org B also sees a6, a5's reprint.
    const orgB = await list({ orgId: s.c.orgB }, { mergeSimilar: true, sort: 'similarDesc' });
    expect(orgB.keys).toEqual(['a1', 'a5', 'a4', 'a3']);
    expect(orgB.rows.map((r) => r.similarCount)).toEqual([3, 2, 1, 1]);
  });

  it('picks the earliest article of the cluster within the scope, not overall', async () => {
    const merged = await list({ startTime: D0 }, { mergeSimilar: true, sort: 'timeAsc' });
    expect(merged.keys).toEqual(['a2', 'a3', 'a4', 'a5']);
    expect(merged.rows[0]!.similarCount).toBe(2);
  });

  it('pages merged clusters', async () => {
    const page = await list({}, { mergeSimilar: true, pageNum: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(page.keys).toEqual(['a1']);
    expect(await list({}, { pageNum: 9 })).toMatchObject({ total: 6, rows: [] });
  });

  it('hides an article the organisation marked 与我无关, for that organisation only', async () => {
    expect((await list({ ...WIDE }, { pageSize: 50 })).keys).not.toContain('a6');
    expect((await list({ ...WIDE, orgId: s.c.orgB }, { pageSize: 50 })).keys).toContain('a6');
  });

  it('finds a two-character keyword through the full-text index in each search area', async () => {
    expect(await search('医院')).toEqual(['a7', 'a4', 'a2', 'a1']);
    expect(await search('医院', 'title')).toEqual(['a7', 'a2', 'a1']);
    expect(await search('医院', 'content')).toEqual(['a7', 'a4', 'a1']);
    expect(await search('醫院')).toEqual(['a7', 'a4', 'a2', 'a1']);
  });

  it('requires every space-separated word and falls back to LIKE for one character', async () => {
    expect(await search('北京 交通')).toEqual(['a5']);
    expect(await search('北京 交通', 'all', s.c.orgB)).toEqual(['a6', 'a5']);
    expect(await search('噪')).toEqual(['a2']);
    expect(await search('噪', 'title')).toEqual([]);
  });

  it('matches Latin words case-insensitively on both engines', async () => {
    expect(await search('HOSPITAL')).toEqual(['a8']);
    expect(await search('Hospital', 'title')).toEqual(['a8']);
    expect(await search('hosp')).toEqual([]);
  });

  it('counts a keyword’s matches once each, wherever they fall in the range', async () => {
    // a1 (10-31 23:59) and a2 (a minute later) on the edges of a range's halves: a1 ends the
    // first half of one range, a2 starts the second half of the other. Within rules PostgreSQL
    // counts the halves at once (articleCount), elsewhere it is one pass.
    const a1 = cn(2026, 10, 31, 23, 59);
    const ranges = [
      { startTime: a1 - 60_000, endTime: a1 + 60_001 },
      { startTime: a1, endTime: a1 + 119_999 },
    ];
    for (const rules of [{}, { ruleIds: [s.c.rules.A1] }]) {
      for (const range of ranges) {
        const page = await list({ ...rules, ...range, keyword: '医院' }, { pageSize: 50 });
        expect(page.keys).toEqual(['a2', 'a1']);
        expect(page.total).toBe(2);
        expect(page.rows.map((r) => r.similarCount)).toEqual([2, 2]);
      }
    }
    // A short page counts every match of the range, as the whole list does.
    const scope = { ...WIDE, ruleIds: [s.c.rules.A1], keyword: '医院' };
    const whole = await list(scope, { pageSize: 50 });
    expect(whole.keys).toEqual(['a7', 'a4', 'a2', 'a1']);
    expect(whole.total).toBe(4);
    const first = await list(scope, { pageSize: 2 });
    expect(first.keys).toEqual(['a7', 'a4']);
    expect(first.total).toBe(4);
  });

  it('combines a keyword with a rule scope', async () => {
    const keys = (await list({ ...WIDE, ruleIds: [s.c.rules.A1], keyword: '扩建' })).keys;
    expect(keys).toEqual(['a7', 'a2', 'a1']);
    const foreign = await list({ ...WIDE, ruleIds: [s.c.rules.B1], keyword: '扩建' });
    expect(foreign.total).toBe(0);
  });
});
