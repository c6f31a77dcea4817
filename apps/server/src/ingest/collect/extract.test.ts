import { describe, expect, it } from 'vitest';
import { articlePage, paragraph } from '../../../test/fixtures/collect/pages.js';
import { CollectError } from './collect-error.js';
import { extractArticle } from './extract.js';

const URL_ = 'https://news.example.cn/2024-03/05/c_1130001.htm';
const body = [paragraph('稳就业', 3), paragraph('保民生', 3), paragraph('促发展', 2)];

describe('extractArticle', () => {
  it('extracts title, paragraphs, byline date, site name and cover with Readability', () => {
    const html = articlePage({
      title: '国务院常务会议部署稳就业工作',
      byline: '2024年3月5日 10:20 来源：新华社 作者：张三',
      paragraphs: body,
      head: '<meta property="og:site_name" content="示例新闻网"><meta property="og:image" content="/img/cover.jpg">',
    });
    const page = extractArticle(html, URL_);
    expect(page.title).toBe('国务院常务会议部署稳就业工作');
    expect(page.content.split('\n')).toHaveLength(3);
    expect(page.content).toContain('稳就业方面');
    expect(page.content).not.toMatch(/首页|版权所有|tracker/);
    expect(page.html).toContain('<p>');
    expect(page.publishTime).toBe(Date.parse('2024-03-05T02:20:00Z'));
    expect(page.author).toBe('张三');
    expect(page.siteName).toBe('示例新闻网');
    expect(page.coverUrl).toBe('https://news.example.cn/img/cover.jpg');
  });

  it('prefers article:published_time over the byline', () => {
    const html = articlePage({
      title: '标题一二三四',
      byline: '2024-03-05 10:20',
      paragraphs: body,
      head: '<meta property="article:published_time" content="2024-03-01T08:00:00+08:00">',
    });
    expect(extractArticle(html, URL_).publishTime).toBe(Date.parse('2024-03-01T00:00:00Z'));
  });

  it('reads JSON-LD datePublished and author, and <time datetime>', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'NewsArticle', datePublished: '2024-03-02 09:00', author: [{ name: '李四' }] },
      ],
    });
    const withLd = articlePage({
      title: '结构化数据页面',
      paragraphs: body,
      head: `<script type="application/ld+json">${ld}</script>`,
    });
    expect(extractArticle(withLd, URL_)).toMatchObject({
      publishTime: Date.parse('2024-03-02T01:00:00Z'),
      author: '李四',
    });
    const withTime = articlePage({
      title: '时间标签页面',
      byline: '<time datetime="2024-03-03T12:00:00Z">3月3日</time>',
      paragraphs: body,
    });
    expect(extractArticle(withTime, URL_).publishTime).toBe(Date.parse('2024-03-03T12:00:00Z'));
  });

  it('uses per-site selectors when given', () => {
    const html = `<html><head><title>x</title></head><body>
      <div class="t">选择器标题</div><span class="d">发布于 2024年3月5日 10:20</span>
      <span class="au">记者 王五</span><div class="c"><p>第一段。</p><p>第二段。</p></div></body></html>`;
    const page = extractArticle(html, URL_, {
      title: '.t',
      content: '.c',
      time: '.d',
      author: '.au',
    });
    expect(page).toMatchObject({
      title: '选择器标题',
      content: '第一段。\n第二段。',
      html: '<p>第一段。</p><p>第二段。</p>',
      publishTime: Date.parse('2024-03-05T02:20:00Z'),
      author: '记者 王五',
    });
  });

  it('cleans the site name off <title> when there is no headline element', () => {
    const html = `<html><head><title>无标题元素的文章页面_示例新闻网</title></head><body>
      <div>${body.map((p) => `<p>${p}</p>`).join('')}</div></body></html>`;
    expect(extractArticle(html, URL_).title).toBe('无标题元素的文章页面');
  });

  it('reports a bad configured selector in Chinese', () => {
    const run = () => extractArticle('<p>x</p>', URL_, { content: 'div[[' });
    expect(run).toThrow(CollectError);
    expect(run).toThrow('CSS 选择器无效：div[[');
  });
});
