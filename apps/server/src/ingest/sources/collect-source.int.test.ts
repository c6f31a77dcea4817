import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSource } from '../../../test/helpers/factories.js';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { COLLECT_JOB, scheduleDueSources } from './collect-source.job.js';

const rss = (items: { id: number; title: string }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>本地测试源</title>
${items
  .map(
    (i) => `<item><title>${i.title}</title><link>/news/${i.id}.html</link>
<description>&lt;p&gt;${i.title}，相关部门表示将尽快处理。&lt;/p&gt;</description>
<pubDate>Sun, 01 Nov 2026 08:00:00 +0800</pubDate></item>`,
  )
  .join('\n')}</channel></rss>`;

describe.each(ENGINES)('source collection job (%s)', (engine) => {
  let t: TestApp;
  let server: http.Server;
  let base = '';
  let feed = rss([
    { id: 1, title: '某市地铁新线开通试运营' },
    { id: 2, title: '某区暴雨致道路积水' },
  ]);

  const addSource = (url: string) => makeSource(t.db, { url, name: '本地源' });
  const source = (id: number) =>
    t.db.selectFrom('source').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/robots.txt') {
        return res.writeHead(404).end();
      }
      if (req.url === '/feed.xml') {
        return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
      }
      if (req.url === '/broken.xml') {
        return res.writeHead(200, { 'content-type': 'text/xml' }).end('<rss><channel><item>');
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The feeds are served from 127.0.0.1: allowed explicitly.
    t = await createTestApp(engine, { outboundAllow: ['127.0.0.1'] });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('collects a due RSS source into the pipeline and marks it healthy', async () => {
    const id = await addSource(`${base}/feed.xml`);
    await scheduleDueSources(t.ingest.sources, t.ingest.queue, t.clock.now());
    await t.ingest.runner.drain();
    const rows = await t.db
      .selectFrom('article')
      .select(['title', 'source_id'])
      .where('source_id', '=', id)
      .execute();
    expect(rows.map((r) => r.title).sort()).toEqual([
      '某区暴雨致道路积水',
      '某市地铁新线开通试运营',
    ]);
    expect(await source(id)).toMatchObject({
      consecutive_errors: 0,
      items_total: 2,
      last_error: null,
    });
  });

  it('records a broken feed as a visible source error, keeps stored articles, and backs off', async () => {
    const id = await addSource(`${base}/broken.xml`);
    await t.ingest.queue.enqueue(COLLECT_JOB, { sourceId: id });
    await t.ingest.runner.drain();
    const row = await source(id);
    expect(row.last_error).toMatch(/^源站内容不是合法的 RSS\/Atom/);
    expect(row.consecutive_errors).toBe(1);
    expect(row.next_run_at).toBe(t.clock.now() + 600_000);
    const stored = await t.db.selectFrom('article').select('id').execute();
    expect(stored).toHaveLength(2);
  });

  it('records an unreachable source without crashing the runner', async () => {
    const id = await addSource('http://127.0.0.1:1/feed.xml');
    await t.ingest.queue.enqueue(COLLECT_JOB, { sourceId: id });
    expect(await t.ingest.runner.drain()).toBe(1);
    const row = await source(id);
    expect(row.last_error).toMatch(/无法访问|连接被拒绝/);
  });

  it('fetches only new items on the next poll', async () => {
    feed = rss([
      { id: 1, title: '某市地铁新线开通试运营' },
      { id: 3, title: '某地举办文化旅游节' },
    ]);
    const first = (
      await t.db
        .selectFrom('source')
        .select('id')
        .where('url', '=', `${base}/feed.xml`)
        .executeTakeFirstOrThrow()
    ).id;
    await t.ingest.queue.enqueue(COLLECT_JOB, { sourceId: first });
    await t.ingest.runner.drain();
    expect((await source(first)).items_total).toBe(3);
  });
});
