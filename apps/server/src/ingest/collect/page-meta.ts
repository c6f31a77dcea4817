import type { DomDocument } from './html-dom.js';
import { queryAll } from './html-dom.js';

/** Metadata a page declares about itself in `<meta>` tags and JSON-LD. */
export interface PageMeta {
  /** `<meta>` content by lower-cased `property`, `name` or `itemprop` (first wins). */
  tags: Map<string, string>;
  jsonLd: {
    headline?: string;
    datePublished?: string;
    author?: string;
    publisher?: string;
    image?: string;
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/** A JSON-LD value that may be a string, `{ name }`/`{ url }`, or an array of those. */
function jsonLdString(v: unknown, key: 'name' | 'url'): string | undefined {
  if (typeof v === 'string') {
    return v;
  }
  if (Array.isArray(v)) {
    return jsonLdString(v[0], key);
  }
  if (isObject(v) && typeof v[key] === 'string') {
    return v[key];
  }
  return undefined;
}

/** Every object in a JSON-LD blob, flattening arrays and `@graph`. */
function jsonLdObjects(v: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(v)) {
    for (const x of v) {
      jsonLdObjects(x, out);
    }
  } else if (isObject(v)) {
    out.push(v);
    if (v['@graph']) {
      jsonLdObjects(v['@graph'], out);
    }
  }
  return out;
}

/** Reads `<meta>` tags and JSON-LD before anything mutates the document. */
export function readPageMeta(doc: DomDocument): PageMeta {
  const tags = new Map<string, string>();
  for (const meta of queryAll(doc, 'meta')) {
    const key =
      meta.getAttribute('property') ?? meta.getAttribute('name') ?? meta.getAttribute('itemprop');
    const content = meta.getAttribute('content')?.trim();
    if (key && content && !tags.has(key.toLowerCase())) {
      tags.set(key.toLowerCase(), content);
    }
  }
  const jsonLd: PageMeta['jsonLd'] = {};
  for (const script of queryAll(doc, 'script[type="application/ld+json"]')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      // Hand-written JSON-LD is often invalid; the other sources still apply.
      continue;
    }
    for (const obj of jsonLdObjects(parsed)) {
      jsonLd.headline ??= jsonLdString(obj.headline, 'name');
      jsonLd.datePublished ??= jsonLdString(obj.datePublished, 'name');
      jsonLd.author ??= jsonLdString(obj.author, 'name');
      jsonLd.publisher ??= jsonLdString(obj.publisher, 'name');
      jsonLd.image ??= jsonLdString(obj.image, 'url');
    }
  }
  return { tags, jsonLd };
}

/** First non-empty tag among `keys`. */
export function metaTag(meta: PageMeta, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = meta.tags.get(key);
    if (value) {
      return value;
    }
  }
  return undefined;
}
