import { CollectError } from './collect-error.js';
import type { DomDocument } from './html-dom.js';
import { queryAll } from './html-dom.js';

/** How to pick article links off a list page. */
export interface LinkRules {
  /** CSS selector for the links (or for containers whose links are wanted). */
  linkSelector?: string;
  /** Regular expression an article URL must match (tested against the absolute URL). */
  articleUrlPattern?: string | RegExp;
}

// Second-level suffixes under which the registrable domain has three labels
// (news.sina.com.cn and finance.sina.com.cn are one site).
const TWO_LABEL_SUFFIXES = new Set([
  'com.cn',
  'net.cn',
  'org.cn',
  'gov.cn',
  'edu.cn',
  'ac.cn',
  'mil.cn',
  'com.hk',
  'org.hk',
  'gov.hk',
  'com.tw',
  'org.tw',
  'gov.tw',
  'com.mo',
  'co.uk',
  'org.uk',
  'co.jp',
  'or.jp',
  'com.sg',
  'com.au',
  'co.kr',
]);

/** The registrable part of a host name, near enough for "same site" checks. */
export function siteOf(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return hostname;
  }
  const labels = hostname.toLowerCase().split('.');
  const keep = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * Whether a URL looks like an article rather than a section or list page: a dated path
 * (`/2024-03/05/`, `/20240305/`, `/2024/03/05/`), an `.html`/`.shtml` page with a long number,
 * or an `/article/`-style path. Index and `node_` list pages are excluded.
 */
export function looksLikeArticle(url: URL): boolean {
  const path = url.pathname;
  const last = path.split('/').pop() ?? '';
  if (/^(index|list|node|default)[_\d-]*\.s?html?$/i.test(last)) {
    return false;
  }
  if (/\/20\d{2}[-/]?(0[1-9]|1[0-2])[-/]?([0-2]\d|3[01])\//.test(path)) {
    return true;
  }
  if (/\/20\d{2}(0[1-9]|1[0-2])([0-2]\d|3[01])[^/]*\.s?html?$/.test(path)) {
    return true;
  }
  if (/\.s?html?$/i.test(last) && /\d{4,}/.test(last)) {
    return true;
  }
  return /\/(article|articles|content|detail|a|doc|news)\/[^/]*\d[^/]*/i.test(path);
}

function compilePattern(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) {
    return pattern;
  }
  try {
    return new RegExp(pattern);
  } catch {
    throw new CollectError('parse', `文章链接规则（正则表达式）无效：${pattern}`);
  }
}

/**
 * Article links on a list page, absolute, without fragments, same site as the page, in page
 * order and without duplicates. With neither selector nor pattern, {@link looksLikeArticle}
 * decides.
 */
export function findArticleLinks(
  doc: DomDocument,
  pageUrl: string,
  rules: LinkRules = {},
): string[] {
  const pattern = rules.articleUrlPattern ? compilePattern(rules.articleUrlPattern) : undefined;
  const baseHref = queryAll(doc, 'base[href]')[0]?.getAttribute('href');
  let base = pageUrl;
  try {
    if (baseHref) {
      base = new URL(baseHref, pageUrl).href;
    }
  } catch {
    // A broken <base> is ignored, as browsers do.
  }
  const anchors = rules.linkSelector
    ? queryAll(doc, rules.linkSelector).flatMap((el) =>
        el.localName === 'a' ? [el] : queryAll(el, 'a[href]'),
      )
    : queryAll(doc, 'a[href]');
  const page = new URL(pageUrl);
  const site = siteOf(page.hostname);
  const links: string[] = [];
  const seen = new Set<string>([page.href]);
  for (const a of anchors) {
    const href = a.getAttribute('href')?.trim();
    if (!href || /^(javascript|mailto|tel):/i.test(href)) {
      continue;
    }
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    url.hash = '';
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      continue;
    }
    if (siteOf(url.hostname) !== site || seen.has(url.href)) {
      continue;
    }
    const wanted = pattern ? pattern.test(url.href) : rules.linkSelector || looksLikeArticle(url);
    if (!wanted) {
      continue;
    }
    seen.add(url.href);
    links.push(url.href);
  }
  return links;
}
