import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portraitCalls } from '@guanlan/shared';
import { callersFor } from '../../../test/helpers/callers.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { socialPeopleCorpus } from '../../../test/fixtures/social-people-corpus.js';
import type { RawArticle } from '../../ingest/raw-article.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FILE = path.resolve(repoRoot, '../shared/data/social/weibo_cascades.jsonl.gz');

interface Graph {
  nodes: { id: string; name: string; isSubject: boolean }[];
  links: { source: string; target: string; relation: string; value: number }[];
  counts: Record<string, { accounts: number; interactions: number }>;
}

interface Cascade {
  mid: string;
  uid: string;
  text: string;
  time: number | string;
  repostsAndComments: { mid: string; uid: string; parent: string; text: string }[];
}

/** The first real cascade with 30–200 reposts, as raw posts with parent links (parents first). */
async function realCascade(now: number): Promise<{ c: Cascade; batches: RawArticle[][] }> {
  const lines = createInterface({ input: createReadStream(FILE).pipe(createGunzip()) });
  let c: Cascade | undefined;
  for await (const line of lines) {
    const x = JSON.parse(line) as Cascade;
    const n = x.repostsAndComments.length;
    if (n >= 30 && n <= 200 && x.repostsAndComments.some((r) => r.parent !== '')) {
      c = x;
      break;
    }
  }
  lines.close();
  const url = (mid: string) => `https://weibo.com/${c!.uid}/${mid}`;
  const raw = (mid: string, uid: string, text: string, i: number, parent?: string): RawArticle => ({
    url: url(mid),
    title: text.slice(0, 30) || '转发微博',
    content: text || '转发微博',
    carrier: 'microBlog',
    siteName: '新浪微博',
    publishTime: now - 10 * 86_400_000 + i * 60_000,
    author: { id: uid, name: uid },
    ...(parent ? { parentUrl: url(parent) } : {}),
  });
  // Depth by depth, so every parent is stored before its children.
  const depth = new Map<string, number>([[c!.mid, 0]]);
  const rows = c!.repostsAndComments;
  let changed = true;
  while (changed) {
    changed = false;
    for (const r of rows) {
      const d = depth.get(r.parent || c!.mid);
      if (d !== undefined && !depth.has(r.mid)) {
        depth.set(r.mid, d + 1);
        changed = true;
      }
    }
  }
  const batches: RawArticle[][] = [[raw(c!.mid, c!.uid, c!.text, 0)]];
  rows.forEach((r, i) => {
    const d = depth.get(r.mid);
    if (d !== undefined) {
      (batches[d] ??= []).push(raw(r.mid, r.uid, r.text, i + 1, r.parent || c!.mid));
    }
  });
  return { c: c!, batches };
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
    'finds on a real cascade the reposters counted from its parent links',
    async () => {
      const { c, batches } = await realCascade(t.clock.now());
      for (const batch of batches) {
        await t.ingest.pipeline.ingest(batch);
      }
      const { portraitId: id } = await data<{ portraitId: number }>(
        portraitCalls.savePortraitAnalysis,
        {
          nickName: c.uid,
          carrier: 'microBlog',
          homeUrl: `https://weibo.com/u/${c.uid}`,
        },
      );
      const g = await data<Graph>(portraitCalls.relationDiagramPortraitAnalysis, {
        portraitId: id,
      });
      const direct = c.repostsAndComments.filter((r) => r.parent === '' && r.uid !== c.uid);
      // Stored posts dedupe by URL only, so every row is one post.
      expect(g.counts.repostedBy).toEqual({
        accounts: new Set(direct.map((r) => r.uid)).size,
        interactions: direct.length,
      });
      await data(portraitCalls.deletePortraitAnalysis, { portraitId: id });
    },
  );
});
