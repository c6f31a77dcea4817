import { describe, expect, it } from 'vitest';
import { canonicalUrl, urlHash } from './canonical-url.js';

describe('canonical-url', () => {
  it('drops fragments and tracking parameters and sorts the rest', () => {
    expect(canonicalUrl('HTTPS://News.Example.com:443/a/b/?z=1&utm_source=wx&a=2#top')).toBe(
      'https://news.example.com/a/b?a=2&z=1',
    );
  });

  it('gives reprints under different tracking links the same hash', () => {
    const a = canonicalUrl('https://m.example.cn/2024/0305/123.shtml?spm=1.2&from=timeline');
    const b = canonicalUrl('https://m.example.cn/2024/0305/123.shtml');
    expect(urlHash(a!)).toBe(urlHash(b!));
  });

  it('refuses non-web URLs', () => {
    expect(canonicalUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalUrl('not a url')).toBeNull();
  });
});
