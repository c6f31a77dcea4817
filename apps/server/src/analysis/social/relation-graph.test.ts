import { describe, expect, it } from 'vitest';
import { relationGraph } from './relation-graph.js';
import { post } from './social-fixture.js';
import { chainSource, mentions, postKind, replyTarget } from './social-post.js';

describe('post relations', () => {
  it('reads replies, repost chains and mentions from the text', () => {
    expect(replyTarget('回复@小王:说得对')).toBe('小王');
    expect(chainSource('转发理由 //@老李:看看 //@小张:原话')).toBe('老李');
    expect(mentions('请@市交警 和 @市民热线 关注 //@老李: @不算')).toEqual(['市交警', '市民热线']);
    expect(postKind({ content: '回复@小王:好', parentId: 3 })).toBe('reply');
    expect(postKind({ content: '好', parentId: 3 })).toBe('repost');
    expect(postKind({ content: '好', parentId: null })).toBe('original');
  });
});

describe('relationGraph on a small constructed corpus', () => {
  // Subject u1 (阿明): reposts u2 twice and u3 once, mentions 市交警, replies to 小红;
  // u4 reposts u1 twice, u5 once, and u1 answering itself does not count.
  const posts = [
    post({ id: 1, authorUid: 'u1', authorName: '阿明', content: '早高峰又堵了 @市交警' }),
    post({
      id: 2,
      authorUid: 'u1',
      authorName: '阿明',
      content: '转发',
      parentId: 100,
      parentAuthorUid: 'u2',
      parentAuthorName: '老王',
    }),
    post({
      id: 3,
      authorUid: 'u1',
      authorName: '阿明',
      content: '同意',
      parentId: 101,
      parentAuthorUid: 'u2',
      parentAuthorName: '老王',
    }),
    post({
      id: 4,
      authorUid: 'u1',
      authorName: '阿明',
      content: '看看',
      parentId: 102,
      parentAuthorUid: 'u3',
      parentAuthorName: '小李',
    }),
    post({
      id: 5,
      authorUid: 'u1',
      authorName: '阿明',
      content: '回复@小红:谢谢提醒',
      parentId: 103,
    }),
  ];
  const children = [
    post({ id: 10, authorUid: 'u4', authorName: '路人甲', parentId: 1 }),
    post({ id: 11, authorUid: 'u4', authorName: '路人甲', parentId: 2 }),
    post({ id: 12, authorUid: 'u5', authorName: '路人乙', parentId: 1 }),
    post({ id: 13, authorUid: 'u1', authorName: '阿明', parentId: 1 }),
  ];
  const g = relationGraph({ uid: 'u1', name: '阿明' }, posts, children);

  it('counts each relation by account', () => {
    expect(g.counts).toEqual({
      repost: { accounts: 2, interactions: 3 },
      mention: { accounts: 1, interactions: 1 },
      reply: { accounts: 1, interactions: 1 },
      repostedBy: { accounts: 2, interactions: 3 },
    });
  });

  it('draws outward links for what the subject does and inward links for who reposts it', () => {
    const link = (source: string, target: string) =>
      g.links.find((l) => l.source === source && l.target === target);
    expect(link('u1', 'u2')).toMatchObject({ relation: 'repost', value: 2 });
    expect(link('u1', '@市交警')).toMatchObject({ relation: 'mention', value: 1 });
    expect(link('u1', '@小红')).toMatchObject({ relation: 'reply', value: 1 });
    expect(link('u4', 'u1')).toMatchObject({ relation: 'repostedBy', value: 2 });
    expect(g.nodes.find((n) => n.isSubject)).toMatchObject({ id: 'u1', name: '阿明', value: 8 });
    expect(g.nodes).toHaveLength(7);
  });

  it('keeps only the strongest accounts of each relation', () => {
    const cut = relationGraph({ uid: 'u1', name: '阿明' }, posts, children, 1);
    expect(cut.links.filter((l) => l.relation === 'repostedBy')).toEqual([
      expect.objectContaining({ source: 'u4', value: 2 }),
    ]);
    expect(cut.counts.repostedBy.accounts).toBe(2);
  });
});
