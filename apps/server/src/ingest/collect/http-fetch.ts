import { decodeBody } from './charset.js';
import { CollectError, formatSeconds, httpStatusMessage } from './collect-error.js';
import { parseRetryAfter } from './retry.js';
import { PUBLIC_ONLY } from '../../platform/net/outbound-policy.js';

/** Full User-Agent header; the URL tells webmasters who we are and how to reach us. */
export const USER_AGENT = 'GuanlanBot/1.0 (+https://guanlan.example/bot)';
/** Product token matched against robots.txt `User-agent` lines. */
export const UA_TOKEN = 'GuanlanBot';

/**
 * The `fetch` signature; injectable so tests and proxies can stand in. Without one, requests go
 * through the public-only outbound policy (no loopback, private or link-local addresses).
 */
export type FetchLike = typeof fetch;

/** Options for {@link politeFetch}. */
export interface PoliteFetchOptions {
  /** Whole request budget, redirects and body included. Default 15 s. */
  timeoutMs?: number;
  /** Largest decoded body accepted. Default 5 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Sent as `If-None-Match`. */
  etag?: string;
  /** Sent as `If-Modified-Since`. */
  lastModified?: string;
  accept?: string;
  headers?: Record<string, string>;
  fetch?: FetchLike;
  /** Lets the caller cancel (e.g. on shutdown). */
  signal?: AbortSignal;
}

/** A successful (2xx or 304) response with its body decoded to a string. */
export interface PoliteFetchResult {
  status: number;
  notModified: boolean;
  body: string;
  finalUrl: string;
  etag?: string;
  lastModified?: string;
  contentType?: string;
  charset?: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** Turns undici's `TypeError('fetch failed')` into a Chinese message naming the cause. */
function networkError(err: unknown, url: string): CollectError {
  const host = new URL(url).host;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? '';
  const detail = code || cause?.message || (err as Error).message;
  let message = `网络错误：无法访问 ${host}（${detail}）`;
  let kind: 'network' | 'timeout' = 'network';
  if (code === 'EOUTBOUND') {
    message = cause?.message ?? `不允许访问该地址：${host}`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    message = `域名解析失败：${host}`;
  } else if (code === 'ECONNREFUSED') {
    message = `连接被拒绝：${host}`;
  } else if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    message = `连接被中断：${host}`;
  } else if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    message = `连接超时：${host}`;
    kind = 'timeout';
  } else if (/CERT|TLS|SSL/i.test(code)) {
    message = `HTTPS 证书无效：${host}（${code}）`;
  }
  return new CollectError(kind, message, { url, cause: err });
}

async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

/** Reads the body, giving up as soon as it passes `maxBytes` so a huge page costs nothing. */
async function readLimited(res: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  const tooLarge = () =>
    new CollectError('too-large', `响应内容超过上限（${formatBytes(maxBytes)}）`, { url });
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await discard(res);
    throw tooLarge();
  }
  if (!res.body) {
    return new Uint8Array();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early cancels the stream, so the rest of a huge body is never read.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Follows redirects by hand so we can cap them, spot loops and keep the final URL. */
async function fetchFollowing(
  startUrl: string,
  opts: PoliteFetchOptions,
  signal: AbortSignal,
): Promise<{ res: Response; finalUrl: string }> {
  const doFetch = opts.fetch ?? PUBLIC_ONLY.fetch();
  const maxRedirects = opts.maxRedirects ?? 5;
  const headers: Record<string, string> = {
    'User-Agent': USER_AGENT,
    Accept: opts.accept ?? '*/*',
    'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8',
    ...opts.headers,
  };
  if (opts.etag) {
    headers['If-None-Match'] = opts.etag;
  }
  if (opts.lastModified) {
    headers['If-Modified-Since'] = opts.lastModified;
  }
  const visited = new Set<string>();
  let url = startUrl;
  for (;;) {
    visited.add(url);
    let res: Response;
    try {
      res = await doFetch(url, { headers, redirect: 'manual', signal });
    } catch (err) {
      if (signal.aborted) {
        throw err;
      }
      throw networkError(err, url);
    }
    const location = res.headers.get('location');
    if (!REDIRECT_STATUSES.has(res.status) || !location) {
      return { res, finalUrl: url };
    }
    await discard(res);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new CollectError('redirect', `重定向地址无效：${location}`, { url });
    }
    next.hash = '';
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw new CollectError('redirect', `重定向到不支持的地址：${next.href}`, { url });
    }
    if (visited.has(next.href) || visited.size > maxRedirects) {
      throw new CollectError('redirect', '重定向次数过多或循环重定向', { url, status: res.status });
    }
    url = next.href;
  }
}

/**
 * GETs a URL the way a well-behaved crawler should: our User-Agent, conditional headers, a hard
 * time and size budget, at most `maxRedirects` hops, and the body decoded from whatever charset
 * the page declares. 2xx and 304 resolve; everything else throws a {@link CollectError}.
 */
export async function politeFetch(
  url: string,
  opts: PoliteFetchOptions = {},
): Promise<PoliteFetchResult> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  let start: URL;
  try {
    start = new URL(url);
  } catch {
    throw new CollectError('parse', `网址无效：${url}`, { url });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCancel = () => controller.abort();
  if (opts.signal?.aborted) {
    controller.abort();
  }
  opts.signal?.addEventListener('abort', onCancel, { once: true });
  try {
    const { res, finalUrl } = await fetchFollowing(start.href, opts, controller.signal);
    const base = {
      status: res.status,
      finalUrl,
      etag: res.headers.get('etag') ?? undefined,
      lastModified: res.headers.get('last-modified') ?? undefined,
      contentType: res.headers.get('content-type') ?? undefined,
    };
    if (res.status === 304) {
      await discard(res);
      // A 304 need not repeat the validators; the ones we sent are still current.
      base.etag ??= opts.etag;
      base.lastModified ??= opts.lastModified;
      return { ...base, notModified: true, body: '' };
    }
    if (res.status < 200 || res.status >= 300) {
      await discard(res);
      throw new CollectError('http', httpStatusMessage(res.status), {
        url: finalUrl,
        status: res.status,
        retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
      });
    }
    const bytes = await readLimited(res, maxBytes, finalUrl);
    const decoded = decodeBody(bytes, base.contentType);
    return { ...base, notModified: false, body: decoded.text, charset: decoded.charset };
  } catch (err) {
    if (err instanceof CollectError) {
      throw err;
    }
    if (timedOut) {
      throw new CollectError('timeout', `请求超时（${formatSeconds(timeoutMs)}秒）`, {
        url,
        cause: err,
      });
    }
    if (opts.signal?.aborted) {
      throw new CollectError('network', '请求已取消', { url, cause: err });
    }
    throw networkError(err, url);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCancel);
  }
}
