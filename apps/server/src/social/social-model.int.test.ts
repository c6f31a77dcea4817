import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayCn } from '@guanlan/shared';
import { createTestApp } from '../../test/helpers/test-app.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import { ENGINES } from '../../test/helpers/test-db.js';
import { makeOrg } from '../../test/helpers/factories.js';
import type { RawArticle } from '../ingest/raw-article.js';
import { authorDays, findPost, readCascade } from './social-repo.js';

const T = Date.UTC(2026, 9, 1, 2, 0, 0);

function post(
  mid: string,
  uid: string,
  text: string,
  minutes: number,
  links: Partial<NonNullable<RawArticle['social']>> = {},
  extra: Partial<RawArticle> = {},
): RawArticle {
  return {
    url: `https://weibo.com/${uid}/${mid}`,
    title: text || '转发微博',
    content: text,
    carrier: 'microBlog',
    publishTime: T + minutes * 60_000,
    author: { id: uid, name: `用户${uid}` },
    social: { platform: 'weibo', postId: mid, ...links },
    ...extra,
  };
}

describe.each(ENGINES)('social data model (%s)', (engine) => {
  let t: TestApp;
  let orgA: number;
  let orgB: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    orgA = (await makeOrg(t.db, { name: '甲单位' })).id;
    orgB = (await makeOrg(t.db, { name: '乙单位' })).id;
  });
  afterAll(() => t?.close());

  it('links reposts to their parents whichever arrives first, and says how each was found', async () => {
    // The repost of a repost arrives before its parent; one repost only names its root.
    await t.ingest.pipeline.ingest([
      post('M3', 'u3', '说得好', 3, { parentId: 'M2', kind: 'repost' }),
    ]);
    await t.ingest.pipeline.ingest([
      post(
        'M1',
        'u1',
        '原创微博：今天发布了新政策',
        0,
        {
          kind: 'original',
          profile: { location: '北京 海淀', friends: 10, verifiedType: 0 },
        },
        { author: { id: 'u1', name: '原作者', gender: 'f', followers: 1000, verified: true } },
      ),
      post('M2', 'u2', '转发理由', 2, { parentId: 'M1' }),
      post('M4', 'u4', '同意//@用户u2:转发理由', 5, { rootId: 'M1' }),
      post('M5', 'u5', '', 6, { rootId: 'M1' }),
    ]);
    const root = await findPost(t.db, orgA, 'https://weibo.com/u1/M1');
    expect(root).toBeDefined();
    expect(await findPost(t.db, orgA, 'M1')).toBe(root);
    const nodes = await readCascade(t.db, orgA, root!);
    const byKey = new Map(nodes.map((n) => [n.postKey, n]));
    const parentKey = (k: string) => nodes.find((n) => n.id === byKey.get(k)!.parentId)?.postKey;
    expect(nodes).toHaveLength(5);
    expect(parentKey('weibo:M2')).toBe('weibo:M1');
    expect(parentKey('weibo:M3')).toBe('weibo:M2');
    expect(parentKey('weibo:M4')).toBe('weibo:M2');
    expect(byKey.get('weibo:M4')!.linkVia).toBe('chain');
    expect(parentKey('weibo:M5')).toBe('weibo:M1');
    expect(byKey.get('weibo:M5')!.linkVia).toBe('root');
    expect(byKey.get('weibo:M2')!.linkVia).toBe('explicit');
    const author = byKey.get('weibo:M1')!;
    expect(author.gender).toBe('f');
    expect(author.province).toBe('110000');
  });

  it('keeps a profile current and counts the author-day', async () => {
    await t.ingest.pipeline.ingest([
      post(
        'M9',
        'u1',
        '第二条原创',
        30,
        { kind: 'original', profile: { friends: 12 } },
        {
          author: { id: 'u1', followers: 1500 },
          engagement: { forwards: 7, comments: 3, likes: 2 },
        },
      ),
    ]);
    const a = await t.db
      .selectFrom('social_author')
      .selectAll()
      .where('uid', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect([a.name, a.gender, Number(a.followers), Number(a.friends)]).toEqual([
      '原作者',
      'f',
      1500,
      12,
    ]);
    const days = await authorDays(t.db, orgA, Number(a.id), T - 86_400_000, T + 86_400_000);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ day: startOfDayCn(T), posts: 2, originals: 2, reposts: 7 });
  });

  it("keeps an organisation's own posts out of another organisation's cascade", async () => {
    await t.ingest.pipeline.ingest([
      post('P1', 'x1', '甲单位私有转发', 40, { parentId: 'M1' }, { ownerOrgId: orgA }),
    ]);
    const root = (await findPost(t.db, orgA, 'M1'))!;
    expect((await readCascade(t.db, orgA, root)).map((n) => n.postKey)).toContain('weibo:P1');
    expect((await readCascade(t.db, orgB, root)).map((n) => n.postKey)).not.toContain('weibo:P1');
    expect(await findPost(t.db, orgB, 'P1')).toBeUndefined();
  });
});
