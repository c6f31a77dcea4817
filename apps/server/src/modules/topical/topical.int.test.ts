import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicalCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { HotListStore } from '../../ingest/hotlist/hot-list.store.js';
import { topicalCorpus } from '../../../test/fixtures/topical-corpus.js';
import { sentimentDistribution, volumeTrend } from '../../analysis/index.js';
import { dialectFor } from '../../db/dialect.js';
import { heatScore } from './topic-grouping.js';

const HOUR = 3_600_000;

interface Ranked {
  topicalId: number;
  title: string;
  heat: number;
  count: number;
  previousCount: number;
  carriers: number;
  sentiments: Record<string, number>;
  firstSource: { articleId: number; siteName: string } | null;
  trend: { count: number }[];
}
interface Ranking {
  list: Ranked[];
  total: number;
  formula: string;
}

describe.each(ENGINES)('hot topics and hot lists (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    await t.ingest.pipeline.ingest(topicalCorpus(t.clock.now()));
  }, 120_000);
  afterAll(() => t.close());

  const ranking = async (token = a.token) =>
    (await t.call<Ranking>(topicalCalls.findTopicalRankingList, { pageSize: 10 }, { token })).body;

  it('groups the corpus into two topics: reprints and the rewrite merged by shared keywords', async () => {
    const body = await ranking();
    expect(body.meta.code).toBe(200);
    const r = body.data;
    expect(r.formula).toContain('热度');
    expect(r.list.map((x) => [x.title, x.count])).toEqual([
      ['市人民医院急诊科扩建工程开工', 4],
      ['地铁三号线信号故障致列车延误', 2],
    ]);
    const hospital = r.list[0]!;
    // Hand-computed: 4 now, 1 in the previous 24 h → growth (4−1)/1 = 3; 2 carriers; no
    // engagement; sources unknown → weight 1.
    expect(hospital.previousCount).toBe(1);
    expect(hospital.carriers).toBe(2);
    expect(hospital.heat).toBe(
      heatScore({ count: 4, previousCount: 1, sourceWeight: 1, engagement: 0, carriers: 2 }),
    );
    expect(hospital.heat).toBeCloseTo(40 * Math.log10(5) + 15 * 3 + 10 + 0 + 10, 1);
    expect(hospital.firstSource?.siteName).toBe('示例日报');
    expect(hospital.trend.reduce((n, p) => n + p.count, 0)).toBe(4);
    const s = hospital.sentiments;
    expect((s.positive ?? 0) + (s.neutral ?? 0) + (s.negative ?? 0)).toBe(4);
    // Each topic's trend and sentiments (one pass for the page) are the engine's over its clusters.
    const adb = { db: t.db, dialect: dialectFor(engine) };
    const now = t.clock.now();
    for (const topic of r.list) {
      const clusters = await t.db
        .selectFrom('hot_topic_cluster')
        .select('cluster_id')
        .where('topic_id', '=', topic.topicalId)
        .execute();
      const scope = {
        orgId: a.orgId,
        startTime: now - 24 * HOUR,
        endTime: now,
        clusterIds: clusters.map((c) => Number(c.cluster_id)),
      };
      const trend = await volumeTrend(adb, scope);
      expect(topic.trend.map((p) => p.count)).toEqual(trend.rows.map((p) => p.count));
      expect(topic.trend.reduce((n, p) => n + p.count, 0)).toBe(topic.count);
      // 首发: the earliest of the topic's articles in the window (then the lowest id).
      const first = await t.db
        .selectFrom('article')
        .select(['id', 'site_name'])
        .where(sql<number>`COALESCE(cluster_id, id)`, 'in', scope.clusterIds)
        .where('publish_time', '>=', scope.startTime)
        .where('publish_time', '<=', scope.endTime)
        .orderBy('publish_time')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(topic.firstSource).toMatchObject({
        articleId: Number(first.id),
        siteName: first.site_name ?? '',
      });
      const split = await sentimentDistribution(adb, scope);
      expect(topic.sentiments).toEqual(
        Object.fromEntries(split.rows.map((x) => [x.sentiment, x.count])),
      );
    }
  });

  it('keeps topic ids across refreshes, also when the story grows', async () => {
    const before = (await ranking()).data.list.map((x) => x.topicalId);
    // Every write of a topic's cluster rows from here on: PostgreSQL's row versions (xmin), and
    // on SQLite a temporary trigger on the app's connection.
    const versions = async () =>
      engine === 'postgres'
        ? (
            await sql<{ c: string; v: string }>`SELECT cluster_id::text AS c, xmin::text AS v
              FROM hot_topic_cluster`.execute(t.db)
          ).rows
            .map((r) => `${r.c}:${r.v}`)
            .sort()
        : [];
    const kept = await versions();
    if (engine === 'sqlite') {
      await sql`CREATE TEMP TABLE cluster_writes (n INTEGER)`.execute(t.db);
      for (const op of ['DELETE', 'UPDATE']) {
        await sql`CREATE TEMP TRIGGER ${sql.raw(`cluster_${op.toLowerCase()}`)} AFTER ${sql.raw(op)}
          ON main.hot_topic_cluster BEGIN INSERT INTO cluster_writes VALUES (1); END`.execute(t.db);
      }
    }
    t.clock.advance(10 * 60_000);
    await t.ingest.pipeline.ingest([
      {
        url: 'https://topic.example.cn/a-9.html',
        title: '地铁三号线信号故障致列车延误',
        content:
          '地铁三号线早高峰发生信号故障，多趟列车延误二十分钟，地铁运营公司已组织抢修并发布致歉声明，目前线路恢复正常运行。',
        siteName: '示例快报',
        publishTime: t.clock.now() - HOUR,
      },
    ]);
    // Five minutes on, a ranking answers with the last grouping (its counts are live) and
    // regroups in the background; the next one sees the new grouping.
    const stale = (await ranking()).data.list;
    expect(stale.map((x) => x.topicalId).sort()).toEqual([...before].sort());
    const regrouped = async () =>
      Number(
        (
          await t.db
            .selectFrom('hot_topic')
            .select((eb) => eb.fn.max('updated_at').as('at'))
            .executeTakeFirstOrThrow()
        ).at,
      );
    await expect.poll(regrouped).toBe(t.clock.now());
    const after = (await ranking()).data.list;
    expect(after.map((x) => x.topicalId).sort()).toEqual([...before].sort());
    expect(after.find((x) => x.title.startsWith('地铁'))!.count).toBe(3);
    // The clusters that stayed in their topics were not rewritten by the regrouping.
    if (engine === 'postgres') {
      const now = await versions();
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.filter((v) => !now.includes(v))).toEqual([]);
    } else {
      const writes = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM cluster_writes`.execute(
        t.db,
      );
      expect(Number(writes.rows[0]!.n)).toBe(0);
      await sql`DROP TABLE cluster_writes`.execute(t.db);
      await sql`DROP TRIGGER cluster_delete`.execute(t.db);
      await sql`DROP TRIGGER cluster_update`.execute(t.db);
    }
  });

  it('lists, counts by carrier and exports one topic; unknown topics answer 4004', async () => {
    const hospital = (await ranking()).data.list.find((x) => x.title.startsWith('市人民医院'))!;
    const page = await t.call<{ list: { title: string }[]; total: number }>(
      topicalCalls.findTopicalArticle,
      { topicalId: hospital.topicalId, timeRange: '7d' },
      { token: a.token },
    );
    expect(page.body.data.total).toBe(5);
    const stats = await t.call<{ rows: { carrier: string; total: number }[] }>(
      topicalCalls.findTopicalCarrierDataStatistics,
      { topicalId: hospital.topicalId, timeRange: '7d' },
      { token: a.token },
    );
    const rows = stats.body.data.rows;
    expect(rows.find((r) => r.carrier === 'microBlog')!.total).toBe(1);
    expect(rows.find((r) => r.carrier === 'total')!.total).toBe(5);
    const file = await t.call(
      topicalCalls.exportTopicalArticle,
      { topicalId: hospital.topicalId, timeRange: '7d' },
      { token: a.token },
    );
    expect(file.res.headers['content-type']).toContain('spreadsheetml');
    const missing = await t.call(
      topicalCalls.findTopicalArticle,
      { topicalId: 999999 },
      { token: a.token },
    );
    expect(missing.body.meta.code).toBe(4004);
    // The org scope: organisation b has no specials, so no topic is in its monitoring.
    const scoped = await t.call<Ranking>(
      topicalCalls.findTopicalRankingList,
      { scope: 'org' },
      { token: b.token },
    );
    expect(scoped.body.data.total).toBe(0);
  });

  it('keeps every hot-list snapshot: trajectory, best rank, time on list, moves, merge', async () => {
    const store = new HotListStore(t.db);
    const t0 = t.clock.now() - 2 * HOUR;
    await store.save('weibo', t0, [
      { rank: 1, title: '#甲事件#', heat: 900 },
      { rank: 2, title: '乙事件', heat: 800 },
    ]);
    await store.save('weibo', t0 + HOUR, [
      { rank: 1, title: '乙事件', heat: 950 },
      { rank: 2, title: '#甲事件#', heat: 700 },
      { rank: 3, title: '丙事件', heat: 100 },
    ]);
    await store.save('baidu', t0 + HOUR, [
      { rank: 1, title: '甲事件', heat: 5 },
      { rank: 2, title: '丁事件', heat: 4 },
    ]);
    const weibo = await t.call<{ list: Record<string, unknown>[] }>(
      topicalCalls.findHotspotRankingList,
      { platform: 'weibo', size: 10 },
      { token: a.token },
    );
    expect(
      weibo.body.data.list.map((r) => [
        r.title,
        r.previousRank,
        r.move,
        r.bestRank,
        r.minutesOnList,
      ]),
    ).toEqual([
      ['乙事件', 2, 'rising', 1, 60],
      ['#甲事件#', 1, 'falling', 1, 60],
      ['丙事件', null, 'new', 3, 0],
    ]);
    const merged = await t.call<{ list: { title: string; score: number; platforms: unknown[] }[] }>(
      topicalCalls.findHotspotRankingList,
      { platform: 'all', size: 10 },
      { token: a.token },
    );
    // 甲事件: weibo rank 2 (49) + baidu rank 1 (50) = 99; 乙事件 50; 丁事件 49; 丙事件 48.
    expect(merged.body.data.list.map((r) => [r.title, r.score, r.platforms.length])).toEqual([
      ['#甲事件#', 99, 2],
      ['乙事件', 50, 1],
      ['丁事件', 49, 1],
      ['丙事件', 48, 1],
    ]);
    const path = await t.call<{
      platforms: { platform: string; bestRank: number; points: { rank: number }[] }[];
    }>(topicalCalls.findHotListTrajectory, { storyKey: '甲事件' }, { token: a.token });
    expect(
      path.body.data.platforms.map((p) => [p.platform, p.bestRank, p.points.map((x) => x.rank)]),
    ).toEqual([
      ['weibo', 1, [1, 2]],
      ['baidu', 1, [1]],
    ]);
  });
});
