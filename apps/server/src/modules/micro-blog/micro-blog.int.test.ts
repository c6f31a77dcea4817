import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceCalls, microBlogCalls as calls } from '@guanlan/shared';
import { createTestApp, T0 } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { INGEST_PATH } from '../../ingest/api/ingest-api.js';
import { demoCascade, type DemoCascadeSpec } from './demo-cascades.js';
import { demoCascadeSpecs, seedDemoMicroBlog } from './seed-demo-micro-blog.js';

interface Levels {
  data: {
    levels: { level: number; count: number }[];
    maxDepth: number;
    links: Record<string, number>;
  };
}

describe('demo cascades', () => {
  it('are shaped like real Weibo cascades: mostly level 1, several levels deep, fast', () => {
    const spec: DemoCascadeSpec = demoCascadeSpecs(T0)[0]!;
    const posts = demoCascade(spec);
    expect(posts).toHaveLength(spec.size + 1);
    const parent = new Map(
      posts.slice(1).map((p) => [p.social!.postId!, p.social!.parentId ?? 'chain']),
    );
    const direct = [...parent.values()].filter((p) => p === `${spec.prefix}0`).length;
    expect(direct / spec.size).toBeGreaterThan(0.5);
    expect(direct / spec.size).toBeLessThan(0.8);
    const times = posts.slice(1).map((p) => p.publishTime! - spec.start);
    const inHour = times.filter((t) => t < 3_600_000).length / times.length;
    const inDay = times.filter((t) => t < 86_400_000).length / times.length;
    expect(inHour).toBeGreaterThan(0.2);
    expect(inHour).toBeLessThan(0.5);
    expect(inDay).toBeGreaterThan(0.85);
  });
});

describe.each(ENGINES)('微博分析 (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ token, orgId } = await t.loginAs());
  }, 120_000);
  afterAll(() => t?.close());

  const call = async <T>(def: (typeof calls)[keyof typeof calls], input: object, tk = token) => {
    const { body } = await t.call<T>(def, input as Record<string, unknown>, { token: tk });
    return body;
  };

  it('fails with a reason for a post not stored, and succeeds on re-run once it arrives', async () => {
    const saved = await call<{ analysisId: number }>(calls.saveMicroBlogAnalysis, {
      microBlogUrl: 'https://weibo.com/9001/ApiRoot1',
      analysisName: '接口导入的微博',
    });
    expect(saved.meta.code).toBe(200);
    const id = saved.data.analysisId;
    expect(
      (await call<{ status: string }>(calls.findMicroBlogAnalysisInfo, { analysisId: id })).data,
    ).toMatchObject({ status: 'running', statusText: '分析中' });
    await t.ingest.runner.drain();
    const failed = await call<{ status: string; reason: string }>(calls.findMicroBlogAnalysisInfo, {
      analysisId: id,
    });
    expect(failed.data).toMatchObject({ status: 'failed', statusText: '失败' });
    expect(failed.data.reason).toContain('未找到该微博');

    // The vendor sends the post and its reposts; one names only the original and a //@ chain.
    const key = await call<{ apiKey: string }>(dataSourceCalls.saveApiKey as never, {
      name: '微博供应商',
    });
    const lines = [
      {
        postId: 'ApiRoot1',
        platform: 'weibo',
        postKind: 'original',
        url: 'https://weibo.com/9001/ApiRoot1',
        title: '原微博',
        content: '市里发布新规',
        author: {
          id: '9001',
          name: '发布者',
          gender: 'f',
          location: '广东 广州',
          followers: 5000,
          verifiedType: 1,
        },
      },
      {
        postId: 'ApiR2',
        parentId: 'ApiRoot1',
        url: 'https://weibo.com/9002/ApiR2',
        title: '转发',
        content: '支持',
        author: { id: '9002', name: '甲' },
      },
      {
        postId: 'ApiR3',
        rootId: 'ApiRoot1',
        url: 'https://weibo.com/9003/ApiR3',
        title: '转发',
        content: '好//@甲:支持',
        author: { id: '9003', name: '乙', gender: 'm' },
      },
      {
        postId: 'ApiR4',
        parentUrl: 'https://weibo.com/9003/ApiR3',
        url: 'https://weibo.com/9004/ApiR4',
        title: '转发',
        content: '',
        author: { id: '9004', name: '丙' },
      },
    ].map((l) => JSON.stringify({ carrier: 'microBlog', publishTime: T0 - 3_600_000, ...l }));
    const res = await t.app.inject({
      method: 'POST',
      url: INGEST_PATH,
      headers: {
        authorization: `Bearer ${key.data.apiKey}`,
        'content-type': 'application/x-ndjson',
      },
      payload: lines.join('\n'),
    });
    expect(res.json<{ accepted: number }>().accepted).toBe(4);

    expect((await call(calls.againMicroBlogAnalysis, { analysisId: id })).meta.code).toBe(200);
    await t.ingest.runner.drain();
    const h = await call<Levels['data']>(calls.findMicroBlogHierarchy, { analysisId: id });
    expect(h.data).toMatchObject({ status: 'done', data: { maxDepth: 3 } });
    const d = (h.data as unknown as Levels).data;
    expect(d.levels.map((l) => [l.level, l.count])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(d.links).toEqual({ explicit: 1, chain: 1, url: 1 });
    const gender = await call<{ data: { key: string; count: number }[] }>(
      calls.findMicroBlogGenderDistribution,
      { analysisId: id },
    );
    expect(gender.data.data.find((g) => g.key === 'm')?.count).toBe(1);

    const other = await t.loginAs();
    expect(
      (await call(calls.findMicroBlogAnalysisInfo, { analysisId: id }, other.token)).meta.code,
    ).toBe(4004);
    // The vendor key is this organisation's own: another organisation cannot analyse the post.
    const foreign = await call<{ analysisId: number }>(
      calls.saveMicroBlogAnalysis,
      { microBlogUrl: 'ApiRoot1' },
      other.token,
    );
    await t.ingest.runner.drain();
    const foreignInfo = await call<{ status: string }>(
      calls.findMicroBlogAnalysisInfo,
      { analysisId: foreign.data.analysisId },
      other.token,
    );
    expect(foreignInfo.data.status).toBe('failed');
  });

  it('lists, counts and deletes records', async () => {
    const page = await call<{ total: number; list: { analysisName: string }[] }>(
      calls.findMicroBlogAnalysisPage,
      { keyword: '接口', pageNum: 1, pageSize: 10 },
    );
    expect(page.data.total).toBe(1);
    const stats = await call<{ total: number; done: number }>(
      calls.findMicroBlogAnalysisStatistics,
      {},
    );
    expect(stats.data).toMatchObject({ total: 1, done: 1 });
    const id = (await call<{ list: { analysisId: number }[] }>(calls.findMicroBlogAnalysisPage, {}))
      .data.list[0]!.analysisId;
    expect((await call(calls.deleteMicroBlogAnalysis, { analysisId: id })).meta.code).toBe(200);
    expect((await call(calls.findMicroBlogAnalysisInfo, { analysisId: id })).meta.code).toBe(4004);
  });

  it('seeds demo cascades and finished analyses for the demo organisation', async () => {
    await t.db.updateTable('organisation').set({ is_demo: 1 }).where('id', '=', orgId).execute();
    await seedDemoMicroBlog(t.db, (x) => t.ingest.pipeline.ingest(x), T0);
    const page = await call<{ list: { analysisId: number; status: string }[] }>(
      calls.findMicroBlogAnalysisPage,
      {},
    );
    expect(page.data.list).toHaveLength(2);
    for (const r of page.data.list) {
      expect(r.status).toBe('done');
      const h = await call<Levels['data']>(calls.findMicroBlogHierarchy, {
        analysisId: r.analysisId,
      });
      const d = (h.data as unknown as Levels).data;
      expect(d.maxDepth).toBeGreaterThanOrEqual(4);
      expect(d.links.chain).toBeGreaterThan(0);
      const words = await call<{ data: { word: string }[]; sentiment: { total: number } }>(
        calls.findMicroHotWordsCloud,
        { analysisId: r.analysisId },
      );
      expect(words.data.data.length).toBeGreaterThan(5);
      expect(words.data.sentiment.total).toBeGreaterThan(0);
      const comments = await call<{ total: number }>(calls.findMicroHotWordsComment, {
        analysisId: r.analysisId,
        word: words.data.data[0]!.word,
      });
      expect(comments.data.total).toBeGreaterThan(0);
    }
  }, 120_000);
});
