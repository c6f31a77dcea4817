import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portraitCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { socialPeopleCorpus } from '../../../test/fixtures/social-people-corpus.js';
import { cedTime, importCedCascades, readCedCascades } from '../../social/import/weibo-cascades.js';
import type { CedCascade } from '../../social/import/weibo-cascades.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = path.resolve(repoRoot, '../shared/data/social/weibo_cascades.jsonl.gz');

interface Graph {
  nodes: { id: string; name: string; isSubject: boolean }[];
  links: { source: string; target: string; relation: string; value: number }[];
  counts: Record<string, { accounts: number; interactions: number }>;
}

/** The first real cascade with 30–200 distinct reposts, more than one level deep, no dangling parent. */
async function realCascade(): Promise<CedCascade> {
  for await (const c of readCedCascades(FILE)) {
    const mids = new Set(c.repostsAndComments.map((r) => r.mid));
    const n = mids.size;
    if (
      n >= 30 &&
      n <= 200 &&
      c.repostsAndComments.some((r) => r.parent !== '') &&
      c.repostsAndComments.every((r) => r.parent === '' || mids.has(r.parent))
    ) {
      return c;
    }
  }
  throw new Error('no cascade found');
}

describe.each(ENGINES)('网民画像 (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let portraitId = 0;
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

  it('draws whom the author reposts, mentions and replies to, and who reposts them', async () => {
    ({ portraitId } = await data<{ portraitId: number }>(portraitCalls.savePortraitAnalysis, {
      nickName: '城市观察',
      carrier: 'microBlog',
    }));
    // The save answers at once: 分析中 until the queue job has run.
    expect(await data(portraitCalls.findPortraitAnalysisInfo, { portraitId })).toMatchObject({
      status: 'running',
      statusName: '分析中',
      progress: 0,
    });
    expect(await t.ingest.runner.drain()).toBe(1);
    const info = await data<{ status: string; statistics: { posts: number; replies: number } }>(
      portraitCalls.findPortraitAnalysisInfo,
      { portraitId },
    );
    expect(info).toMatchObject({ status: 'done', statistics: { posts: 5, replies: 1 } });
    const g = await data<Graph>(portraitCalls.relationDiagramPortraitAnalysis, { portraitId });
    const rel = (relation: string) =>
      g.links
        .filter((l) => l.relation === relation)
        .map((l) => [l.source, l.target, l.value])
        .sort();
    expect(rel('repost')).toEqual([['u100', 'u200', 1]]);
    expect(rel('mention')).toEqual([['u100', '@市交通局', 1]]);
    expect(rel('reply')).toEqual([['u100', 'u301', 1]]);
    expect(rel('repostedBy')).toEqual([
      ['u301', 'u100', 2],
      ['u302', 'u100', 1],
    ]);
  });

  it('pages the post history and tells hot words, sentiment, trend and region locus', async () => {
    const page1 = await data<{ total: number; list: { author: string }[] }>(
      portraitCalls.authorHistoryPortraitAnalysis,
      { portraitId, pageNum: 1, pageSize: 2 },
    );
    expect(page1.total).toBe(5);
    expect(page1.list).toHaveLength(2);
    const more = await data<{ list: unknown[] }>(portraitCalls.authorHistoryMorePortraitAnalysis, {
      portraitId,
      pageNum: 3,
      pageSize: 2,
    });
    expect(more.list).toHaveLength(1);
    const words = await data<{ word: string; count: number }[]>(
      portraitCalls.hotWordsCloudPortraitAnalysis,
      {
        portraitId,
      },
    );
    expect(words[0]!.word).toContain('地铁');
    const dist = await data<{ count: number }[]>(portraitCalls.motionDistributionPortraitAnalysis, {
      portraitId,
    });
    expect(dist.reduce((n, d) => n + d.count, 0)).toBe(5);
    const trend = await data<{ date: string }[]>(portraitCalls.motionTrendSpecialPortraitAnalysis, {
      portraitId,
    });
    expect(trend.length).toBeGreaterThanOrEqual(90);
    const locus = await data<{ stops: { region: string; posts: number }[] }>(
      portraitCalls.regionLocusPortraitAnalysis,
      { portraitId },
    );
    expect(locus.stops.reduce((n, s) => n + s.posts, 0)).toBe(5);
  });

  it('fails the job of an unknown netizen with the reason (失败)', async () => {
    const { portraitId: id } = await data<{ portraitId: number }>(
      portraitCalls.savePortraitAnalysis,
      { nickName: '查无此人', carrier: 'microBlog' },
    );
    await t.ingest.runner.drain();
    expect(await data(portraitCalls.findPortraitAnalysisInfo, { portraitId: id })).toMatchObject({
      status: 'failed',
      statusName: '失败',
      progress: 100,
      reason: expect.stringContaining('未找到该网民') as string,
    });
    await data(portraitCalls.deletePortraitAnalysis, { portraitId: id });
  });

  it('never shows one organisation’s portrait to another', async () => {
    for (const [def, input] of [
      [portraitCalls.findPortraitAnalysisInfo, { portraitId }],
      [portraitCalls.relationDiagramPortraitAnalysis, { portraitId }],
      [portraitCalls.authorHistoryPortraitAnalysis, { portraitId }],
      [portraitCalls.deletePortraitAnalysis, { portraitId }],
    ] as const) {
      expect((await call(def, input, b.token)).meta.code).toBe(4004);
    }
    expect(
      (await data<{ total: number }>(portraitCalls.findPortraitAnalysisPage, {}, b.token)).total,
    ).toBe(0);
    expect((await data<{ total: number }>(portraitCalls.findPortraitAnalysisPage, {})).total).toBe(
      1,
    );
  });

  it.skipIf(!existsSync(FILE))(
    'finds on a real cascade (imported by the CED importer) the reposters counted from its parent links',
    async () => {
      const c = await realCascade();
      await importCedCascades(t.ingest.pipeline, [c]);
      const root = cedTime(c.time)!;
      const { portraitId: id } = await data<{ portraitId: number }>(
        portraitCalls.savePortraitAnalysis,
        {
          nickName: c.uid,
          carrier: 'microBlog',
          homeUrl: `https://weibo.com/u/${c.uid}`,
          startTime: root - 86_400_000,
          endTime: root + 86_400_000,
        },
      );
      await t.ingest.runner.drain();
      const g = await data<Graph>(portraitCalls.relationDiagramPortraitAnalysis, {
        portraitId: id,
      });
      // Independently from the parent links: distinct rows hanging on the original post.
      const seen = new Set<string>();
      const unique = c.repostsAndComments.filter((r) => !seen.has(r.mid) && seen.add(r.mid));
      const direct = unique.filter((r) => r.parent === '' && r.uid !== c.uid);
      expect(g.counts.repostedBy).toEqual({
        accounts: new Set(direct.map((r) => r.uid)).size,
        interactions: direct.length,
      });
      await data(portraitCalls.deletePortraitAnalysis, { portraitId: id });
    },
  );
});
