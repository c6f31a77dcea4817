import { articleKey, canonicalUrl } from '../ingest/normalise/canonical-url.js';

/** The stored identity of a post on its platform: `platform:id`. */
export function postKey(platform: string, id: string): string {
  return `${platform.toLowerCase()}:${id}`.slice(0, 140);
}

/** A parent given by URL, as a key that matches the shared copy of that URL. */
export function urlParentKey(url: string): string | null {
  const canonical = canonicalUrl(url);
  return canonical ? `url:${articleKey(canonical, null)}` : null;
}

/** The key a post answers to when a child names it by URL. */
export function urlKeyOfHash(sharedUrlHash: string): string {
  return `url:${sharedUrlHash}`;
}

const WEIBO_HOST = /(^|\.)weibo\.(com|cn)$/i;

/**
 * What a user typed to name a post: a Weibo URL (`https://weibo.com/<uid>/<mid>`,
 * `m.weibo.cn/status/<mid>`, `…/detail/<mid>`), any other http(s) URL, or a bare platform id.
 */
export type PostRef = { kind: 'key'; key: string } | { kind: 'url'; url: string };

export function parsePostRef(input: string): PostRef | null {
  const text = input.trim();
  if (!text) {
    return null;
  }
  if (/^[A-Za-z0-9]{1,20}$/.test(text)) {
    return { kind: 'key', key: postKey('weibo', text) };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return null;
  }
  if (WEIBO_HOST.test(url.hostname)) {
    const parts = url.pathname.split('/').filter(Boolean);
    const last = parts[parts.length - 1];
    if (parts.length >= 2 && last && /^[A-Za-z0-9]{1,20}$/.test(last)) {
      return { kind: 'key', key: postKey('weibo', last) };
    }
  }
  return { kind: 'url', url: text };
}

/**
 * The accounts a repost's text names as the reposts it passed through, nearest first:
 * `好//@甲:转发 //@乙: 原因` → [甲, 乙] (甲 is the one this post reposted).
 */
export function repostChain(text: string): string[] {
  const names: string[] = [];
  const re = /\/\/\s*@([^\s:：/@]{1,30})\s*[:：]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    names.push(m[1]!);
  }
  return names;
}
