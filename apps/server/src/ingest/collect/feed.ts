import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { RawArticle } from '../raw-article.js';
import { CollectError } from './collect-error.js';
import { decodeEntities, htmlToLine, unwrapCdata } from './html-text.js';
import { parseLooseDate } from './loose-date.js';

/** A parsed feed: its title and the usable items. */
export interface ParsedFeed {
  format: 'rss' | 'rdf' | 'atom';
  title: string;
  items: RawArticle[];
  /** Items dropped for lacking a title or a usable link. */
  skipped: number;
}

type XmlNode = Record<string, unknown>;

const NOT_A_FEED = '源站内容不是合法的 RSS/Atom';
const SUMMARY_MAX = 300;

// Namespace prefixes are kept (removeNSPrefix would fold `atom:link` into RSS `link`). Atom
// content/summary are stop nodes so xhtml content reaches us as markup, not as parsed objects.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  stopNodes: ['feed.entry.content', 'feed.entry.summary'],
});

const asArray = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const isNode = (v: unknown): v is XmlNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown): string | undefined {
  if (Array.isArray(v)) {
    return text(v[0]);
  }
  if (typeof v === 'string') {
    return v;
  }
  if (typeof v === 'number' || typeof v === 'boolean') {
    return String(v);
  }
  if (isNode(v)) {
    return text(v['#text']);
  }
  return undefined;
}

function attr(v: unknown, name: string): string | undefined {
  const value = isNode(v) ? v[`@_${name}`] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Absolute http(s) URL, or undefined for junk and other schemes. */
function resolveUrl(raw: string | undefined, base: string): string | undefined {
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

/** Atom text constructs (raw, as stop nodes) → html or plain text by their `type`. */
function atomText(v: unknown): { html?: string; text?: string } {
  const raw = text(v);
  if (!raw) {
    return {};
  }
  const type = attr(v, 'type') ?? 'text';
  const body = raw.includes('<![CDATA[')
    ? unwrapCdata(raw)
    : type === 'xhtml'
      ? raw
      : decodeEntities(raw);
  return type === 'text' ? { text: body.trim() } : { html: body.trim() };
}

function finish(
  item: XmlNode,
  fields: { title?: string; link?: string; html?: string; text?: string; summary?: string },
  extra: { dateRaw?: string; author?: string },
  base: string,
  siteName: string,
): RawArticle | undefined {
  const title = htmlToLine(fields.title ?? '');
  const url = resolveUrl(fields.link, base);
  if (!title || !url) {
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

/** RSS 2.0 and RSS 1.0 items share the RSS vocabulary plus Dublin Core and content:encoded. */
function rssItem(item: XmlNode, base: string, siteName: string): RawArticle | undefined {
  const guid = item.guid;
  const guidLink = attr(guid, 'isPermaLink') === 'false' ? undefined : text(guid);
  const link =
    text(item.link) ||
    attr(item, 'rdf:about') ||
    (/^https?:/i.test(guidLink ?? '') ? guidLink : undefined);
  const encoded = text(item['content:encoded']);
  const description = text(item.description);
  return finish(
    item,
    {
      title: text(item.title),
      link,
      html: encoded ?? description,
      summary: encoded ? description : undefined,
    },
    {
      dateRaw: text(item.pubDate) ?? text(item['dc:date']),
      author: text(item['dc:creator']) ?? text(item.author),
    },
    base,
    siteName,
  );
}

function atomEntry(entry: XmlNode, base: string, siteName: string): RawArticle | undefined {
  const links = asArray(entry.link);
  const alternate = links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate') ?? links[0];
  const id = text(entry.id);
  const link = attr(alternate, 'href') ?? (/^https?:/i.test(id ?? '') ? id : undefined);
  const content = atomText(entry.content);
  const summary = atomText(entry.summary);
  const body = content.html || content.text ? content : summary;
  const authorNode = asArray(entry.author)[0];
  return finish(
    entry,
    {
      title: text(entry.title),
      link,
      ...body,
      summary: body === content ? (summary.html ?? summary.text) : undefined,
    },
    {
      dateRaw: text(entry.published) ?? text(entry.updated) ?? text(entry['dc:date']),
      author: text(isNode(authorNode) ? authorNode.name : authorNode) ?? text(entry['dc:creator']),
    },
    base,
    siteName,
  );
}

/**
 * Parses RSS 2.0, RSS 1.0 (RDF) and Atom into RawArticles. Links are resolved against
 * `feedUrl`; items without a title or link are counted in `skipped`; duplicate links within one
 * feed are kept once. Anything that is not a well-formed feed throws `CollectError('parse')`.
 */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  const source = xml.replace(/^\uFEFF/, '').trimStart();
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    const { line, msg } = valid.err;
    throw new CollectError('parse', `${NOT_A_FEED}（XML 第 ${line} 行有误：${msg}）`, {
      url: feedUrl,
    });
  }
  const doc = parser.parse(source) as XmlNode;
  let format: ParsedFeed['format'];
  let channel: unknown;
  let entries: unknown[];
  if (isNode(doc.rss)) {
    format = 'rss';
    channel = doc.rss.channel;
    entries = asArray(isNode(channel) ? channel.item : undefined);
  } else if (isNode(doc['rdf:RDF'])) {
    format = 'rdf';
    channel = doc['rdf:RDF'].channel;
    // RSS 1.0 puts items beside the channel, not inside it.
    entries = asArray(doc['rdf:RDF'].item);
  } else if (isNode(doc.feed)) {
    format = 'atom';
    channel = doc.feed;
    entries = asArray(doc.feed.entry);
  } else {
    throw new CollectError('parse', `${NOT_A_FEED}（根元素不是 rss、rdf:RDF 或 feed）`, {
      url: feedUrl,
    });
  }
  const title = htmlToLine(text(isNode(channel) ? channel.title : undefined) ?? '');
  const items: RawArticle[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const entry of entries) {
    if (!isNode(entry)) {
      skipped++;
      continue;
    }
    const article =
      format === 'atom' ? atomEntry(entry, feedUrl, title) : rssItem(entry, feedUrl, title);
    if (!article) {
      skipped++;
    } else if (!seen.has(article.url)) {
      seen.add(article.url);
      items.push(article);
    }
  }
  return { format, title, items, skipped };
}
