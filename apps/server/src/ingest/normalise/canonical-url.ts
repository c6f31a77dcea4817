import { createHash } from 'node:crypto';

/** Query parameters that only track campaigns or sessions and never change the content. */
const TRACKING =
  /^(utm_[a-z]+|spm|from|share_token|scene|srcid|wfr|ivk_sa|_hsenc|_hsmi|fbclid|gclid|isappinstalled)$/i;

/**
 * Canonical form of an article URL, so reprints of the same page under tracking parameters or
 * fragments dedupe to one row: lower-case scheme and host, no default port, no fragment, no
 * tracking parameters, remaining parameters sorted. Returns null for non-http(s) URLs.
 */
export function canonicalUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  url.hash = '';
  const kept = [...url.searchParams.entries()].filter(([k]) => !TRACKING.test(k));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = '';
  for (const [k, v] of kept) {
    url.searchParams.append(k, v);
  }
  if (url.pathname !== '/' && url.pathname.endsWith('/')) {
    url.pathname = url.pathname.slice(0, -1);
  }
  return url.toString();
}

/** The stored key of a canonical URL (SHA-1 hex: 40 characters, collision-safe for this use). */
export function urlHash(canonical: string): string {
  return createHash('sha1').update(canonical).digest('hex');
}

/**
 * The stored identity of an article: its URL in the shared pool, or the URL within its owning
 * organisation. An organisation's own copy of a URL never blocks (or replaces) the shared one.
 */
export function articleKey(canonical: string, ownerOrgId: number | null | undefined): string {
  return ownerOrgId === null || ownerOrgId === undefined
    ? urlHash(canonical)
    : urlHash(`org:${ownerOrgId}|${canonical}`);
}
