import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/fixtures/collect/pages.js';
import { findArticleLinks, looksLikeArticle, siteOf } from './article-links.js';
import { parseDocument } from './html-dom.js';

const looks = (u: string) => looksLikeArticle(new URL(u, 'https://news.example.cn/'));

describe('article-links', () => {
  it('recognises article-shaped paths and rejects list pages', () => {
    expect(looks('/2024-03/05/c_1130001.htm')).toBe(true);
    expect(looks('/2024/03/05/some-story/')).toBe(true);
    expect(looks('/n1/2024/0305/c1001-40189.html')).toBe(true);
    expect(looks('/gn/t20240305_123.shtml')).toBe(true);
    expect(looks('/article/98765')).toBe(true);
    expect(looks('/content/2024/abc1')).toBe(true);
    expect(looks('/china/')).toBe(false);
    expect(looks('/list/index_2.html')).toBe(false);
    expect(looks('/node_1234.htm')).toBe(false);
    expect(looks('/about.html')).toBe(false);
  });

  it('treats subdomains of one registrable domain as one site', () => {
    expect(siteOf('finance.sina.com.cn')).toBe('sina.com.cn');
    expect(siteOf('www.example.com')).toBe('example.com');
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('collects same-site article links once each, in page order, without fragments', () => {
    const html = listPage([
      { href: '/2024-03/05/c_1.htm', text: '一' },
      { href: 'https://china.example.cn/2024-03/05/c_2.htm#comments', text: '二' },
      { href: '/2024-03/05/c_1.htm', text: '一（重复）' },
      { href: 'c_3.shtml?id=123456', text: '三' },
    ]);
    const links = findArticleLinks(parseDocument(html), 'https://news.example.cn/china/');
    expect(links).toEqual([
      'https://news.example.cn/2024-03/05/c_1.htm',
      'https://china.example.cn/2024-03/05/c_2.htm',
    ]);
  });

  it('uses the selector or the URL pattern when configured', () => {
    const html = listPage([
      { href: '/p/1', text: '一' },
      { href: '/p/2', text: '二' },
    ]);
    const doc = parseDocument(html);
    expect(findArticleLinks(doc, 'https://x.cn/', { linkSelector: '.news-list li' })).toEqual([
      'https://x.cn/p/1',
      'https://x.cn/p/2',
    ]);
    expect(findArticleLinks(doc, 'https://x.cn/', { articleUrlPattern: '/p/\\d+$' })).toHaveLength(
      2,
    );
    expect(() => findArticleLinks(doc, 'https://x.cn/', { articleUrlPattern: '(' })).toThrow(
      '文章链接规则（正则表达式）无效：(',
    );
  });
});
