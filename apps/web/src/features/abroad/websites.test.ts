import { describe, expect, it } from 'vitest';
import { groupByCountry, outboundHref, parseWebsiteLines, readWebsitePage } from './websites';

describe('abroad website navigation', () => {
  it('reads the directory page with its country and category facets', () => {
    const page = readWebsitePage({
      total: 2,
      list: [
        {
          websiteId: 1,
          websiteName: 'BBC',
          url: 'https://www.bbc.com',
          country: '英国',
          category: '新闻',
          language: 'en',
          rssUrl: null,
          redirectUrl: '/indymedia/indyMedia/redirect?websiteId=1',
          isSource: true,
        },
        {
          websiteId: 2,
          websiteName: 'NHK',
          url: 'https://www3.nhk.or.jp',
          country: '日本',
          category: '新闻',
          language: 'ja',
          rssUrl: 'https://www3.nhk.or.jp/rss/news/cat0.xml',
          redirectUrl: '',
          isSource: false,
        },
      ],
      countries: [
        { country: '英国', count: 1 },
        { country: '日本', count: 1 },
      ],
      categories: [{ category: '新闻', count: 2 }],
    });
    expect(page.list.map((s) => s.websiteName)).toEqual(['BBC', 'NHK']);
    expect(page.countries).toEqual([
      { country: '英国', count: 1 },
      { country: '日本', count: 1 },
    ]);
    expect(groupByCountry(page.list, ['日本']).map(([c]) => c)).toEqual(['日本', '英国']);
    expect(groupByCountry(page.list).map(([c, sites]) => [c, sites.length])).toEqual([
      ['英国', 1],
      ['日本', 1],
    ]);
    // Every outbound click goes through the logged redirect, never straight to the site.
    expect(outboundHref(page.list[0]!)).toBe('/indymedia/indyMedia/redirect?websiteId=1');
    expect(outboundHref(page.list[1]!)).toBe(
      '/indymedia/indyMedia/redirect?url=https%3A%2F%2Fwww3.nhk.or.jp',
    );
  });

  it('parses one site a line and reports the lines it cannot use', () => {
    const { sites, errors } = parseWebsiteLines(
      '联合早报, https://www.zaobao.com.sg, 新加坡, 新闻, zh\n\n坏行\nDW\thttps://www.dw.com\t德国',
    );
    expect(sites).toEqual([
      {
        websiteName: '联合早报',
        url: 'https://www.zaobao.com.sg',
        country: '新加坡',
        category: '新闻',
        language: 'zh',
      },
      { websiteName: 'DW', url: 'https://www.dw.com', country: '德国' },
    ]);
    expect(errors).toEqual(['第3行需要“名称, 网址”，网址以 http:// 或 https:// 开头']);
  });
});
