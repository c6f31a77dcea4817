import { afterEach, describe, expect, it } from 'vitest';
import { LOOPBACK_FETCH, startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer, Route } from '../../../test/fixtures/collect/local-server.js';
import { USER_AGENT } from './http-fetch.js';
import { RobotsCache } from './robots.js';

const ROBOTS = 'User-agent: *\nDisallow: /private/\nCrawl-delay: 1.5\n';

describe('RobotsCache', () => {
  let server: LocalServer | undefined;
  afterEach(() => server?.close());
  const serve = async (robots: Route) => {
    server = await startServer({ '/robots.txt': robots });
    return server;
  };

  it('disallows a path robots.txt forbids and exposes Crawl-delay', async () => {
    const s = await serve({ headers: { 'content-type': 'text/plain' }, body: ROBOTS });
    const robots = new RobotsCache({ fetch: LOOPBACK_FETCH });
    expect(await robots.check(s.url('/news/1.html'))).toEqual({
      allowed: true,
      crawlDelayMs: 1500,
    });
    expect(await robots.check(s.url('/private/a.html'))).toEqual({
      allowed: false,
      crawlDelayMs: 1500,
      reason: 'robots.txt 禁止抓取该页面：/private/a.html',
    });
    await expect(robots.assertAllowed(s.url('/private/a.html'))).rejects.toMatchObject({
      kind: 'robots',
      message: 'robots.txt 禁止抓取该页面：/private/a.html',
    });
    expect(s.requests[0]?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('fetches robots.txt once per origin within the TTL, shared by concurrent checks', async () => {
    const s = await serve({ body: ROBOTS });
    let now = 0;
    const robots = new RobotsCache({ fetch: LOOPBACK_FETCH, now: () => now, ttlMs: 3_600_000 });
    await Promise.all([
      robots.check(s.url('/a')),
      robots.check(s.url('/b')),
      robots.check(s.url('/c')),
    ]);
    now += 3_599_000;
    await robots.check(s.url('/d'));
    expect(s.hits('/robots.txt')).toBe(1);
    now += 2000;
    await robots.check(s.url('/e'));
    expect(s.hits('/robots.txt')).toBe(2);
  });

  it('allows everything when robots.txt is missing (404)', async () => {
    const s = await serve({ status: 404 });
    const robots = new RobotsCache({ fetch: LOOPBACK_FETCH });
    expect(await robots.check(s.url('/private/a.html'))).toEqual({ allowed: true });
  });

  it('disallows the whole origin this round when robots.txt answers 500, then asks again', async () => {
    const s = await serve((_req, _res, hit) => (hit === 1 ? { status: 500 } : { body: ROBOTS }));
    let now = 0;
    const robots = new RobotsCache({ fetch: LOOPBACK_FETCH, now: () => now, failureTtlMs: 60_000 });
    expect(await robots.check(s.url('/news/1.html'))).toEqual({
      allowed: false,
      reason: 'robots.txt 无法获取，本轮暂停抓取（服务器返回 HTTP 500）',
    });
    now += 61_000;
    expect((await robots.check(s.url('/news/1.html'))).allowed).toBe(true);
  });

  it('disallows the origin when robots.txt is unreachable', async () => {
    const s = await serve({ body: ROBOTS });
    const url = s.url('/news/1.html');
    await s.close();
    server = undefined;
    const verdict = await new RobotsCache({ fetch: LOOPBACK_FETCH }).check(url);
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toMatch(/^站点无法访问，本轮暂停抓取（连接被拒绝/);
  });
});
