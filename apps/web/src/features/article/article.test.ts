import { describe, expect, it } from 'vitest';
import {
  allKeys,
  detailLinkFrom,
  formatCount,
  parseDetailQuery,
  shareLink,
  splitWords,
  toRouteTree,
} from './article';
import type { RouteNode } from './article';

describe('article detail helpers', () => {
  it('reads the SPEC §2 detail query and drops garbage', () => {
    const q = parseDetailQuery(
      new URLSearchParams('fromId=3&fromType=special&articleId=42&publishTime=2026-11-22 13:24'),
    );
    expect(q).toEqual({
      articleId: 42,
      fromId: 3,
      fromType: 'special',
      publishTime: '2026-11-22',
      shareCode: undefined,
    });
    const bad = parseDetailQuery(new URLSearchParams('articleId=abc&fromId=-1&publishTime=x'));
    expect(bad.articleId).toBeUndefined();
    expect(bad.fromId).toBeUndefined();
    expect(bad.publishTime).toBeUndefined();
  });

  it('builds the share link and detail links that keep where the page was opened from', () => {
    expect(shareLink('https://gl.example.cn', 42, 'ab12')).toBe(
      'https://gl.example.cn/shareArticleDetails?articleId=42&shareCode=ab12',
    );
    expect(
      detailLinkFrom('/articleDetailsTwo', 7, '2026-11-20 08:00:00', {
        fromId: 3,
        fromType: 'warning',
      }),
    ).toBe('/articleDetailsTwo?fromId=3&fromType=warning&articleId=7&publishTime=2026-11-20');
    expect(
      detailLinkFrom('/articleDetails', 7, '2026-11-20', {
        fromId: undefined,
        fromType: undefined,
      }),
    ).toBe('/articleDetails?articleId=7&publishTime=2026-11-20');
  });

  it('shows counts in 万 and 亿', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(20_000)).toBe('2万');
    expect(formatCount(250_000_000)).toBe('2.5亿');
  });

  it('turns the spread route into tree data with the origin marked and every key listed', () => {
    const leaf = (id: number): RouteNode => ({
      id,
      title: `t${id}`,
      siteName: 's',
      carrierName: '新闻',
      publishTime: '2026-11-02 09:00:00',
      children: [],
    });
    const root = { ...leaf(1), children: [{ ...leaf(2), children: [leaf(4)] }, leaf(3)] };
    const tree = toRouteTree(root);
    expect(tree[0]!.isOrigin).toBe(true);
    expect(tree[0]!.children.map((c) => c.isOrigin)).toEqual([false, false]);
    expect(allKeys(tree)).toEqual([1, 2, 4, 3]);
  });

  it('splits typed exclusion words at spaces and commas, without repeats', () => {
    expect(splitWords(' 招聘，广告 招聘,、 兼职 ')).toEqual(['招聘', '广告', '兼职']);
    expect(splitWords('  ')).toEqual([]);
  });
});
