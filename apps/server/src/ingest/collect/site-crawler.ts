import type { RawArticle } from '../raw-article.js';
import type { LinkRules } from './article-links.js';
import { findArticleLinks } from './article-links.js';
import type { CollectErrorKind } from './collect-error.js';
import { CollectError, isCollectError } from './collect-error.js';
import type { ExtractSelectors } from './extract.js';
import { extractArticle } from './extract.js';
import { parseDocument } from './html-dom.js';
import type { CollectDeps } from './polite-get.js';
import { politeGet } from './polite-get.js';

/** The fields of a site source the crawler needs. */
export interface SiteSource extends LinkRules {
  id: number;
  listUrl: string;
  selectors?: ExtractSelectors;
  carrier: string;
  isAbroad: boolean;
  language?: string;
  /** New articles fetched per crawl at most. Default 50. */
  maxArticles?: number;
}

/** Network access plus the caller's "already stored?" check. */
export interface CrawlDeps extends CollectDeps {
  seen(url: string): boolean | Promise<boolean>;
}

/** One article page that failed; the crawl carries on without it. */
export interface CrawlError {
  url: string;
  message: string;
  kind?: CollectErrorKind;
}

/** Outcome of one crawl. */
export interface CrawlResult {
  items: RawArticle[];
  errors: CrawlError[];
  stats: {
    /** Article links found on the list page. */
    links: number;
    /** Links skipped because they were already stored. */
    seen: number;
    /** Links skipped because robots.txt disallows them. */
    blocked: number;
  };
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
/** Shorter than this is a navigation stub or an error page, not an article. */
const MIN_CONTENT_CHARS = 20;

function assertHtml(contentType: string | undefined, url: string): void {
  if (contentType && !/html|xml|text\/plain/i.test(contentType)) {
    throw new CollectError('parse', `不是网页（${contentType.split(';')[0]}）`, { url });
  }
}

async function crawlArticle(url: string, source: SiteSource, deps: CrawlDeps): Promise<RawArticle> {
  const res = await politeGet(url, deps, { accept: HTML_ACCEPT });
  assertHtml(res.contentType, res.finalUrl);
  const page = extractArticle(res.body, res.finalUrl, source.selectors);
  if (!page.title) {
    throw new CollectError('parse', '未能提取文章标题', { url });
  }
  if (page.content.length < MIN_CONTENT_CHARS) {
    throw new CollectError('parse', '未能提取文章正文', { url });
  }
  const article: RawArticle = {
    url: res.finalUrl,
    title: page.title,
    content: page.content,
    html: page.html,
    sourceId: source.id,
    carrier: source.carrier,
    isAbroad: source.isAbroad,
  };
  if (page.publishTime !== undefined) {
    article.publishTime = page.publishTime;
  }
  if (page.author) {
    article.author = { name: page.author };
  }
  if (page.siteName) {
    article.siteName = page.siteName;
  }
  if (page.coverUrl) {
    article.coverUrl = page.coverUrl;
  }
  if (source.language) {
    article.language = source.language;
  }
  return article;
}

/**
 * Crawls one configured site: list page → new article links → article pages → extracted
 * articles. A bad list page throws `CollectError` (the whole source is unhealthy); a bad
 * article page becomes an entry in `errors` and the rest still arrive.
 */
export async function crawlSite(source: SiteSource, deps: CrawlDeps): Promise<CrawlResult> {
  const list = await politeGet(source.listUrl, deps, { accept: HTML_ACCEPT });
  assertHtml(list.contentType, list.finalUrl);
  const links = findArticleLinks(parseDocument(list.body), list.finalUrl, source);
  const stats = { links: links.length, seen: 0, blocked: 0 };

  const fresh: string[] = [];
  for (const url of links) {
    if (fresh.length >= (source.maxArticles ?? 50)) {
      break;
    }
    if (await deps.seen(url)) {
      stats.seen++;
    } else {
      fresh.push(url);
    }
  }

  const items: RawArticle[] = [];
  const errors: CrawlError[] = [];
  // All pages are started at once; the shared host limiter decides the actual pace.
  const outcomes = await Promise.allSettled(fresh.map((url) => crawlArticle(url, source, deps)));
  outcomes.forEach((outcome, i) => {
    const url = fresh[i] ?? '';
    if (outcome.status === 'fulfilled') {
      items.push(outcome.value);
    } else if (isCollectError(outcome.reason, 'robots')) {
      stats.blocked++;
    } else if (isCollectError(outcome.reason)) {
      errors.push({ url, message: outcome.reason.message, kind: outcome.reason.kind });
    } else {
      const message =
        outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      errors.push({ url, message: `解析失败：${message}` });
    }
  });
  return { items, errors, stats };
}
