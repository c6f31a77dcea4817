import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FETCH, startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer } from '../../../test/fixtures/collect/local-server.js';
import { CollectError } from './collect-error.js';
import { politeFetch as fetchPolitely } from './http-fetch.js';
import type { PoliteFetchOptions } from './http-fetch.js';
import { parseRetryAfter, withRetry } from './retry.js';

/** The local test server is on 127.0.0.1: these tests opt in to loopback explicitly. */
const politeFetch = (url: string, opts: PoliteFetchOptions = {}) =>
  fetchPolitely(url, { fetch: LOOPBACK_FETCH, ...opts });

/** A sleep that records instead of waiting. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => Promise.resolve(void waits.push(ms)) };
}

describe('withRetry', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startServer({
      '/flaky': (_req, _res, hit) => (hit < 3 ? { status: 500 } : { body: 'third time lucky' }),
      '/limited': (_req, _res, hit) =>
        hit === 1 ? { status: 429, headers: { 'retry-after': '2' } } : { body: 'ok' },
      '/later': { status: 503, headers: { 'retry-after': '3600' } },
      '/missing': { status: 404 },
      '/down': { status: 502 },
    });
  });
  afterAll(() => server.close());

  it('succeeds on the 3rd attempt after two 500s, backing off exponentially', async () => {
    const { waits, sleep } = fakeSleep();
    let attempts = 0;
    const res = await withRetry(
      (attempt) => {
        attempts = attempt;
        return politeFetch(server.url('/flaky'));
      },
      { sleep, random: () => 0.5 },
    );
    expect(res.body).toBe('third time lucky');
    expect(attempts).toBe(3);
    expect(server.hits('/flaky')).toBe(3);
    // Equal jitter with random 0.5: 3/4 of 500 and of 1000.
    expect(waits).toEqual([375, 750]);
  });

  it('waits exactly what Retry-After asks on a 429', async () => {
    const { waits, sleep } = fakeSleep();
    const res = await withRetry(() => politeFetch(server.url('/limited')), { sleep });
    expect(res.body).toBe('ok');
    expect(waits).toEqual([2000]);
  });

  it('gives up at once when Retry-After is longer than maxMs', async () => {
    const { waits, sleep } = fakeSleep();
    await expect(
      withRetry(() => politeFetch(server.url('/later')), { sleep }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(waits).toEqual([]);
    expect(server.hits('/later')).toBe(1);
  });

  it('never retries a 404 or a parse error', async () => {
    const { sleep } = fakeSleep();
    await expect(withRetry(() => politeFetch(server.url('/missing')), { sleep })).rejects.toThrow(
      '服务器返回 HTTP 404（页面不存在）',
    );
    expect(server.hits('/missing')).toBe(1);
    let calls = 0;
    const parse = () => {
      calls++;
      return Promise.reject(new CollectError('parse', '源站内容不是合法的 RSS/Atom'));
    };
    await expect(withRetry(parse, { sleep })).rejects.toThrow('源站内容不是合法的 RSS/Atom');
    expect(calls).toBe(1);
  });

  it('stops after `retries` retries with the last error, capping waits at maxMs', async () => {
    const { waits, sleep } = fakeSleep();
    await expect(
      withRetry(() => politeFetch(server.url('/down')), {
        retries: 4,
        baseMs: 1000,
        maxMs: 3000,
        sleep,
        random: () => 0.999,
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(server.hits('/down')).toBe(5);
    expect(waits).toHaveLength(4);
    expect(Math.max(...waits)).toBeLessThanOrEqual(3000);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
  });

  it('does not retry errors that are not CollectErrors (bugs stay loud)', async () => {
    let calls = 0;
    const buggy = () => {
      calls++;
      return Promise.reject(new TypeError('x is undefined'));
    };
    await expect(withRetry(buggy, { sleep: fakeSleep().sleep })).rejects.toThrow(TypeError);
    expect(calls).toBe(1);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-03-05T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 05 Mar 2024 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});
