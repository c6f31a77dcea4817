import { describe, expect, it } from 'vitest';
import { parseLine } from '../ingest/api/ingest-line.js';
import { cedDate, cedTime, cedToRaw } from './import/weibo-cascades.js';
import type { CedCascade } from './import/weibo-cascades.js';
import { ownWords } from './cascade-audience.js';
import { parsePostRef, repostChain } from './social-keys.js';

const NOW = Date.UTC(2026, 10, 20);

describe('social fields of an ingest line', () => {
  it('takes platform, ids, kind and the profile, and explains a wrong value in Chinese', () => {
    const ok = parseLine(
      {
        url: 'https://weibo.com/1/A1',
        title: '转发',
        platform: 'weibo',
        postId: 'A1',
        postKind: 'repost',
        rootId: 123456,
        author: {
          id: '1',
          name: '甲',
          location: '广东 广州',
          friends: 3,
          registeredAt: '2012-01-02',
        },
      },
      NOW,
    );
    expect('raw' in ok && ok.raw.social).toEqual({
      platform: 'weibo',
      postId: 'A1',
      kind: 'repost',
      rootId: '123456',
      profile: { friends: 3, location: '广东 广州', registeredAt: Date.UTC(2012, 0, 1, 16) },
    });
    expect('raw' in ok && ok.raw.author).toEqual({ id: '1', name: '甲' });
    const bad = parseLine({ url: 'https://weibo.com/1/A2', title: 't', postKind: 'like' }, NOW);
    expect(bad).toEqual({ reason: 'postKind 应为 original、repost 或 comment' });
    const plain = parseLine({ url: 'https://example.cn/a', title: '新闻' }, NOW);
    expect('raw' in plain && plain.raw.social).toBeUndefined();
  });
});

describe('Weibo references and repost chains', () => {
  it('reads a post id from Weibo links and bare ids', () => {
    expect(parsePostRef('https://weibo.com/1773794995/yiSYdolcs')).toEqual({
      kind: 'key',
      key: 'weibo:yiSYdolcs',
    });
    expect(parsePostRef('https://m.weibo.cn/status/4512345678901234')).toEqual({
      kind: 'key',
      key: 'weibo:4512345678901234',
    });
    expect(parsePostRef('yiSYdolcs')).toEqual({ kind: 'key', key: 'weibo:yiSYdolcs' });
    expect(parsePostRef('https://news.example.cn/a.html')).toEqual({
      kind: 'url',
      url: 'https://news.example.cn/a.html',
    });
    expect(parsePostRef('ftp://x')).toBeNull();
  });

  it('lists the accounts a repost passed through, nearest first, and keeps only its own words', () => {
    const text = '说得对[赞]//@甲乙丙:转发微博 //@小明_2013：原因在此';
    expect(repostChain(text)).toEqual(['甲乙丙', '小明_2013']);
    expect(ownWords(text)).toBe('说得对');
    expect(ownWords('回复@某人:同意 http://t.cn/abc')).toBe('同意');
    expect(ownWords('转发微博')).toBe('');
  });
});

describe('the CED cascade format', () => {
  it('reads both time forms and the year-less dates of recent reposts', () => {
    expect(cedTime(1336838361)).toBe(1336838361000);
    expect(cedTime('Mon Mar 11 00:00:25 +0800 2013')).toBe(Date.UTC(2013, 2, 10, 16, 0, 25));
    const root = Date.UTC(2013, 1, 1);
    expect(cedDate('2013-02-13 09:17:00', root)).toBe(Date.UTC(2013, 1, 13, 1, 17));
    expect(cedDate('02月13日 09:17', root)).toBe(Date.UTC(2013, 1, 13, 1, 17));
  });

  it('makes the original with its profile and each repost with its explicit parent, once per mid', () => {
    const c: CedCascade = {
      mid: 'R',
      uid: '100',
      text: '原文',
      time: 1336838361,
      reposts: 3,
      comments: 1,
      likes: 0,
      user: {
        gender: 'm',
        followers: 10,
        friends: 2,
        messages: 5,
        location: '天津',
        verified: true,
        verified_type: 2,
        time: 1278927261,
      },
      repostsAndComments: [
        { mid: 'a', uid: 'someone', parent: '', text: '', date: '2012-05-13 00:01:47' },
        { mid: 'b', uid: '200', parent: 'a', text: '好', date: '2012-05-13 00:02:47' },
        { mid: 'b', uid: '200', parent: 'a', text: '好', date: '2012-05-13 00:02:47' },
      ],
    };
    const raws = cedToRaw(c);
    expect(raws).toHaveLength(3);
    expect(raws[0]!.social).toMatchObject({
      postId: 'R',
      kind: 'original',
      profile: {
        verifiedType: 2,
        friends: 2,
        postCount: 5,
        location: '天津',
        registeredAt: 1278927261000,
      },
    });
    expect(raws[1]).toMatchObject({
      title: '转发微博',
      author: { id: 'someone', name: 'someone' },
    });
    expect(raws[1]!.social!.parentId).toBe('R');
    expect(raws[2]!.social!.parentId).toBe('a');
    expect(raws[2]!.author).toEqual({ id: '200' });
  });
});
