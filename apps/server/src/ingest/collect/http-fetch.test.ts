import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FETCH, startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer } from '../../../test/fixtures/collect/local-server.js';
import { CollectError } from './collect-error.js';
import { USER_AGENT, politeFetch as fetchPolitely } from './http-fetch.js';
import type { PoliteFetchOptions } from './http-fetch.js';

/** The local test server is on 127.0.0.1: these tests opt in to loopback explicitly. */
const politeFetch = (url: string, opts: PoliteFetchOptions = {}) =>
  fetchPolitely(url, { fetch: LOOPBACK_FETCH, ...opts });

const TEXT = '观澜舆情监测系统';

/** Resolves to the CollectError `p` rejects with (fails the test if it resolves). */
async function failure(p: Promise<unknown>): Promise<CollectError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CollectError);
  return err as CollectError;
}

describe('politeFetch', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startServer({
      '/ok': {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          etag: '"v1"',
          'last-modified': 'Tue, 05 Mar 2024 02:20:00 GMT',
        },
        body: TEXT,
      },
      '/gbk-meta': {
        headers: { 'content-type': 'text/html' },
        body: iconv.encode(
          `<html><head><meta charset=gbk></head><body>${TEXT}</body></html>`,
          'gbk',
        ),
      },
      '/gbk-header': {
        headers: { 'content-type': 'text/html; charset=GBK' },
        body: iconv.encode(`<html><body>${TEXT}</body></html>`, 'gbk'),
      },
      '/missing': { status: 404 },
      '/broken': { status: 500 },
      '/busy': { status: 503, headers: { 'retry-after': '7' } },
      '/slow': { delayMs: 3000, body: 'too late' },
      '/slow-body': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first bytes…');
        setTimeout(() => res.end('the rest'), 3000).unref();
      },
      '/loop-a': { status: 302, headers: { location: '/loop-b' } },
      '/loop-b': { status: 301, headers: { location: '/loop-a' } },
      '/r1': { status: 301, headers: { location: '/r2' } },
      '/r2': { status: 307, headers: { location: `/ok` } },
      ...Object.fromEntries(
        Array.from({ length: 7 }, (_, i) => [
          `/hop/${i}`,
          { status: 302, headers: { location: `/hop/${i + 1}` } },
        ]),
      ),
      '/big': { body: 'x'.repeat(20_000) },
      '/big-chunked': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 20; i++) {
          res.write('y'.repeat(1000));
        }
        res.end();
      },
      '/conditional': (req) =>
        req.headers['if-none-match'] === '"v1"'
          ? { status: 304, headers: { etag: '"v1"' } }
          : { body: 'fresh' },
    });
  });
  afterAll(() => server.close());

  it('sends our User-Agent and returns the body with its validators', async () => {
    const res = await politeFetch(server.url('/ok'));
    expect(res).toMatchObject({
      status: 200,
      notModified: false,
      body: TEXT,
      finalUrl: server.url('/ok'),
      etag: '"v1"',
      lastModified: 'Tue, 05 Mar 2024 02:20:00 GMT',
      contentType: 'text/plain; charset=utf-8',
    });
    const seen = server.requests.find((r) => r.path === '/ok');
    expect(seen?.headers['user-agent']).toBe(USER_AGENT);
    expect(seen?.headers['accept-language']).toMatch(/^zh-CN/);
  });

  it('decodes a GBK page declared only in <meta charset=gbk>', async () => {
    const res = await politeFetch(server.url('/gbk-meta'));
    expect(res.body).toContain(TEXT);
    expect(res.charset).toBe('gb18030');
  });

  it('decodes a GBK page declared only in the Content-Type header', async () => {
    const res = await politeFetch(server.url('/gbk-header'));
    expect(res.body).toBe(`<html><body>${TEXT}</body></html>`);
  });

  it('sends If-None-Match / If-Modified-Since and reports 304 as notModified', async () => {
    const res = await politeFetch(server.url('/conditional'), {
      etag: '"v1"',
      lastModified: 'Tue, 05 Mar 2024 02:20:00 GMT',
    });
    expect(res).toMatchObject({ status: 304, notModified: true, body: '', etag: '"v1"' });
    const seen = server.requests.filter((r) => r.path === '/conditional').at(-1);
    expect(seen?.headers['if-modified-since']).toBe('Tue, 05 Mar 2024 02:20:00 GMT');
  });

  it('throws an http error for 404 and 500 with Chinese messages', async () => {
    const notFound = await failure(politeFetch(server.url('/missing')));
    expect(notFound).toMatchObject({
      kind: 'http',
      status: 404,
      message: '服务器返回 HTTP 404（页面不存在）',
    });
    const broken = await failure(politeFetch(server.url('/broken')));
    expect(broken).toMatchObject({ kind: 'http', status: 500, message: '服务器返回 HTTP 500' });
  });

  it('carries Retry-After on the error', async () => {
    const busy = await failure(politeFetch(server.url('/busy')));
    expect(busy).toMatchObject({ status: 503, retryAfterMs: 7000 });
  });

  it('times out a slow response, and a slow body, within the whole budget', async () => {
    const started = Date.now();
    const slow = await failure(politeFetch(server.url('/slow'), { timeoutMs: 200 }));
    expect(slow).toMatchObject({ kind: 'timeout', message: '请求超时（0.2秒）' });
    const slowBody = await failure(politeFetch(server.url('/slow-body'), { timeoutMs: 200 }));
    expect(slowBody.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows redirects and reports the final URL', async () => {
    const res = await politeFetch(server.url('/r1'));
    expect(res.finalUrl).toBe(server.url('/ok'));
    expect(res.body).toBe(TEXT);
  });

  it('detects a redirect loop and too many redirects', async () => {
    const loop = await failure(politeFetch(server.url('/loop-a')));
    expect(loop).toMatchObject({ kind: 'redirect', message: '重定向次数过多或循环重定向' });
    const long = await failure(politeFetch(server.url('/hop/0'), { maxRedirects: 5 }));
    expect(long.kind).toBe('redirect');
    expect(server.hits('/hop/5')).toBe(1);
    expect(server.hits('/hop/6')).toBe(0);
  });

  it('aborts bodies over the size limit, with or without Content-Length', async () => {
    const big = await failure(politeFetch(server.url('/big'), { maxBytes: 10 * 1024 }));
    expect(big).toMatchObject({ kind: 'too-large', message: '响应内容超过上限（10 KB）' });
    const chunked = await failure(politeFetch(server.url('/big-chunked'), { maxBytes: 10 * 1024 }));
    expect(chunked.kind).toBe('too-large');
  });

  it('reports a refused connection as a network error', async () => {
    const gone = await startServer({});
    const url = gone.url('/x');
    await gone.close();
    const err = await failure(politeFetch(url));
    expect(err.kind).toBe('network');
    expect(err.message).toBe(`连接被拒绝：${new URL(url).host}`);
  });

  it('rejects a malformed URL without touching the network', async () => {
    const err = await failure(politeFetch('not a url'));
    expect(err).toMatchObject({ kind: 'parse', message: '网址无效：not a url' });
  });
});
