import type { RawArticle } from '../raw-article.js';
import { CollectError } from './collect-error.js';
import { htmlToLine } from './html-text.js';
import { parseLooseDate } from './loose-date.js';
import { asArray, attr } from './feed-node.js';
import type { XmlNode } from './feed-node.js';

// What every feed format shares: the parsed feed, its refusal, and an item's fields → RawArticle
// (links resolved against the feed, dates, authors, covers).

/** A parsed feed: its title and the usable items. */
export interface ParsedFeed {
  format: 'rss' | 'rdf' | 'atom' | 'json';
  title: string;
  items: RawArticle[];
  /** Items dropped for lacking a title, or both a link and a guid/id. */
  skipped: number;
  /** Items kept without a link of their own: their `url` is the feed URL plus `#` and their id. */
  linkless: number;
}

const NOT_A_FEED = '源站内容不是合法的 RSS/Atom';
const SUMMARY_MAX = 300;

/** The parse error every format throws for what is not a feed, `why` in brackets. */
export function notAFeed(feedUrl: string, why: string, cause?: unknown): CollectError {
  return new CollectError('parse', `${NOT_A_FEED}（${why}）`, { url: feedUrl, cause });
}

/** Absolute http(s) URL, or undefined for junk and other schemes. */
export function resolveUrl(raw: string | undefined, base: string): string | undefined {
  if (!raw?.trim()) {
    return undefined;
  }
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** RSS `author` is often `editor@site.cn (张三)`; keep the name. */
function authorName(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) {
    return undefined;
  }
  const inParens = value.match(/\(([^)]+)\)\s*$/);
  return htmlToLine(inParens?.[1] ?? value) || undefined;
}

function isImage(type: string | undefined, url: string | undefined): boolean {
  if (type) {
    return type.startsWith('image/');
  }
  return /\.(jpe?g|png|gif|webp|bmp)(\?|$)/i.test(url ?? '');
}

function coverOf(item: XmlNode, base: string): string | undefined {
  for (const thumb of asArray(item['media:thumbnail'])) {
    const url = resolveUrl(attr(thumb, 'url'), base);
    if (url) {
      return url;
    }
  }
  const media = [...asArray(item.enclosure), ...asArray(item['media:content'])];
  const atomEnclosures = asArray(item.link).filter((l) => attr(l, 'rel') === 'enclosure');
  for (const m of [...media, ...atomEnclosures]) {
    const raw = attr(m, 'url') ?? attr(m, 'href');
    if (attr(m, 'medium') === 'image' || isImage(attr(m, 'type'), raw)) {
      const url = resolveUrl(raw, base);
      if (url) {
        return url;
      }
    }
  }
  return undefined;
}

/** Stand-in URL for an item without a link but with a guid/id: the feed URL, `#` and the id. */
function linklessUrl(base: string, id: string | undefined): string | undefined {
  const key = id?.trim();
  return key ? `${base.split('#')[0]}#${encodeURIComponent(key.slice(0, 200))}` : undefined;
}

/**
 * An item's fields in any format → a RawArticle: undefined without a title, or without both a
 * link and an id; the link resolved against the feed, the summary shortened, date, author and
 * cover read.
 */
export function finish(
  item: XmlNode,
  fields: {
    title?: string;
    link?: string;
    id?: string;
    html?: string;
    text?: string;
    summary?: string;
  },
  extra: { dateRaw?: string; author?: string },
  base: string,
  siteName: string,
): RawArticle | undefined {
  const title = htmlToLine(fields.title ?? '');
  if (!title) {
    return undefined;
  }
  const url = resolveUrl(fields.link, base) ?? linklessUrl(base, fields.id);
  if (!url) {
    return undefined;
  }
  const article: RawArticle = { url, title };
  if (fields.html) {
    article.html = fields.html;
  }
  if (fields.text) {
    article.content = fields.text;
  }
  if (fields.summary) {
    article.summary = htmlToLine(fields.summary).slice(0, SUMMARY_MAX);
  }
  if (siteName) {
    article.siteName = siteName;
  }
  const publishTime = parseLooseDate(extra.dateRaw);
  if (publishTime !== undefined) {
    article.publishTime = publishTime;
  }
  const author = authorName(extra.author);
  if (author) {
    article.author = { name: author };
  }
  const coverUrl = coverOf(item, base);
  if (coverUrl) {
    article.coverUrl = coverUrl;
  }
  return article;
}
