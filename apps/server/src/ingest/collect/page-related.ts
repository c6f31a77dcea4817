import type { DomDocument, DomElement } from './html-dom.js';
import { queryAll } from './html-dom.js';

// A box heading that introduces links to other stories.
const HEADING =
  /^(相关新闻|相關新聞|相关阅读|相關閱讀|相关链接|相關連結|延伸阅读|延伸閱讀|推荐阅读|推薦閱讀|相关报道|相關報導)[:：]?$/;

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

/** A short block whose text is all link text: one teaser link on a line of its own. */
function isLinkLine(el: DomElement): boolean {
  const text = squash(el.textContent);
  if (!text || text.length > 80) {
    return false;
  }
  const linked = queryAll(el, 'a')
    .map((a) => squash(a.textContent))
    .join('');
  return linked.length / text.length >= 0.9;
}

const nextOf = (el: DomElement) =>
  (el as unknown as { nextElementSibling: DomElement | null }).nextElementSibling;

/**
 * Drops a "related news" block written into the story: a heading paragraph (`相关新闻：`) and the
 * one-link paragraphs after it (新浪科技's `直播2019年苹果发布会…`). The first paragraph that is
 * not wholly a link ends the block; a heading with no links after it is left to the line filter.
 */
export function dropRelatedLinks(doc: DomDocument | DomElement): void {
  for (const heading of queryAll(doc, 'p, h2, h3, h4, h5, div')) {
    if (!HEADING.test(squash(heading.textContent))) {
      continue;
    }
    const links: DomElement[] = [];
    for (let el = nextOf(heading); el && isLinkLine(el); el = nextOf(el)) {
      links.push(el);
    }
    if (links.length > 0) {
      for (const el of [heading, ...links]) {
        (el as unknown as { remove(): void }).remove();
      }
    }
  }
}
