/**
 * Reading fast-xml-parser's tree of a feed: elements as nodes (attributes under `@_`), one or
 * many children, element text.
 */
export type XmlNode = Record<string, unknown>;

export const asArray = (v: unknown): unknown[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];
export const isNode = (v: unknown): v is XmlNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function text(v: unknown): string | undefined {
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
export function dateText(v: unknown): string | undefined {
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

export function attr(v: unknown, name: string): string | undefined {
  const value = isNode(v) ? v[`@_${name}`] : undefined;
  return typeof value === 'string' ? value : undefined;
}
