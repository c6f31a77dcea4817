import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microBlogCalls as calls, startOfDayCn } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { sharedDataDir } from '../../../test/helpers/news-corpus.js';
import { cedTime, importCedCascades, readCedCascades } from '../../social/import/weibo-cascades.js';
import type { CedCascade } from '../../social/import/weibo-cascades.js';

/** Real cascades of different sizes and depths (line numbers of the corpus). */
const PICK = new Set([0, 7, 12, 21, 32]);
const HOUR = 3_600_000;

async function loadPicked(): Promise<CedCascade[]> {
  const file = path.join(sharedDataDir(), 'social/weibo_cascades.jsonl.gz');
  const out: CedCascade[] = [];
  for await (const c of readCedCascades(file, (_c, i) => PICK.has(i))) {
    out.push(c);
    if (out.length === PICK.size) {
      break;
    }
  }
  return out;
}

/** What the analysis must find, computed here from the corpus' parent links alone. */
function expected(c: CedCascade) {
  const parent = new Map<string, string>();
  const uid = new Map<string, string>();
  const time = new Map<string, number>();
  for (const r of c.repostsAndComments) {
    if (!parent.has(r.mid)) {
      parent.set(r.mid, r.parent || c.mid);
      uid.set(r.mid, r.uid);
      const [d, t] = r.date.split(' ');
      const [y, mo, day] = d!.split('-').map(Number);
      const [h, mi, s] = t!.split(':').map(Number);
      time.set(r.mid, Date.UTC(y!, mo! - 1, day, h, mi, s) - 8 * HOUR);
    }
  }
  const level = (mid: string) => {
    let n = 0;
    for (let m = mid; m !== c.mid; m = parent.get(m)!) {
      n += 1;
    }
    return n;
  };
  const perLevel = new Map<number, number>();
  const below = new Map<string, number>();
  for (const mid of parent.keys()) {
    const l = level(mid);
    perLevel.set(l, (perLevel.get(l) ?? 0) + 1);
    for (let m = parent.get(mid)!; m !== c.mid; m = parent.get(m)!) {
      below.set(m, (below.get(m) ?? 0) + 1);
    }
  }
  const byAccount = new Map<string, number>();
  for (const [mid, n] of below) {
    byAccount.set(uid.get(mid)!, (byAccount.get(uid.get(mid)!) ?? 0) + n);
  }
  const times = [...time.values()];
  const span = Math.max(...times) - Math.min(...times);
  const bucket = (t: number) => (span <= 72 * HOUR ? Math.floor(t / HOUR) * HOUR : startOfDayCn(t));
  const trend = new Map<number, number>();
  for (const t of times) {
    trend.set(bucket(t), (trend.get(bucket(t)) ?? 0) + 1);
  }
  return {
    size: parent.size,
    levels: [...perLevel.entries()].sort((a, b) => a[0] - b[0]).map(([l, n]) => [l, n]),
    maxDepth: Math.max(...perLevel.keys()),
    keyNodes: [...byAccount.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 10),
    interval: span <= 72 * HOUR ? 'hour' : 'day',
    trend: [...trend.entries()].sort((a, b) => a[0] - b[0]),
  };
}

interface Part<T> {
  status: string;
  data: T;
}
type Hierarchy = {
  levels: { level: number; count: number; share: number }[];
  maxDepth: number;
  maxWidth: number;
  keyNodes: { account: string; downstream: number; path: string[] }[];
};

describe.each(ENGINES)('微博分析 on real Weibo cascades (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  let cascades: CedCascade[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await t.loginAs()).token;
    cascades = await loadPicked();
    await importCedCascades(t.ingest.pipeline, cascades);
  }, 120_000);
  afterAll(() => t?.close());

  const analyse = async (c: CedCascade) => {
    const { body } = await t.call<{ analysisId: number }>(
      calls.saveMicroBlogAnalysis,
      { microBlogUrl: `https://weibo.com/${c.uid}/${c.mid}` },
      { token },
    );
    expect(body.meta.code).toBe(200);
    await t.ingest.runner.drain();
    return body.data.analysisId;
  };
  const part = async <T>(def: (typeof calls)[keyof typeof calls], analysisId: number) => {
    const { body } = await t.call<Part<T>>(def, { analysisId }, { token });
    expect(body.meta.code).toBe(200);
    return body.data;
  };

  it('finds the levels, key nodes, coverage and trend the parent links give', async () => {
    expect(cascades).toHaveLength(PICK.size);
    for (const c of cascades) {
      const want = expected(c);
      const id = await analyse(c);
      const info = await part<never>(calls.findMicroBlogAnalysisInfo, id);
      expect(info).toMatchObject({ status: 'done', statusText: '已完成' });

      const h = (await part<Hierarchy>(calls.findMicroBlogHierarchy, id)).data;
      expect(h.levels.map((l) => [l.level, l.count])).toEqual(want.levels);
      expect(h.maxDepth).toBe(want.maxDepth);
      expect(h.maxWidth).toBe(Math.max(...want.levels.map((l) => l[1]!)));
      expect(h.keyNodes.map((k) => [k.account, k.downstream])).toEqual(want.keyNodes);
      for (const k of h.keyNodes) {
        expect(k.path[0]).toBe(c.uid);
        expect(k.path[k.path.length - 1]).toBe(k.account);
      }

      const brief = await part<{ text: string; publishTime: number }>(
        calls.findMicroBlogBriefInfo,
        id,
      );
      const coverage = (brief as unknown as { coverage: { seen: number; text: string } }).coverage;
      expect(coverage.seen).toBe(want.size);
      expect(coverage.text).toBe(`基于 ${want.size} 条 / 平台显示 ${c.reposts} 条转发`);
      const bare = (x: string) => x.replace(/[\s\u200b]/g, '');
      expect(bare(brief.data.text)).toBe(bare(c.text));
      expect(brief.data.publishTime).toBe(cedTime(c.time));

      const trend = (
        await part<{ interval: string; points: { time: number; total: number }[] }>(
          calls.findMicroBlogTrend,
          id,
        )
      ).data;
      expect(trend.interval).toBe(want.interval);
      expect(trend.points.filter((p) => p.total > 0).map((p) => [p.time, p.total])).toEqual(
        want.trend,
      );
    }
  }, 120_000);

  it("answers another organisation's analysis as not found", async () => {
    const id = await analyse(cascades[0]!);
    const other = await t.loginAs();
    const { body } = await t.call(
      calls.findMicroBlogHierarchy,
      { analysisId: id },
      {
        token: other.token,
      },
    );
    expect(body.meta.code).toBe(4004);
    const del = await t.call(
      calls.deleteMicroBlogAnalysis,
      { analysisId: id },
      {
        token: other.token,
      },
    );
    expect(del.body.meta.code).toBe(4004);
  });
});
