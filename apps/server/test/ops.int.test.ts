import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import { AnalyserPool } from '../src/ingest/analyse/analyser-pool.js';
import { ArticleAnalyser } from '../src/ingest/analyse/article-analyser.js';
import { sharedSentimentModel } from '../src/ingest/create-ingest.js';
import { defaultRegionMatcher } from '../src/nlp/regions.js';
import { defaultSegmenter } from '../src/nlp/segment.js';
import { fixedClock } from '../src/platform/clock.js';
import { JobRunner, drainRunners } from '../src/platform/jobs/job-runner.js';
import { processState } from '../src/platform/ops/shutdown.js';
import { T0 } from './helpers/factories.js';
import { realNews } from './helpers/news-corpus.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';

const silent = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });

describe.each(ENGINES)('operating a process (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  it('/healthz reports the database, the queue depth and a shutdown in progress', async () => {
    await t.ingest.queue.enqueue('ops:test', { n: 1 });
    await t.ingest.queue.enqueue('ops:test', { n: 2 });
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      engine,
      database: 'ok',
      queue: { queued: 2, running: 0 },
      draining: false,
    });
    processState.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ ok: false, draining: true, database: 'ok' });
    } finally {
      processState.draining = false;
    }
  });

  it('on shutdown lets a short job finish and hands a long one back to the queue', async () => {
    const queue = t.ingest.queue;
    const short = await queue.enqueue('ops:short', {});
    const long = await queue.enqueue('ops:long', {});
    const runner = new JobRunner(queue, t.app.log, { concurrency: 2, pollMs: 20 });
    let started = 0;
    runner.register('ops:short', async () => {
      started += 1;
      await new Promise((r) => setTimeout(r, 100));
      return { ok: true };
    });
    runner.register('ops:long', async () => {
      started += 1;
      await new Promise((r) => setTimeout(r, 60_000));
    });
    runner.start();
    while (started < 2) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await drainRunners(2000)).toBe(1);
    await runner.stop();
    expect(await queue.status(short)).toMatchObject({ status: 'done', attempts: 1 });
    const back = await t.db.selectFrom('job').selectAll().where('id', '=', long).executeTakeFirst();
    // Claimable again at once; the interrupted attempt does not count.
    expect(back).toMatchObject({
      status: 'queued',
      attempts: 0,
      locked_by: null,
      lease_until: null,
    });
  });

  it('ingests a batch larger than a chunk: near-duplicates and repeats across chunks', async () => {
    const news = realNews(130, { now: T0 - 3600_000 }).map((a, i) => ({
      ...a,
      url: `https://chunks.example.com/${engine}/${i}.html`,
    }));
    const long = news.filter((a) => (a.content ?? '').length > 600);
    const reprintOf = (a: (typeof news)[number], n: number) => ({
      ...a,
      url: `https://chunks.example.com/${engine}/reprint-${n}.html`,
      content: `（来源：转载网${n}）${a.content ?? ''}`,
    });
    const [far, near] = [long[0]!, long[1]!];
    const rest = news.filter((a) => a !== far && a !== near);
    // `near`'s reprint sits in the same chunk but another write slice; `far`'s in a later
    // chunk; the last line repeats a URL of the batch.
    const batch = [
      far,
      near,
      ...rest.slice(0, 25),
      reprintOf(near, 1),
      ...rest.slice(25),
      reprintOf(far, 2),
      { ...rest[5]! },
    ];
    const outcomes = await t.ingest.pipeline.ingest(batch);
    expect(outcomes).toHaveLength(batch.length);
    expect(outcomes.at(-1)).toMatchObject({ status: 'duplicate' });
    expect(outcomes.filter((o) => o.status === 'accepted')).toHaveLength(batch.length - 1);
    const rows = await t.db
      .selectFrom('article')
      .select(['url', 'cluster_id', 'id'])
      .where('url', 'like', `https://chunks.example.com/${engine}/%`)
      .execute();
    const clusterOf = (url: string) => rows.find((r) => r.url === url)!.cluster_id;
    expect(clusterOf(reprintOf(near, 1).url)).toBe(clusterOf(near.url));
    expect(clusterOf(reprintOf(far, 2).url)).toBe(clusterOf(far.url));
    expect(clusterOf(near.url)).not.toBe(clusterOf(far.url));
  });
});

describe('analysis threads', () => {
  it('start on demand and end when idle', async () => {
    const pool = new AnalyserPool(2, 300);
    try {
      expect(pool.threads).toBe(0);
      const raw = {
        url: 'https://x.example.cn/1',
        title: '城东水厂停水',
        content: '城东水厂停水检修，市民可到北京路取水点取水。',
      };
      const [result] = await pool.analyse([
        { raw, url: 'https://x.example.cn/1', hash: 'h1', crawlTime: T0 },
      ]);
      // The thread's analysis is the calling thread's, and the raw article is the caller's own
      // (the thread does not send it back).
      const local = new ArticleAnalyser({
        segmenter: defaultSegmenter(),
        regions: defaultRegionMatcher(),
        sentiment: sharedSentimentModel(),
      });
      expect(result).toEqual({
        ok: true,
        article: local.analyse(raw, 'https://x.example.cn/1', 'h1', T0),
      });
      expect(result?.ok && result.article.raw).toBe(raw);
      // One article needs one thread.
      expect(pool.threads).toBe(1);
      await new Promise((r) => setTimeout(r, 800));
      expect(pool.threads).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('gives a chunk arriving while another is analysed its own thread', async () => {
    const pool = new AnalyserPool(2, 300);
    try {
      const chunk = (n: string) =>
        Array.from({ length: 100 }, (_, i) => ({
          raw: {
            url: `https://x.example.cn/${n}${i}`,
            title: `第${i}条`,
            content: '城东水厂停水检修。',
          },
          url: `https://x.example.cn/${n}${i}`,
          hash: `${n}${i}`,
          crawlTime: T0,
        }));
      // The pipeline's two chunks in flight (the next one analysed while this one is stored):
      // each fits one thread, and together they use both.
      const [a, b] = await Promise.all([pool.analyse(chunk('a')), pool.analyse(chunk('b'))]);
      expect(pool.threads).toBe(2);
      expect([...a, ...b].filter((r) => r.ok)).toHaveLength(200);
      // A full pool sends more work to the threads it has.
      await Promise.all([1, 2, 3].map((n) => pool.analyse(chunk(`c${n}`))));
      expect(pool.threads).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('answers each task of a chunk with its own result, in order, though a thread sends them in groups', async () => {
    const pool = new AnalyserPool(1, 300);
    try {
      // 123 tasks: two full groups of results and a short one; one task in the middle fails.
      const tasks = Array.from({ length: 123 }, (_, i) => ({
        raw: {
          url: `https://x.example.cn/g${i}`,
          title: i === 77 ? (42 as unknown as string) : `第${i}条停水通知`,
          content: `${i}号水厂停水检修。`,
        },
        url: `https://x.example.cn/g${i}`,
        hash: `g${i}`,
        crawlTime: T0,
      }));
      const results = await pool.analyse(tasks);
      expect(results).toHaveLength(123);
      results.forEach((r, i) => {
        if (i === 77) {
          expect(r.ok).toBe(false);
          return;
        }
        expect(r.ok && r.article.raw).toBe(tasks[i]!.raw);
        expect(r.ok && [r.article.title, r.article.urlHash]).toEqual([`第${i}条停水通知`, `g${i}`]);
      });
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe.runIf(ENGINES.includes('postgres'))('health without a database', () => {
  it('/healthz answers 503 with database unreachable', async () => {
    const testDb = await createTestDatabase('sqlite');
    const url = 'postgres://postgres@127.0.0.1:1/none';
    const unreachable = createDb({ databaseUrl: url, dataDir: testDb.dataDir });
    const config = { ...silent, databaseUrl: url, dataDir: testDb.dataDir, analysisWorkers: 0 };
    const { app } = await buildApp({ config, database: unreachable, clock: fixedClock(T0) });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, database: 'unreachable', queue: null });
    } finally {
      await app.close();
      await unreachable.close();
      await testDb.dispose();
    }
  });
});
