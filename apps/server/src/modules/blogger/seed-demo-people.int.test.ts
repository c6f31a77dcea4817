import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloggerCalls, portraitCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedDemoPeople } from './seed-demo-people.js';

describe.each(ENGINES)('demo 博主分析 and 网民画像 (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  const { data } = callersFor(
    () => t,
    () => a.token,
  );

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    await seedDemoPeople(
      (x) => t.ingest.pipeline.ingest(x),
      (def, input) => data(def, input),
      t.clock.now(),
      () => t.ingest.runner.drain(),
    );
  }, 120_000);
  afterAll(() => t.close());

  it('shows finished blogger analyses, a contrast and a sensitive ranking on first start', async () => {
    const list = await data<{ total: number; list: { status: string; bci: number }[] }>(
      bloggerCalls.findBloggerAnalysisPage,
      {},
    );
    expect(list.total).toBe(3);
    expect(list.list.every((x) => x.status === 'done' && x.bci > 0)).toBe(true);
    const contrasts = await data<{ list: { contrastId: number }[] }>(
      bloggerCalls.bloggerAnalysisContrastRecordList,
      {},
    );
    const total = await data<{ pairs: { sharedCommenterCount: number }[] }>(
      bloggerCalls.bloggerMicroBlogContrastTotal,
      { contrastId: contrasts.list[0]!.contrastId },
    );
    expect(total.pairs[0]!.sharedCommenterCount).toBeGreaterThan(0);
    const ranks = await data<{ sensitiveCount: number; analysisId: number | null }[]>(
      bloggerCalls.findSensitiveBloggerLeader,
      { size: 10 },
    );
    expect(ranks.length).toBeGreaterThan(0);
    expect(ranks[0]!.analysisId).not.toBeNull();
  });

  it('shows portraits with a relation diagram in every direction', async () => {
    const list = await data<{ total: number; list: { portraitId: number; status: string }[] }>(
      portraitCalls.findPortraitAnalysisPage,
      {},
    );
    expect(list.total).toBe(3);
    expect(list.list.every((p) => p.status === 'done')).toBe(true);
    const g = await data<{ counts: Record<string, { accounts: number }> }>(
      portraitCalls.relationDiagramPortraitAnalysis,
      { portraitId: list.list[list.list.length - 1]!.portraitId },
    );
    expect(g.counts.repostedBy!.accounts).toBeGreaterThan(5);
    expect(g.counts.repost!.accounts + g.counts.mention!.accounts).toBeGreaterThan(0);
    expect(g.counts.reply!.accounts).toBeGreaterThan(0);
  });
});
