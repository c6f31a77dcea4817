import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_FETCH, startServer } from '../../../test/fixtures/collect/local-server.js';
import type { LocalServer } from '../../../test/fixtures/collect/local-server.js';
import { articlePage, listPage, paragraph } from '../../../test/fixtures/collect/pages.js';
import { HostLimiter } from './host-limiter.js';
import { RobotsCache } from './robots.js';
import type { CrawlDeps } from './site-crawler.js';
import { crawlSite } from './site-crawler.js';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
const page = (title: string, date: string) => ({
  headers: HTML,
  body: articlePage({
    title,
    byline: `${date} 来源：示例新闻网`,
    paragraphs: [paragraph(title, 3), paragraph('后续', 2)],
    charset: 'utf-8',
  }),
});

describe('crawlSite', () => {
  let server: LocalServer;
  const base = { id: 3, carrier: 'news', isAbroad: false };
  const deps = (seen: (url: string) => boolean = () => false): CrawlDeps => ({
    limiter: new HostLimiter({ minDelayMs: 0 }),
    robots: new RobotsCache({ fetch: LOOPBACK_FETCH }),
    fetch: LOOPBACK_FETCH,
    retry: { sleep: () => Promise.resolve() },
    seen,
  });

  beforeAll(async () => {
    server = await startServer({
      '/robots.txt': { body: 'User-agent: *\nDisallow: /internal/\n' },
      '/china/': {
        headers: HTML,
        body: listPage([
          { href: '/2024-03/05/c_1001.htm', text: '第一篇' },
          { href: '/2024-03/05/c_1002.htm', text: '第二篇' },
          { href: '/2024-03/05/c_1003.htm', text: '坏掉的第三篇' },
        ]),
      },
      '/2024-03/05/c_1001.htm': page('第一篇报道的标题', '2024年3月5日 10:20'),
      '/2024-03/05/c_1002.htm': page('第二篇报道的标题', '2024-03-05 11:30'),
      '/2024-03/05/c_1003.htm': { status: 500 },
      '/gbk/': {
        headers: HTML,
        body: listPage([
          { href: '/gbk/2024/0305/a_123456.html', text: 'GBK 文章' },
          { href: '/internal/2024/0305/b_123456.html', text: '内部文章' },
        ]),
      },
      '/gbk/2024/0305/a_123456.html': {
        headers: { 'content-type': 'text/html' },
        body: iconv.encode(
          articlePage({
            title: '县政府召开防汛工作会议',
            byline: '2024年3月5日 09:00',
            paragraphs: [paragraph('防汛', 3), paragraph('部署', 2)],
            charset: 'gbk',
          }),
          'gbk',
        ),
      },
      '/internal/2024/0305/b_123456.html': page('不应抓取的内部文章', '2024-03-05'),
      '/broken-list/': { status: 500 },
    });
  });
  afterAll(() => server.close());

  it('crawls list → 3 articles, returns 2 items and 1 error for the page that answers 500', async () => {
    const result = await crawlSite({ ...base, listUrl: server.url('/china/') }, deps());
    expect(result.items.map((i) => i.title)).toEqual(['第一篇报道的标题', '第二篇报道的标题']);
    expect(result.items[0]).toMatchObject({
      url: server.url('/2024-03/05/c_1001.htm'),
      sourceId: 3,
      carrier: 'news',
      isAbroad: false,
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
    });
    expect(result.items[0]?.content).toContain('第一篇报道的标题方面');
    expect(result.items[1]?.publishTime).toBe(Date.parse('2024-03-05T03:30:00Z'));
    expect(result.errors).toEqual([
      { url: server.url('/2024-03/05/c_1003.htm'), message: '服务器返回 HTTP 500', kind: 'http' },
    ]);
    // The broken page was retried (1 + 3 retries) before being given up.
    expect(server.hits('/2024-03/05/c_1003.htm')).toBe(4);
    expect(result.stats).toEqual({ links: 3, seen: 0, blocked: 0 });
  });

  it('skips URLs the caller has already stored', async () => {
    const before = server.hits('/2024-03/05/c_1001.htm');
    const seen = (url: string) => url.endsWith('c_1001.htm') || url.endsWith('c_1003.htm');
    const result = await crawlSite({ ...base, listUrl: server.url('/china/') }, deps(seen));
    expect(result.items.map((i) => i.title)).toEqual(['第二篇报道的标题']);
    expect(result.errors).toEqual([]);
    expect(result.stats.seen).toBe(2);
    expect(server.hits('/2024-03/05/c_1001.htm')).toBe(before);
  });

  it('respects maxArticles', async () => {
    const result = await crawlSite(
      { ...base, listUrl: server.url('/china/'), maxArticles: 1 },
      deps(),
    );
    expect(result.items).toHaveLength(1);
  });

  it('decodes a GBK article page and skips links robots.txt disallows', async () => {
    const result = await crawlSite({ ...base, listUrl: server.url('/gbk/') }, deps());
    expect(result.items.map((i) => i.title)).toEqual(['县政府召开防汛工作会议']);
    expect(result.items[0]?.content).toContain('防汛方面');
    expect(result.stats.blocked).toBe(1);
    expect(server.hits('/internal/2024/0305/b_123456.html')).toBe(0);
  });

  it('throws a CollectError when the list page fails', async () => {
    await expect(
      crawlSite({ ...base, listUrl: server.url('/broken-list/') }, deps()),
    ).rejects.toMatchObject({ kind: 'http', status: 500, message: '服务器返回 HTTP 500' });
  });

  it('uses a configured link selector and content selector', async () => {
    const result = await crawlSite(
      {
        ...base,
        listUrl: server.url('/china/'),
        linkSelector: '.news-list li:first-child',
        selectors: { content: '#detail', title: 'h1' },
      },
      deps(),
    );
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.html).toMatch(/^<p>/);
    expect(result.items[0]?.content).not.toContain('相关新闻');
  });
});
