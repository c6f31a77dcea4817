import { decodeBody } from './charset.js';
import { notAFeed } from './feed-item.js';
import type { ParsedFeed } from './feed-item.js';
import { parseJsonFeed } from './feed-json.js';
import { parseXmlFeed } from './feed-xml.js';

export type { ParsedFeed } from './feed-item.js';

/**
 * Parses RSS 0.9x/2.0, RSS 1.0 (RDF), Atom (a feed or a lone entry) and JSON Feed into
 * RawArticles. Links are resolved against `feedUrl`; items without a link are kept under a
 * stand-in URL (`linkless` counts them); items without a title are counted in `skipped`;
 * duplicate links within one feed are kept once. Anything that is not a well-formed feed, and
 * any DTD with parameter, external or nested entities, throws `CollectError('parse')` — never
 * another error.
 */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  const source = xml.replace(/^\uFEFF/, '').trimStart();
  if (!source) {
    throw notAFeed(feedUrl, '内容为空');
  }
  return source.startsWith('{') ? parseJsonFeed(source, feedUrl) : parseXmlFeed(source, feedUrl);
}

/** A feed as a pure function of what the server sent: body bytes, headers and URL. */
export function readFeed(
  bytes: Uint8Array,
  headers: Record<string, string | undefined>,
  feedUrl: string,
): ParsedFeed {
  return parseFeed(decodeBody(bytes, headers['content-type']).text, feedUrl);
}
