import { describe, expect, it } from 'vitest';
import { contrastBloggers } from './blogger-contrast.js';
import { bloggerSnapshot } from './blogger-snapshot.js';
import { post, T0 } from './social-fixture.js';
import { rankSensitiveBloggers } from './sensitive-ranking.js';

const DAY = 86_400_000;
const profile = (uid: string, name: string) => ({
  uid,
  name,
  gender: null,
  verified: false,
  followers: null,
  region: null,
  homeUrl: null,
});

function snap(uid: string, name: string, words: string[][], commenters: string[]) {
  const posts = words.map((w, i) =>
    post({ id: i + 1, authorUid: uid, authorName: name, words: w, forwards: 10 * i, comments: i }),
  );
  const children = commenters.map((c, i) => post({ id: 100 + i, authorUid: c, parentId: 1 }));
  return bloggerSnapshot({
    profile: profile(uid, name),
    start: T0,
    end: T0 + 30 * DAY,
    posts,
    children,
    ruleHitIds: new Set(),
  });
}

describe('contrastBloggers', () => {
  const a = snap(
    'a',
    '甲',
    [
      ['地铁', '延误'],
      ['地铁', '票价'],
    ],
    ['c1', 'c2', 'c3'],
  );
  const b = snap('b', '乙', [['地铁', '医院'], ['票价']], ['c2', 'c3', 'c4']);
  const c = snap('c', '丙', [['天气']], ['c3']);
  const r = contrastBloggers([
    { analysisId: 1, s: a },
    { analysisId: 2, s: b },
    { analysisId: 3, s: c },
  ]);

  it('gives every pair its hot-word Jaccard overlap and shared commenters', () => {
    // 甲 {地铁, 延误, 票价} ∩ 乙 {地铁, 医院, 票价} = 2 of 4 words.
    expect(r.pairs[0]).toMatchObject({
      a: 1,
      b: 2,
      wordOverlap: 0.5,
      sharedWords: ['地铁', '票价'],
      sharedCommenterCount: 2,
    });
    expect(r.pairs[0]!.sharedCommenters.map((x) => x.uid).sort()).toEqual(['c2', 'c3']);
    expect(r.pairs[1]).toMatchObject({ a: 1, b: 3, wordOverlap: 0, sharedCommenterCount: 1 });
    expect(r.pairs).toHaveLength(3);
  });

  it('lists what all members share and each member’s own figures', () => {
    expect(r.commonWords).toEqual([]);
    expect(r.commonCommenters.map((x) => x.uid)).toEqual(['c3']);
    expect(r.members.map((m) => [m.name, m.totals.posts, m.totals.forwards])).toEqual([
      ['甲', 2, 10],
      ['乙', 2, 10],
      ['丙', 1, 0],
    ]);
    expect(r.members[0]!.bci).toBe(a.bci.index);
  });
});

describe('bloggerSnapshot', () => {
  it('marks negative and warned posts and finds the sensitive words', () => {
    const posts = [
      post({ id: 1, authorUid: 'a', sentiment: 'negative', content: '某地发生群体事件' }),
      post({ id: 2, authorUid: 'a', content: '今天天气很好' }),
      post({ id: 3, authorUid: 'a', content: '转发', parentId: 9 }),
    ];
    const s = bloggerSnapshot({
      profile: profile('a', '甲'),
      start: T0,
      end: T0 + 2 * DAY,
      posts,
      children: [],
      ruleHitIds: new Set([2]),
      sensitiveWords: ['群体事件', '罢工'],
    });
    expect(s.totals).toMatchObject({
      posts: 3,
      originals: 2,
      reposts: 1,
      warnings: 2,
      sensitive: 1,
    });
    expect(s.warningIds).toEqual([2, 1]);
    expect(s.sensitivePosts).toEqual([{ id: 1, words: ['群体事件'] }]);
    expect(s.warningTrend.reduce((n, d) => n + d.total, 0)).toBe(2);
  });
});

describe('rankSensitiveBloggers', () => {
  const posts = [
    post({ id: 1, authorUid: 'a', content: '罢工 罢工' }),
    post({ id: 2, authorUid: 'a', content: '又见罢工和维权' }),
    post({ id: 3, authorUid: 'b', content: '维权' }),
    post({ id: 4, authorUid: 'b', content: '维权进展' }),
    post({ id: 5, authorUid: 'b', content: '正常内容' }),
    post({ id: 6, authorUid: 'c', content: 'STRIKE today' }),
  ];

  it('ranks by posts with a sensitive word, a post counting once, with hits per word', () => {
    const r = rankSensitiveBloggers(posts, ['罢工', '维权', 'strike'], 1, 10);
    expect(r.map((x) => [x.uid, x.sensitivePosts])).toEqual([
      ['b', 2],
      ['a', 2],
      ['c', 1],
    ]);
    expect(r[1]!.words).toEqual([
      { word: '罢工', count: 2 },
      { word: '维权', count: 1 },
    ]);
  });

  it('keeps only accounts with at least the minimum and at most `size`', () => {
    expect(rankSensitiveBloggers(posts, ['罢工', '维权'], 2, 10).map((x) => x.uid)).toEqual([
      'b',
      'a',
    ]);
    expect(rankSensitiveBloggers(posts, ['罢工', '维权'], 1, 1)).toHaveLength(1);
  });
});
