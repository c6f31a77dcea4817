import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer } from '../../../test/fixtures/collect/local-server.js';
import { politeFetch } from '../../ingest/collect/http-fetch.js';
import { OutboundPolicy, PUBLIC_ONLY } from './outbound-policy.js';

describe('outbound address policy', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer({ '/secret': { body: '内网数据' } });
  });
  afterAll(() => server.close());

  it('refuses loopback, private, link-local, metadata and reserved addresses by default', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(PUBLIC_ONLY.allows(address), address).toBe(false);
    }
    for (const address of ['1.1.1.1', '223.5.5.5', '172.32.0.1', '2400:3200::1']) {
      expect(PUBLIC_ONLY.allows(address), address).toBe(true);
    }
    expect(PUBLIC_ONLY.allows('not-an-ip')).toBe(false);
  });

  it('lets an operator allow chosen addresses and ranges, and nothing more', () => {
    const policy = new OutboundPolicy(['127.0.0.1', '10.20.0.0/16']);
    expect(policy.allows('127.0.0.1')).toBe(true);
    expect(policy.allows('127.0.0.2')).toBe(false);
    expect(policy.allows('10.20.3.4')).toBe(true);
    expect(policy.allows('10.21.0.1')).toBe(false);
    expect(() => new OutboundPolicy(['intranet'])).toThrow(/OUTBOUND_ALLOW/);
  });

  it('says in Chinese why a URL cannot be saved: scheme, literal address, or a name that resolves inward', async () => {
    expect(await PUBLIC_ONLY.problemWith('ftp://example.com/feed')).toContain('http://');
    expect(await PUBLIC_ONLY.problemWith('http://127.0.0.1:8080/rss')).toContain('127.0.0.1');
    expect(await PUBLIC_ONLY.problemWith('http://[::1]/rss')).toContain('::1');
    expect(await PUBLIC_ONLY.problemWith('http://169.254.169.254/latest/meta-data')).toContain(
      '不允许访问内网',
    );
    expect(await PUBLIC_ONLY.problemWith('http://localhost:9/hook')).toContain('不允许访问内网');
    // A public address, and a name that does not resolve here (checked again on connect).
    expect(await PUBLIC_ONLY.problemWith('https://1.1.1.1/feed')).toBeNull();
    expect(await PUBLIC_ONLY.problemWith('https://no-such-host.invalid/feed')).toBeNull();
  });

  it('refuses the connection itself, by literal address or by name, and never reaches the server', async () => {
    const port = new URL(server.origin).port;
    const byIp = politeFetch(server.url('/secret'));
    await expect(byIp).rejects.toMatchObject({ kind: 'network' });
    await expect(byIp).rejects.toThrow(/不允许访问内网、本机或保留地址/);
    const byName = politeFetch(`http://localhost:${port}/secret`);
    await expect(byName).rejects.toThrow(/不允许访问内网、本机或保留地址/);
    expect(server.hits('/secret')).toBe(0);

    const allowed = new OutboundPolicy(['127.0.0.1', '::1']);
    const res = await politeFetch(server.url('/secret'), { fetch: allowed.fetch() });
    expect(res.body).toBe('内网数据');
    expect(server.hits('/secret')).toBe(1);
  });
});
