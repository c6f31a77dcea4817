import type { HostLimiter } from './host-limiter.js';
import type { FetchLike, PoliteFetchOptions, PoliteFetchResult } from './http-fetch.js';
import { politeFetch } from './http-fetch.js';
import type { RetryOptions } from './retry.js';
import { withRetry } from './retry.js';
import type { RobotsCache } from './robots.js';

/** What a collector needs to reach the network; the caller owns and shares these. */
export interface CollectDeps {
  limiter: Pick<HostLimiter, 'run'>;
  robots: Pick<RobotsCache, 'assertAllowed'>;
  fetch?: FetchLike;
  retry?: RetryOptions;
  /** Per-request budget passed to politeFetch (default 15 s). */
  timeoutMs?: number;
}

/**
 * One polite GET: robots.txt first, then each attempt through the host limiter (honouring
 * Crawl-delay), retried with back-off. Retries wrap the limiter rather than sit inside it, so a
 * request backing off does not hold one of the host's slots.
 */
export async function politeGet(
  url: string,
  deps: CollectDeps,
  opts: PoliteFetchOptions = {},
): Promise<PoliteFetchResult> {
  const verdict = await deps.robots.assertAllowed(url);
  const fetchOpts: PoliteFetchOptions = { ...opts };
  if (deps.fetch) {
    fetchOpts.fetch = deps.fetch;
  }
  if (deps.timeoutMs !== undefined) {
    fetchOpts.timeoutMs = deps.timeoutMs;
  }
  return withRetry(
    () =>
      deps.limiter.run(url, () => politeFetch(url, fetchOpts), { delayMs: verdict.crawlDelayMs }),
    deps.retry,
  );
}
