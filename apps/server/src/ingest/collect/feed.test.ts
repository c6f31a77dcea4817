import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CollectError } from './collect-error.js';
import { parseFeed } from './feed.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/collect/${name}`, import.meta.url), 'utf8');

describe('parseFeed', () => {
  it('parses RSS 2.0: relative links, content:encoded, dates, authors, covers, skips', () => {
    const feed = parseFeed(fixture('rss2.xml'), 'https://news.example.cn/rss/domestic.xml');
    expect(feed).toMatchObject({ format: 'rss', title: '示例新闻网 - 国内', skipped: 2 });
    expect(feed.items).toHaveLength(3);
    const [first, second, third] = feed.items;
    expect(first).toMatchObject({
      url: 'https://news.example.cn/2024-03/05/c_1130001.htm',
      title: '国务院常务会议部署稳就业工作',
      summary: '会议指出，要多措并举稳就业。',
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
      author: { name: '张三' },
      coverUrl: 'https://news.example.cn/img/cover.jpg',
      siteName: '示例新闻网 - 国内',
    });
    expect(first?.html).toContain('<b>多措并举</b>');
    expect(second).toMatchObject({
      html: '<p>气象台发布暴雨橙色预警。</p>',
      publishTime: Date.parse('2024-03-05T00:00:00Z'),
      author: { name: '李四' },
      coverUrl: 'https://img.example.cn/t.jpg',
    });
    expect(third).toMatchObject({
      url: 'https://news.example.cn/2024-03/04/c_1130003.htm',
      publishTime: Date.parse('2024-03-04T15:00:00Z'),
    });
  });

  it('parses Atom: html and xhtml content, published before updated, enclosure cover', () => {
    const feed = parseFeed(fixture('atom.xml'), 'https://blog.example.com/feed.atom');
    expect(feed).toMatchObject({ format: 'atom', title: '示例博客', skipped: 0 });
    const [first, second] = feed.items;
    expect(first).toMatchObject({
      url: 'https://blog.example.com/posts/chip.html',
      title: '科技 & 创新：新一代芯片发布',
      html: '<p>芯片<b>性能</b>提升一倍。</p>',
      summary: '新一代芯片发布的摘要',
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
      author: { name: '王五' },
      coverUrl: 'https://blog.example.com/img/chip.png',
    });
    expect(second?.html).toContain('<em>内容</em>');
    expect(second?.publishTime).toBe(Date.parse('2024-03-04T04:00:00Z'));
  });

  it('parses RSS 1.0 / RDF with items beside the channel and rdf:about links', () => {
    const feed = parseFeed(fixture('rdf.xml'), 'https://rdf.example.org/index.rdf');
    expect(feed).toMatchObject({ format: 'rdf', title: 'RDF 站点', skipped: 0 });
    expect(feed.items.map((i) => i.url)).toEqual([
      'https://rdf.example.org/a/1',
      'https://rdf.example.org/a/2',
    ]);
    expect(feed.items[0]).toMatchObject({
      author: { name: '赵六' },
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
    });
  });

  it('rejects broken XML with a Chinese parse error naming the line', () => {
    const run = () => parseFeed(fixture('broken.xml'), 'https://broken.example.cn/rss');
    expect(run).toThrow(CollectError);
    expect(run).toThrow(/^源站内容不是合法的 RSS\/Atom（XML 第 \d+ 行有误/);
  });

  it('rejects well-formed XML or HTML that is not a feed', () => {
    expect(() => parseFeed('<html><body><p>hi</p></body></html>', 'https://x.cn/')).toThrow(
      '源站内容不是合法的 RSS/Atom（根元素不是 rss、rdf:RDF 或 feed）',
    );
  });

  it('keeps one item per link', () => {
    const item = '<item><title>同一条</title><link>https://x.cn/1.html</link></item>';
    const feed = parseFeed(
      `<rss><channel><title>t</title>${item}${item}</channel></rss>`,
      'https://x.cn/',
    );
    expect(feed.items).toHaveLength(1);
  });
});
