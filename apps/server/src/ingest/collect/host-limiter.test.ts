import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `n` tasks per URL and reports the peak concurrency overall and per host. */
async function peak(limiter: HostLimiter, urls: string[], n: number, taskMs = 15) {
  let active = 0;
  let max = 0;
  const perHost = new Map<string, { active: number; max: number }>();
  const jobs = urls.flatMap((url) =>
    Array.from({ length: n }, () =>
      limiter.run(url, async () => {
        const host = new URL(url).host;
        const h = perHost.get(host) ?? { active: 0, max: 0 };
        perHost.set(host, h);
        active++;
        h.active++;
        max = Math.max(max, active);
        h.max = Math.max(h.max, h.active);
        await tick(taskMs);
        active--;
        h.active--;
      }),
    ),
  );
  await Promise.all(jobs);
  return { max, perHost: [...perHost.values()].map((h) => h.max) };
}

describe('HostLimiter', () => {
  it('keeps at most perHost requests in flight per host', async () => {
    const limiter = new HostLimiter({ perHost: 2, minDelayMs: 0 });
    const result = await peak(limiter, ['http://a.example/1'], 6);
    expect(result.perHost).toEqual([2]);
  });

  it('caps concurrency across hosts with globalMax', async () => {
    const limiter = new HostLimiter({ perHost: 2, minDelayMs: 0, globalMax: 3 });
    const hosts = [
      'http://a.example/',
      'http://b.example/',
      'http://c.example/',
      'http://d.example/',
    ];
    const result = await peak(limiter, hosts, 3);
    expect(result.max).toBe(3);
  });

  it('spaces request starts on one host by minDelayMs but not across hosts', async () => {
    const limiter = new HostLimiter({ perHost: 4, minDelayMs: 40 });
    const t0 = Date.now();
    const starts: Record<string, number[]> = { a: [], b: [] };
    const task = (key: 'a' | 'b') => () => Promise.resolve(void starts[key]?.push(Date.now() - t0));
    await Promise.all([
      limiter.run('http://a.example/1', task('a')),
      limiter.run('http://a.example/2', task('a')),
      limiter.run('http://a.example/3', task('a')),
      limiter.run('http://b.example/1', task('b')),
    ]);
    const a = starts.a ?? [];
    expect(a[1]! - a[0]!).toBeGreaterThanOrEqual(35);
    expect(a[2]! - a[1]!).toBeGreaterThanOrEqual(35);
    expect(starts.b?.[0]).toBeLessThan(30);
  });

  it('waits through the injected sleep, measured on the injected clock', async () => {
    let now = 10_000;
    const waits: number[] = [];
    const limiter = new HostLimiter({
      now: () => now,
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    });
    await limiter.run('http://a.example/1', () => Promise.resolve());
    now += 300;
    await limiter.run('http://a.example/2', () => Promise.resolve());
    expect(waits).toEqual([700]);
  });

  it('uses a longer per-call delay such as robots.txt Crawl-delay', async () => {
    let now = 0;
    const limiter = new HostLimiter({
      minDelayMs: 100,
      now: () => now,
      sleep: (ms) => Promise.resolve(void (now += ms)),
    });
    const starts: number[] = [];
    const task = () => Promise.resolve(void starts.push(now));
    await limiter.run('http://a.example/', task, { delayMs: 5000 });
    await limiter.run('http://a.example/', task, { delayMs: 5000 });
    expect(starts).toEqual([0, 5000]);
  });

  it('releases the slot when a task throws', async () => {
    const limiter = new HostLimiter({ perHost: 1, minDelayMs: 0 });
    await expect(
      limiter.run('http://a.example/', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    await expect(limiter.run('http://a.example/', () => Promise.resolve('next'))).resolves.toBe(
      'next',
    );
  });
});
