import type { RawArticle } from '../raw-article.js';
import { htmlToLine } from './html-text.js';
import { finish, notAFeed, resolveUrl } from './feed-item.js';
import type { ParsedFeed } from './feed-item.js';
import { isNode, text } from './feed-node.js';

/** JSON Feed 1.0/1.1 (https://jsonfeed.org). */
export function parseJsonFeed(source: string, feedUrl: string): ParsedFeed {
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
