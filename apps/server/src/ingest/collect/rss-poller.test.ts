import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FETCH, startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer } from '../../../test/fixtures/collect/local-server.js';
import { HostLimiter } from './host-limiter.js';
import type { CollectDeps } from './polite-get.js';
import { RobotsCache } from './robots.js';
import { pollFeed } from './rss-poller.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/collect/${name}`, import.meta.url), 'utf8');
const XML = { 'content-type': 'application/xml' };

describe('pollFeed', () => {
  let server: LocalServer;
  let deps: CollectDeps;
  const source = (path: string) => ({
    id: 7,
    url: server.url(path),
    carrier: 'news',
    isAbroad: false,
    language: 'zh',
  });

  beforeAll(async () => {
    server = await startServer({
      '/robots.txt': { body: 'User-agent: GuanlanBot\nDisallow: /secret/\n' },
      '/rss.xml': (req) =>
        req.headers['if-none-match'] === '"feed-v1"'
          ? { status: 304, headers: { etag: '"feed-v1"' } }
          : {
              headers: {
                ...XML,
                etag: '"feed-v1"',
                'last-modified': 'Tue, 05 Mar 2024 02:20:00 GMT',
              },
              body: fixture('rss2.xml'),
            },
      '/atom.xml': { headers: XML, body: fixture('atom.xml') },
      '/index.rdf': { headers: XML, body: fixture('rdf.xml') },
      '/broken.xml': { headers: XML, body: fixture('broken.xml') },
      '/gb2312.xml': {
        headers: { 'content-type': 'text/xml' },
        body: iconv.encode(
          '<?xml version="1.0" encoding="gb2312"?><rss><channel><title>地方新闻</title>' +
            '<item><title>市政府召开新闻发布会</title><link>/2024/0305/1.html</link>' +
            '<pubDate>2024-03-05 10:20:00</pubDate></item></channel></rss>',
          'gb18030',
        ),
      },
      '/moved.xml': { status: 301, headers: { location: '/atom.xml' } },
      '/gone.xml': { status: 404 },
      '/secret/feed.xml': { headers: XML, body: fixture('rss2.xml') },
    });
    deps = {
      limiter: new HostLimiter({ minDelayMs: 0 }),
      robots: new RobotsCache({ fetch: LOOPBACK_FETCH }),
      fetch: LOOPBACK_FETCH,
      retry: { sleep: () => Promise.resolve() },
    };
  });
  afterAll(() => server.close());

  it('polls an RSS 2.0 feed, tags items with the source, and returns the validators', async () => {
    const result = await pollFeed(source('/rss.xml'), {}, deps);
    expect(result).toMatchObject({
      notModified: false,
      skipped: 2,
      title: '示例新闻网 - 国内',
      state: { etag: '"feed-v1"', lastModified: 'Tue, 05 Mar 2024 02:20:00 GMT' },
    });
    expect(result.items).toHaveLength(3);
    expect(result.items[0]).toMatchObject({
      url: server.url('/2024-03/05/c_1130001.htm'),
      sourceId: 7,
      carrier: 'news',
      isAbroad: false,
      language: 'zh',
    });
  });

  it('sends If-None-Match on the next poll and reports notModified on 304', async () => {
    const first = await pollFeed(source('/rss.xml'), {}, deps);
    const second = await pollFeed(source('/rss.xml'), first.state, deps);
    const sent = server.requests.filter((r) => r.path === '/rss.xml').at(-1);
    expect(sent?.headers['if-none-match']).toBe('"feed-v1"');
    expect(sent?.headers['if-modified-since']).toBe('Tue, 05 Mar 2024 02:20:00 GMT');
    expect(second).toMatchObject({ notModified: true, items: [], state: first.state });
  });

  it('polls Atom and RDF feeds', async () => {
    const atom = await pollFeed(source('/atom.xml'), {}, deps);
    expect(atom.items.map((i) => i.title)).toEqual([
      '科技 & 创新：新一代芯片发布',
      '仅有更新时间的条目',
    ]);
    const rdf = await pollFeed(source('/index.rdf'), {}, deps);
    expect(rdf.items).toHaveLength(2);
  });

  it('decodes a GB2312 feed from its XML declaration', async () => {
    const result = await pollFeed(source('/gb2312.xml'), {}, deps);
    expect(result.title).toBe('地方新闻');
    expect(result.items[0]).toMatchObject({
      title: '市政府召开新闻发布会',
      url: server.url('/2024/0305/1.html'),
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
    });
  });

  it('follows a moved feed and reports the final URL', async () => {
    const result = await pollFeed(source('/moved.xml'), {}, deps);
    expect(result.finalUrl).toBe(server.url('/atom.xml'));
    expect(result.items[0]?.url).toBe(server.url('/posts/chip.html'));
  });

  it('rejects broken XML with a parse error and keeps the old state with the caller', async () => {
    await expect(pollFeed(source('/broken.xml'), { etag: '"old"' }, deps)).rejects.toMatchObject({
      kind: 'parse',
      message: expect.stringMatching(/^源站内容不是合法的 RSS\/Atom/) as unknown,
    });
    expect(server.hits('/broken.xml')).toBe(1);
  });

  it('reports a missing feed without retrying', async () => {
    await expect(pollFeed(source('/gone.xml'), {}, deps)).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: '服务器返回 HTTP 404（页面不存在）',
    });
    expect(server.hits('/gone.xml')).toBe(1);
  });

  it('does not fetch a feed robots.txt disallows', async () => {
    await expect(pollFeed(source('/secret/feed.xml'), {}, deps)).rejects.toMatchObject({
      kind: 'robots',
      message: 'robots.txt 禁止抓取该页面：/secret/feed.xml',
    });
    expect(server.hits('/secret/feed.xml')).toBe(0);
  });
});
