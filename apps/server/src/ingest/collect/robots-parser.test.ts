import { describe, expect, it } from 'vitest';
import { isPathAllowed, parseRobotsTxt, policyFor } from './robots-parser.js';

const ROBOTS = `
# comment
User-agent: *
Disallow: /private/
Disallow: /*.pdf$
Allow: /private/open/
Crawl-delay: 2

User-agent: BadBot
User-agent: GuanlanBot
Disallow: /search
Allow: /search/about
Disallow: /新闻/内部/

Sitemap: https://example.cn/sitemap.xml
`;

describe('robots-parser', () => {
  const robots = parseRobotsTxt(ROBOTS);

  it('uses the group naming GuanlanBot (case-insensitive) over *', () => {
    const ours = policyFor(robots, 'guanlanbot');
    expect(isPathAllowed(ours, '/private/x')).toBe(true);
    expect(isPathAllowed(ours, '/search?q=1')).toBe(false);
    expect(ours.crawlDelayMs).toBeUndefined();
    expect(robots.sitemaps).toEqual(['https://example.cn/sitemap.xml']);
  });

  it('falls back to * and exposes its Crawl-delay', () => {
    const other = policyFor(robots, 'OtherBot');
    expect(other.crawlDelayMs).toBe(2000);
    expect(isPathAllowed(other, '/private/x')).toBe(false);
    expect(isPathAllowed(other, '/news/1.html')).toBe(true);
  });

  it('lets the longest match win, Allow on a tie', () => {
    const other = policyFor(robots, 'OtherBot');
    expect(isPathAllowed(other, '/private/open/page')).toBe(true);
    const ours = policyFor(robots, 'GuanlanBot');
    expect(isPathAllowed(ours, '/search/about')).toBe(true);
    const tie = policyFor(parseRobotsTxt('User-agent: *\nDisallow: /a\nAllow: /a'), 'x');
    expect(isPathAllowed(tie, '/a')).toBe(true);
  });

  it('supports * and $ wildcards', () => {
    const other = policyFor(robots, 'OtherBot');
    expect(isPathAllowed(other, '/files/report.pdf')).toBe(false);
    expect(isPathAllowed(other, '/files/report.pdf?x=1')).toBe(true);
  });

  it('matches non-ASCII rules against percent-encoded paths', () => {
    const ours = policyFor(robots, 'GuanlanBot');
    const path = new URL('https://example.cn/新闻/内部/1.html').pathname;
    expect(isPathAllowed(ours, path)).toBe(false);
  });

  it('allows everything with an empty Disallow, no groups, or for /robots.txt', () => {
    expect(isPathAllowed(policyFor(parseRobotsTxt('User-agent: *\nDisallow:'), 'x'), '/a')).toBe(
      true,
    );
    expect(isPathAllowed(policyFor(parseRobotsTxt(''), 'x'), '/a')).toBe(true);
    const all = policyFor(parseRobotsTxt('User-agent: *\nDisallow: /'), 'x');
    expect(isPathAllowed(all, '/a')).toBe(false);
    expect(isPathAllowed(all, '/robots.txt')).toBe(true);
  });
});
