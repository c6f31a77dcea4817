import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloggerCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { socialPeopleCorpus } from '../../../test/fixtures/social-people-corpus.js';

const DAY = 86_400_000;

interface Detail {
  status: string;
  bci: number;
  result: {
    totals: {
      posts: number;
      originals: number;
      forwards: number;
      comments: number;
      likes: number;
      warnings: number;
    };
    bci: { index: number; formula: string };
    coverage: { childrenSeen: number };
    commenters: { uid: string }[];
  } | null;
  sensitiveArticles?: { title: string; sensitiveWords: string[] }[];
}

describe.each(ENGINES)('博主分析 (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let cityId = 0;
  let trafficId = 0;
  const { call, data } = callersFor(
    () => t,
    () => a.token,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    for (const batch of socialPeopleCorpus(t.clock.now())) {
      await t.ingest.pipeline.ingest(batch);
    }
  });
  afterAll(() => t.close());

  it('finds bloggers by nickname with their post counts', async () => {
    const found = await data<{ bloggerUid: string; posts: number }[]>(
      bloggerCalls.searchBloggerInfo,
      {
        keyword: '城市',
      },
    );
    expect(found).toEqual([expect.objectContaining({ bloggerUid: 'u100', posts: 5 })]);
  });

  it('analyses a blogger: totals, the BCI worked by hand, the reactions seen', async () => {
    ({ analysisId: cityId } = await data<{ analysisId: number }>(bloggerCalls.saveBloggerAnalysis, {
      bloggerUid: 'u100',
      bloggerName: '城市观察',
      startTime: t.clock.now() - 30 * DAY,
      endTime: t.clock.now(),
    }));
    // The save answers at once: 分析中 until the queue job has run.
    const queued = await data<{ status: string; statusName: string; progress: number }>(
      bloggerCalls.findBloggerAnalysisInfo,
      { analysisId: cityId },
    );
    expect(queued).toMatchObject({ status: 'running', statusName: '分析中', progress: 0 });
    expect(await t.ingest.runner.drain()).toBe(1);
    const d = await data<Detail & { progress: number }>(bloggerCalls.findBloggerAnalysisInfo, {
      analysisId: cityId,
    });
    expect(d.status).toBe('done');
    expect(d.progress).toBe(100);
    // 3 originals; received 126 forwards, 64 comments, 272 likes over 30 days:
    // (0.2·ln 4 + 0.8·(0.4·ln 127 + 0.4·ln 65 + 0.2·ln 273)) × 160 = 649.71
    expect(d.result!.totals).toMatchObject({
      posts: 5,
      originals: 3,
      forwards: 126,
      comments: 64,
      likes: 272,
    });
    expect(d.result!.bci.index).toBe(649.71);
    expect(d.bci).toBe(649.71);
    expect(d.result!.bci.formula).toContain('160');
    expect(d.result!.coverage.childrenSeen).toBe(3);
    expect(d.result!.commenters.map((c) => c.uid).sort()).toEqual(['u301', 'u302']);
  });

  it('shows the warning trend and pages the negative posts', async () => {
    const trend = await data<{ rows: { total: number }[] }>(
      bloggerCalls.bloggerMicroBlogWarningTrend,
      {
        analysisId: cityId,
      },
    );
    const warnings = trend.rows.reduce((n, r) => n + r.total, 0);
    const page = await data<{ total: number; list: { sentiment: string }[] }>(
      bloggerCalls.bloggerMicroBlogForwardWarningPage,
      { analysisId: cityId, pageNum: 1, pageSize: 10 },
    );
    expect(page.total).toBe(warnings);
    expect(page.list.every((p) => p.sentiment === 'negative')).toBe(true);
  });

  it('fails an analysis of an unknown blogger with the reason, and re-analyses on request', async () => {
    const { analysisId } = await data<{ analysisId: number }>(bloggerCalls.saveBloggerAnalysis, {
      bloggerUid: 'nobody',
      bloggerName: '不存在',
    });
    await t.ingest.runner.drain();
    const d = await data<{ status: string; failReason: string }>(
      bloggerCalls.findBloggerAnalysisInfo,
      { analysisId },
    );
    expect(d.status).toBe('failed');
    expect(d.failReason).toContain('未找到');
    await data(bloggerCalls.againBloggerAnalysis, { analysisId });
    const again = await data<{ total: number; running: number }>(
      bloggerCalls.findBloggerAnalysisStatistics,
    );
    expect(again).toMatchObject({ total: 2, running: 1 });
    await t.ingest.runner.drain();
    const stats = await data<{ total: number; done: number; failed: number }>(
      bloggerCalls.findBloggerAnalysisStatistics,
    );
    expect(stats).toMatchObject({ total: 2, done: 1, failed: 1 });
    await data(bloggerCalls.deleteBloggerAnalysis, { analysisId });
    expect((await call(bloggerCalls.findBloggerAnalysisInfo, { analysisId })).meta.code).toBe(4004);
  });

  it('contrasts two bloggers with their shared commenter and saves the record', async () => {
    ({ analysisId: trafficId } = await data<{ analysisId: number }>(
      bloggerCalls.saveBloggerAnalysis,
      {
        bloggerUid: 'u200',
        bloggerName: '交通快报',
      },
    ));
    await t.ingest.runner.drain();
    const done = await data<{ total: number }>(
      bloggerCalls.findBloggerAnalysisCompleteRecordList,
      {},
    );
    expect(done.total).toBe(2);
    const one = await call(bloggerCalls.saveBloggerAnalysisContrast, {
      analysisIds: [cityId, cityId],
    });
    expect(one.meta.code).toBe(4000);
    const { contrastId } = await data<{ contrastId: number }>(
      bloggerCalls.saveBloggerAnalysisContrast,
      {
        analysisIds: [cityId, trafficId],
      },
    );
    const total = await data<{
      members: { name: string; posts: number; bci: number }[];
      pairs: { sharedCommenters: { uid: string }[]; sharedWords: string[] }[];
    }>(bloggerCalls.bloggerMicroBlogContrastTotal, { contrastId });
    expect(total.members.map((m) => [m.name, m.posts])).toEqual([
      ['城市观察', 5],
      ['交通快报', 2],
    ]);
    expect(total.pairs[0]!.sharedCommenters.map((c) => c.uid)).toEqual(['u301']);
    const motion = await data<{ name: string; data: Record<string, number> }[]>(
      bloggerCalls.bloggerMicroBlogContrastMotionDistribution,
      { contrastId },
    );
    expect(motion).toHaveLength(2);
    const records = await data<{ total: number; list: { contrastName: string }[] }>(
      bloggerCalls.bloggerAnalysisContrastRecordList,
      {},
    );
    expect(records.list[0]!.contrastName).toBe('城市观察 vs 交通快报');
    // Another organisation sees neither the record nor the analyses.
    for (const [def, input] of [
      [bloggerCalls.bloggerMicroBlogContrastTotal, { contrastId }],
      [bloggerCalls.findBloggerAnalysisInfo, { analysisId: cityId }],
      [bloggerCalls.saveBloggerAnalysisContrast, { analysisIds: [cityId, trafficId] }],
    ] as const) {
      expect((await call(def, input, b.token)).meta.code).toBe(4004);
    }
    expect(
      (await data<{ total: number }>(bloggerCalls.bloggerAnalysisContrastRecordList, {}, b.token))
        .total,
    ).toBe(0);
  });

  it('ranks sensitive bloggers by the organisation’s words and analyses them with their posts', async () => {
    await data(bloggerCalls.saveSensitiveBloggerSet, {
      sensitiveWords: ['延误', '不满', '故障'],
      minSensitiveCount: 2,
      autoAnalysis: false,
    });
    const ranks = await data<{ bloggerUid: string; sensitiveCount: number }[]>(
      bloggerCalls.findSensitiveBloggerLeader,
      { size: 10 },
    );
    expect(ranks.map((r) => [r.bloggerUid, r.sensitiveCount])).toEqual([['u100', 2]]);
    expect(await data(bloggerCalls.findSensitiveBloggerLeader, { size: 10 }, b.token)).toEqual([]);
    const { analysisId } = await data<{ analysisId: number }>(
      bloggerCalls.saveSensitiveBloggerAnalysis,
      {
        bloggerUid: 'u100',
        bloggerName: '城市观察',
      },
    );
    await t.ingest.runner.drain();
    const d = await data<Detail>(bloggerCalls.findBloggerAnalysisInfo, { analysisId });
    // Newest first: the repost of the repair notice, then the delay post.
    expect(d.sensitiveArticles!.map((p) => p.sensitiveWords)).toEqual([
      ['故障'],
      ['延误', '不满', '故障'],
    ]);
    const list = await data<{ total: number }>(bloggerCalls.findSensitiveBloggerAnalysisPage, {});
    expect(list.total).toBe(1);
    await data(bloggerCalls.againSensitiveBloggerAnalysis, { analysisId });
    expect(
      (await call(bloggerCalls.deleteSensitiveBloggerAnalysis, { analysisId }, b.token)).meta.code,
    ).toBe(4004);
    await data(bloggerCalls.deleteSensitiveBloggerAnalysis, { analysisId });
    expect(
      (await data<{ total: number }>(bloggerCalls.findSensitiveBloggerAnalysisPage, {})).total,
    ).toBe(0);
  });
});
