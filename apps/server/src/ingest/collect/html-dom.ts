import { parseHTML } from 'linkedom';
import { CollectError } from './collect-error.js';

// The server compiles without the DOM lib, so we describe the slice of linkedom we use.

/** A DOM node as linkedom exposes it. */
export interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
}

/** A DOM element as linkedom exposes it. */
export interface DomElement extends DomNode {
  localName: string;
  innerHTML: string;
  outerHTML: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
}

/** A parsed HTML document. */
export interface DomDocument {
  documentElement: DomElement;
  head: DomElement;
  body: DomElement;
  title: string;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/** Parses an HTML page (or fragment) into a document with `head` and `body`. */
export function parseDocument(html: string): DomDocument {
  // linkedom builds a broken tree from a fragment with no <html>, so give it one.
  const full = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return (parseHTML(full) as unknown as { document: DomDocument }).document;
}

/**
 * Parses markup that is a piece of a page (Readability's output, a saved body) into a document
 * whose body holds it, even when the piece itself carries an `<html>` tag, as a plain-text
 * notice pasted into a `<pre>` can.
 */
export function parseFragment(html: string): DomDocument {
  return (
    parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`) as unknown as {
      document: DomDocument;
    }
  ).document;
}

/** `querySelector` that turns a bad configured selector into a readable error. */
export function queryOne(root: DomDocument | DomElement, selector: string): DomElement | null {
  try {
    return root.querySelector(selector);
  } catch (err) {
    throw new CollectError('parse', `CSS 选择器无效：${selector}`, { cause: err });
  }
}

/** `querySelectorAll` as an array, with the same error handling as {@link queryOne}. */
export function queryAll(root: DomDocument | DomElement, selector: string): DomElement[] {
  try {
    return Array.from(root.querySelectorAll(selector));
  } catch (err) {
    throw new CollectError('parse', `CSS 选择器无效：${selector}`, { cause: err });
  }
}

const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'section',
  'article',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'header',
  'footer',
  'dd',
  'dt',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'iframe']);

/**
 * Text of an element with one paragraph per line. `textContent` glues paragraphs together,
 * which breaks sentence-level analysis and summaries downstream.
 */
export function blockText(root: DomNode): string {
  const parts: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) {
      return;
    }
    const name = node.localName ?? '';
    if (SKIP.has(name)) {
      return;
    }
    const isBlock = BLOCK.has(name);
    if (isBlock) {
      parts.push('\n');
    }
    for (const child of Array.from(node.childNodes)) {
      walk(child);
    }
    if (isBlock) {
      parts.push('\n');
    }
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Whitespace-collapsed single-line text of an element. */
export function lineText(node: DomNode | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
