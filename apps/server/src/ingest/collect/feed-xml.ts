import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { RawArticle } from '../raw-article.js';
import { decodeEntities, htmlToLine, unwrapCdata } from './html-text.js';
import { finish, notAFeed } from './feed-item.js';
import type { ParsedFeed } from './feed-item.js';
import { asArray, attr, dateText, isNode, text } from './feed-node.js';
import type { XmlNode } from './feed-node.js';

/** Internal DTD entities allowed in a feed; more (or nested ones) are an expansion attack. */
const MAX_ENTITIES = 50;

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
    throw notAFeed(feedUrl, 'DOCTYPE 含有外部、参数或嵌套实体声明，出于安全考虑拒绝解析');
  }
}

/** The root element name with any namespace prefix, and whether it is prefixed Atom. */
function rootOf(doc: XmlNode): string | undefined {
  return Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('#'));
}

/** A `&` that starts no entity or character reference. */
const BARE_AMPERSAND = /&(?!(?:[A-Za-z][\w.-]*|#\d+|#x[\da-fA-F]+);)/g;

/** An RSS/RDF/Atom document (BOM and leading space already gone) → its feed. */
export function parseXmlFeed(xml: string, feedUrl: string): ParsedFeed {
  let source = xml;
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
    throw notAFeed(feedUrl, 'XML 无法解析', err);
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
