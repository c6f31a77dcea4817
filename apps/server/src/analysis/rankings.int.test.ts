import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helpers/test-db.js';
import { hotWords } from './hot-words.js';
import { mediaLeaders } from './media-leaders.js';
import { opinionLeaders } from './opinion-leaders.js';
import { analysisSuite } from './analysis-suite.fixture.js';

describe.each(ENGINES)('analysis rankings (%s)', (engine) => {
  const s = analysisSuite(engine);

  it('sums keyword weights, drops stop words and breaks ties by code point', async () => {
    const table = await hotWords(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual(['热词', '权重', '文章数']);
    // 我们 (weight 2 on a1) is a stop word; 交通 and 健康 tie at 0.5 in one article each,
    // and 交 (U+4EA4) sorts before 健 (U+5065).
    expect(table.rows).toEqual([
      { word: '医院', weight: 2.25, articles: 4 },
      { word: '投诉', weight: 1.25, articles: 2 },
      { word: '北京', weight: 0.75, articles: 2 },
      { word: '交通', weight: 0.5, articles: 1 },
      { word: '健康', weight: 0.5, articles: 1 },
    ]);
  });

  it('returns only the top N hot words', async () => {
    const table = await hotWords(s.adb, s.scopeA(), { size: 2 });
    expect(table.rows.map((r) => r.word)).toEqual(['医院', '投诉']);
  });

  it('draws the cloud from the newest articles of the scope when sampled', async () => {
    // The two newest of scope A are a7 (医院 1) and a5 (北京 0.5, 交通 0.5); a6 is deleted.
    const table = await hotWords(s.adb, s.scopeA(), { sample: 2 });
    expect(table.rows.map((r) => [r.word, r.weight, r.articles])).toEqual([
      ['医院', 1, 1],
      ['交通', 0.5, 1],
      ['北京', 0.5, 1],
    ]);
  });

  it('counts the hot words of a rule scope only', async () => {
    const table = await hotWords(s.adb, s.scopeA({ ruleIds: [s.c.rules.A2] }));
    // A2 in range: a3 (投诉 0.5) and a5 (北京 0.5, 交通 0.5); a6 is deleted for org A.
    // All tie, so code point order: 交 U+4EA4, 北 U+5317, 投 U+6295.
    expect(table.rows.map((r) => [r.word, r.weight])).toEqual([
      ['交通', 0.5],
      ['北京', 0.5],
      ['投诉', 0.5],
    ]);
  });

  it('ranks sites by volume with their negative counts for the organisation', async () => {
    const table = await mediaLeaders(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual([
      '排名',
      '媒体名称',
      '信息量',
      '负面信息量',
    ]);
    // Three sites tie at one article: more negative first, then 健 (U+5065) before 新 (U+65B0).
    expect(table.rows).toEqual([
      { rank: 1, siteName: '人民网', count: 3, negative: 2 },
      { rank: 2, siteName: '健康时报', count: 1, negative: 1 },
      { rank: 3, siteName: '新浪微博', count: 1, negative: 1 },
      { rank: 4, siteName: '新华网', count: 1, negative: 0 },
    ]);
    const orgB = await mediaLeaders(s.adb, s.scopeA({ orgId: s.c.orgB }), { size: 2 });
    expect(orgB.rows).toEqual([
      { rank: 1, siteName: '人民网', count: 3, negative: 3 },
      { rank: 2, siteName: '新浪微博', count: 1, negative: 1 },
    ]);
  });

  it('ranks authors by engagement with their largest follower count', async () => {
    const table = await opinionLeaders(s.adb, s.scopeA());
    expect(table.columns.map((col) => col.title)).toEqual([
      '排名',
      '作者',
      '互动量',
      '粉丝数',
      '发文量',
    ]);
    // 张三: a1 (20) + a5 (30) + a7 (0); a4 has no author; 李四 never gave a follower count.
    expect(table.rows).toEqual([
      { rank: 1, author: '王五', engagement: 200, followers: 10000, count: 1 },
      { rank: 2, author: '张三', engagement: 50, followers: 6000, count: 3 },
      { rank: 3, author: '李四', engagement: 3, followers: '', count: 1 },
    ]);
  });
});
