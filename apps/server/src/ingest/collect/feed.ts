import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { RawArticle } from '../raw-article.js';
import { decodeBody } from './charset.js';
import { CollectError } from './collect-error.js';
import { decodeEntities, htmlToLine, unwrapCdata } from './html-text.js';
import { parseLooseDate } from './loose-date.js';

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

type XmlNode = Record<string, unknown>;

const NOT_A_FEED = '源站内容不是合法的 RSS/Atom';
/** Internal DTD entities allowed in a feed; more (or nested ones) are an expansion attack. */
const MAX_ENTITIES = 50;
const SUMMARY_MAX = 300;

// Namespace prefixes are kept (removeNSPrefix would fold `atom:link` into RSS `link`). Atom
// content/summary are stop nodes so xhtml content reaches us as markup, not as parsed objects.
const PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  stopNodes: ['feed.entry.content', 'feed.entry.summary', 'entry.content', 'entry.summary'],
};
const parser = new XMLParser(PARSER_OPTIONS);
// Only for Atom written with a namespace prefix (`<a:feed>`): there no RSS names can collide.
const unprefixed = new XMLParser({ ...PARSER_OPTIONS, removeNSPrefix: true });

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

/**
 * A date element's text; Drupal feeds wrap it in markup
 * (`<pubDate><time datetime="2019-05-03T19:21:28Z">Fri, 05/03/2019 - 15:21</time></pubDate>`),
 * whose machine-readable attribute is then the date.
 */
function dateText(v: unknown): string | undefined {
  const own = text(v);
  const node: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  if (own?.trim() || !isNode(node)) {
    return own;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('@_') || key === '#text') {
      continue;
    }
    const first: unknown = Array.isArray(child) ? (child as unknown[])[0] : child;
    return attr(first, 'datetime') ?? text(first);
  }
  return own;
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

/** Stand-in URL for an item without a link but with a guid/id: the feed URL, `#` and the id. */
function linklessUrl(base: string, id: string | undefined): string | undefined {
  const key = id?.trim();
  return key ? `${base.split('#')[0]}#${encodeURIComponent(key.slice(0, 200))}` : undefined;
}

function finish(
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
      id: text(guid),
      html: encoded ?? description,
      summary: encoded ? description : undefined,
    },
    {
      dateRaw: dateText(item.pubDate) ?? dateText(item['dc:date']),
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
      id,
      ...body,
      summary: body === content ? (summary.html ?? summary.text) : undefined,
    },
    {
      dateRaw: dateText(entry.published) ?? dateText(entry.updated) ?? dateText(entry['dc:date']),
      author: text(isNode(authorNode) ? authorNode.name : authorNode) ?? text(entry['dc:creator']),
    },
    base,
    siteName,
  );
}

/** Refuses DTDs that could blow up or reach outside: parameter/external/nested entities. */
function checkDoctype(source: string, feedUrl: string): void {
  const doctype = source.match(/<!DOCTYPE[^[>]*(?:\[[\s\S]*?\]\s*)?>/i)?.[0];
  if (!doctype) {
    return;
  }
  const entities = doctype.match(/<!ENTITY[^>]*>/gi) ?? [];
  const unsafe =
    /<!ENTITY\s+%/i.test(doctype) ||
    /%[\w.-]+;/.test(doctype) ||
    entities.length > MAX_ENTITIES ||
    entities.some(
      (e) => /\b(SYSTEM|PUBLIC)\b/.test(e) || /&(?!#|amp;|lt;|gt;|quot;|apos;)[\w.-]+;/.test(e),
    );
  if (unsafe) {
    throw new CollectError(
      'parse',
      `${NOT_A_FEED}（DOCTYPE 含有外部、参数或嵌套实体声明，出于安全考虑拒绝解析）`,
      {
        url: feedUrl,
      },
    );
  }
}

function notAFeed(feedUrl: string, why: string): CollectError {
  return new CollectError('parse', `${NOT_A_FEED}（${why}）`, { url: feedUrl });
}

/** JSON Feed 1.0/1.1 (https://jsonfeed.org). */
function parseJsonFeed(source: string, feedUrl: string): ParsedFeed {
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch {
    throw notAFeed(feedUrl, 'JSON 格式有误');
  }
  if (
    !isNode(doc) ||
    !Array.isArray(doc.items) ||
    !/jsonfeed\.org\/version/i.test(text(doc.version) ?? '')
  ) {
    throw notAFeed(feedUrl, 'JSON 不是 JSON Feed：缺少 version 或 items');
  }
  const title = htmlToLine(text(doc.title) ?? '');
  const items: RawArticle[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  let linkless = 0;
  for (const item of doc.items as unknown[]) {
    if (!isNode(item)) {
      skipped++;
      continue;
    }
    const id = text(item.id);
    const link =
      text(item.url) ?? (/^https?:/i.test(id ?? '') ? id : undefined) ?? text(item.external_url);
    const authors = Array.isArray(item.authors) ? item.authors : [item.author];
    const firstAuthor: unknown = authors[0];
    const article = finish(
      item,
      {
        title: text(item.title),
        link,
        id,
        html: text(item.content_html),
        text: text(item.content_text),
        summary: text(item.summary),
      },
      {
        dateRaw: text(item.date_published) ?? text(item.date_modified),
        author: isNode(firstAuthor) ? text(firstAuthor.name) : undefined,
      },
      feedUrl,
      title,
    );
    if (!article) {
      skipped++;
    } else if (!seen.has(article.url)) {
      linkless += resolveUrl(link, feedUrl) ? 0 : 1;
      seen.add(article.url);
      items.push(article);
    }
  }
  return { format: 'json', title, items, skipped, linkless };
}

/** The root element name with any namespace prefix, and whether it is prefixed Atom. */
function rootOf(doc: XmlNode): string | undefined {
  return Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('#'));
}

/**
 * Parses RSS 0.9x/2.0, RSS 1.0 (RDF), Atom (a feed or a lone entry) and JSON Feed into
 * RawArticles. Links are resolved against `feedUrl`; items without a link are kept under a
 * stand-in URL (`linkless` counts them); items without a title are counted in `skipped`;
 * duplicate links within one feed are kept once. Anything that is not a well-formed feed, and
 * any DTD with parameter, external or nested entities, throws `CollectError('parse')` — never
 * another error.
 */
const BARE_AMPERSAND = /&(?!(?:[A-Za-z][\w.-]*|#\d+|#x[\da-fA-F]+);)/g;

export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  let source = xml.replace(/^\uFEFF/, '').trimStart();
  if (!source) {
    throw notAFeed(feedUrl, '内容为空');
  }
  if (source.startsWith('{')) {
    return parseJsonFeed(source, feedUrl);
  }
  checkDoctype(source, feedUrl);
  let valid = XMLValidator.validate(source);
  if (valid !== true && source.search(BARE_AMPERSAND) >= 0) {
    // Feeds written by string templates often leave `&` unescaped (`Danger Mouse & Black
    // Thought`): escape the ones that start no reference and try once more.
    source = source.replace(BARE_AMPERSAND, '&amp;');
    valid = XMLValidator.validate(source);
  }
  if (valid !== true) {
    const { line, msg } = valid.err;
    throw notAFeed(feedUrl, `XML 第 ${line} 行有误：${msg}`);
  }
  let doc: XmlNode;
  try {
    doc = parser.parse(source) as XmlNode;
    const root = rootOf(doc);
    if (root && /^[\w.-]+:(feed|entry)$/.test(root)) {
      doc = unprefixed.parse(source) as XmlNode;
    }
  } catch (err) {
    throw new CollectError('parse', `${NOT_A_FEED}（XML 无法解析）`, { url: feedUrl, cause: err });
  }
  return feedFromDoc(doc, feedUrl);
}

function feedFromDoc(doc: XmlNode, feedUrl: string): ParsedFeed {
  let format: ParsedFeed['format'];
  let channel: unknown;
  let entries: unknown[];
  if ('rss' in doc) {
    format = 'rss';
    const rss = isNode(doc.rss) ? doc.rss : {};
    channel = asArray(rss.channel)[0];
    // RSS 0.9x also puts items directly under <rss>.
    entries = [...asArray(isNode(channel) ? channel.item : undefined), ...asArray(rss.item)];
  } else if (isNode(doc['rdf:RDF'])) {
    format = 'rdf';
    channel = doc['rdf:RDF'].channel;
    // RSS 1.0 puts items beside the channel, not inside it.
    entries = asArray(doc['rdf:RDF'].item);
  } else if ('feed' in doc) {
    format = 'atom';
    channel = isNode(doc.feed) ? doc.feed : {};
    entries = asArray(isNode(doc.feed) ? doc.feed.entry : undefined);
  } else if (isNode(doc.entry)) {
    format = 'atom';
    channel = {};
    entries = [doc.entry];
  } else {
    throw notAFeed(feedUrl, '根元素不是 rss、rdf:RDF 或 feed');
  }
  const title = htmlToLine(text(isNode(channel) ? channel.title : undefined) ?? '');
  const items: RawArticle[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  let linkless = 0;
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
      linkless += article.url.startsWith(`${feedUrl.split('#')[0]}#`) ? 1 : 0;
      seen.add(article.url);
      items.push(article);
    }
  }
  return { format, title, items, skipped, linkless };
}

/** A feed as a pure function of what the server sent: body bytes, headers and URL. */
export function readFeed(
  bytes: Uint8Array,
  headers: Record<string, string | undefined>,
  feedUrl: string,
): ParsedFeed {
  return parseFeed(decodeBody(bytes, headers['content-type']).text, feedUrl);
}
