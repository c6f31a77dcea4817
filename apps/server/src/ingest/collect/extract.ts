import { Readability } from '@mozilla/readability';
import { decodeBody } from './charset.js';
import type { DomDocument, DomElement, DomNode } from './html-dom.js';
import { blockText, lineText, parseDocument, queryAll, queryOne } from './html-dom.js';
import { findDateInText, parseLooseDate } from './loose-date.js';
import type { PageMeta } from './page-meta.js';
import { metaTag, readPageMeta } from './page-meta.js';

/** Per-site CSS selectors; any that are missing or match nothing fall back to heuristics. */
export interface ExtractSelectors {
  title?: string;
  content?: string;
  time?: string;
  author?: string;
}

/** The main text and metadata of one article page. */
export interface ExtractedArticle {
  title: string;
  /** Plain text, one paragraph per line. */
  content: string;
  /** Main-content HTML, unsanitised (the pipeline sanitises). */
  html: string;
  /** Epoch ms. */
  publishTime?: number;
  author?: string;
  /** The `来源` a page names (the outlet the story comes from). */
  source?: string;
  siteName?: string;
  coverUrl?: string;
}

/** Characters after the title searched for a byline date (`2024年3月5日 10:20 来源：…`). */
const BYLINE_WINDOW = 400;

function resolve(raw: string | undefined, base: string): string | undefined {
  if (!raw) {
    return undefined;
  }
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The headline element: the configured one, else the one `<h1>`, else the h1 `<title>` names. */
function findTitleElement(doc: DomDocument, selector?: string): DomElement | undefined {
  if (selector) {
    const el = queryOne(doc, selector);
    if (el && lineText(el)) {
      return el;
    }
  }
  const h1s = queryAll(doc, 'h1').filter((h) => lineText(h).length >= 2);
  if (h1s.length === 1) {
    return h1s[0];
  }
  return h1s.find((h) => doc.title.includes(lineText(h)));
}

/** `<title>` minus the trailing site name Chinese CMSs append (`标题_新华网`, `标题 - 人民网`). */
function cleanDocTitle(title: string): string {
  // Dashes count only with spaces around them, so `COVID-19` stays whole.
  const parts = title.split(/\s*[_|｜]\s*|\s+[-–—]\s+/);
  const first = parts[0]?.trim() ?? '';
  return parts.length > 1 && first.length >= 4 ? first : title.trim();
}

/** Text right after the headline, where Chinese pages print the date and source. */
function bylineText(titleEl: DomElement | undefined): string {
  if (!titleEl) {
    return '';
  }
  const title = lineText(titleEl);
  let node: DomNode | null = titleEl;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentNode) {
    const text = lineText(node);
    const after = text.slice(text.indexOf(title) + title.length);
    if (after.trim().length >= 8) {
      return after.slice(0, BYLINE_WINDOW);
    }
  }
  return '';
}

function timeFromElement(el: DomElement | null): number | undefined {
  if (!el) {
    return undefined;
  }
  const attrValue = el.getAttribute('datetime') ?? el.getAttribute('content');
  const text = lineText(el);
  return parseLooseDate(attrValue) ?? parseLooseDate(text) ?? findDateInText(text);
}

function findPublishTime(
  doc: DomDocument,
  meta: PageMeta,
  byline: string,
  selector?: string,
): number | undefined {
  if (selector) {
    const fromSelector = timeFromElement(queryOne(doc, selector));
    if (fromSelector !== undefined) {
      return fromSelector;
    }
  }
  const declared = metaTag(
    meta,
    'article:published_time',
    'og:article:published_time',
    'datepublished',
    'pubdate',
    'publishdate',
    'publish_date',
    'dc.date.issued',
    'dc.date',
  );
  return (
    parseLooseDate(declared) ??
    parseLooseDate(meta.jsonLd.datePublished) ??
    timeFromElement(queryOne(doc, 'time[datetime]')) ??
    findDateInText(byline)
  );
}

function findAuthor(doc: DomDocument, meta: PageMeta, byline: string, selector?: string) {
  const fromSelector = selector ? lineText(queryOne(doc, selector)) : '';
  const declared = metaTag(meta, 'author', 'article:author', 'dc.creator');
  const fromByline = byline.match(/作者[:：]\s*([\u4e00-\u9fa5·A-Za-z]{2,20})/)?.[1];
  const candidates = [fromSelector, declared, meta.jsonLd.author, fromByline];
  // article:author is often a profile URL, which is no name.
  return candidates.find((c) => c && !/^https?:/i.test(c))?.replace(/^作者[:：]\s*/, '');
}

/** Main content via the configured selector, else Readability, else the whole body. */
function mainContent(
  doc: DomDocument,
  selector?: string,
): { html: string; content: string; title?: string; byline?: string; siteName?: string } {
  const el = selector ? queryOne(doc, selector) : null;
  if (el && lineText(el)) {
    return { html: el.innerHTML.trim(), content: blockText(el) };
  }
  // Chinese articles carry more meaning per character, so a lower threshold than the default 500.
  const parsed = new Readability(doc, { charThreshold: 200 }).parse();
  if (parsed?.content) {
    const content = blockText(parseDocument(parsed.content).body);
    if (content) {
      return {
        html: parsed.content,
        content,
        title: parsed.title ?? undefined,
        byline: parsed.byline ?? undefined,
        siteName: parsed.siteName ?? undefined,
      };
    }
  }
  return { html: doc.body.innerHTML, content: blockText(doc.body) };
}

/**
 * Extracts an article page: title, main text and HTML, publish time, author, site name and
 * cover image. Metadata is read before Readability runs because Readability rewrites the
 * document. Times without a zone are Asia/Shanghai.
 */
export function extractArticle(
  html: string,
  url: string,
  selectors: ExtractSelectors = {},
): ExtractedArticle {
  const doc = parseDocument(html);
  const meta = readPageMeta(doc);
  const titleEl = findTitleElement(doc, selectors.title);
  const byline = bylineText(titleEl);
  const publishTime = findPublishTime(doc, meta, byline, selectors.time);
  const author = findAuthor(doc, meta, byline, selectors.author);
  const headTitle = doc.title;
  const titleText = lineText(titleEl);
  const main = mainContent(doc, selectors.content);

  const title =
    titleText ||
    metaTag(meta, 'og:title') ||
    meta.jsonLd.headline ||
    cleanDocTitle(main.title || headTitle);
  const result: ExtractedArticle = { title, content: main.content, html: main.html };
  if (publishTime !== undefined) {
    result.publishTime = publishTime;
  }
  const finalAuthor = author ?? main.byline;
  if (finalAuthor) {
    result.author = finalAuthor;
  }
  const siteName = metaTag(meta, 'og:site_name') ?? meta.jsonLd.publisher ?? main.siteName;
  if (siteName) {
    result.siteName = siteName;
  }
  const cover = resolve(metaTag(meta, 'og:image', 'twitter:image') ?? meta.jsonLd.image, url);
  if (cover) {
    result.coverUrl = cover;
  }
  return result;
}

/** Extraction as a pure function of what the server sent: body bytes, headers and URL. */
export function extractPage(
  bytes: Uint8Array,
  headers: Record<string, string | undefined>,
  url: string,
  selectors: ExtractSelectors = {},
): ExtractedArticle {
  return extractArticle(decodeBody(bytes, headers['content-type']).text, url, selectors);
}
