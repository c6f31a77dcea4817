import { CollectError, isCollectError } from './collect-error.js';
import type { FetchLike } from './http-fetch.js';
import { UA_TOKEN, politeFetch } from './http-fetch.js';
import type { RobotsPolicy } from './robots-parser.js';
import { isPathAllowed, parseRobotsTxt, policyFor } from './robots-parser.js';

/** Settings for {@link RobotsCache}. */
export interface RobotsCacheOptions {
  fetch?: FetchLike;
  /** How long a fetched robots.txt is trusted. Default 1 h. */
  ttlMs?: number;
  /** How long an unreachable robots.txt blocks the origin before we ask again. Default 10 min. */
  failureTtlMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Product token to look for in `User-agent` lines. */
  token?: string;
}

/** The answer for one URL. */
export interface RobotsVerdict {
  allowed: boolean;
  /** robots.txt `Crawl-delay` for our group, in ms; pass it to the host limiter. */
  crawlDelayMs?: number;
  /** Chinese reason when not allowed. */
  reason?: string;
}

type OriginPolicy =
  | { kind: 'rules'; policy: RobotsPolicy }
  | { kind: 'allow-all' }
  | { kind: 'disallow-all'; reason: string };

interface Entry {
  expiresAt: number;
  value: Promise<OriginPolicy>;
}

/**
 * Fetches and caches robots.txt per origin. A missing file (4xx) allows everything; a file we
 * cannot get (5xx, 429, network) disallows the whole origin until `failureTtlMs` passes, as RFC
 * 9309 asks, because a broken server is no licence to crawl it.
 */
export class RobotsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: RobotsCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 3_600_000;
    this.failureTtlMs = opts.failureTtlMs ?? 600_000;
    this.now = opts.now ?? Date.now;
  }

  /** Whether our crawler may fetch `url`, plus the origin's crawl delay. */
  async check(url: string): Promise<RobotsVerdict> {
    const target = new URL(url);
    const origin = await this.policyForOrigin(target.origin);
    if (origin.kind === 'allow-all') {
      return { allowed: true };
    }
    if (origin.kind === 'disallow-all') {
      return { allowed: false, reason: origin.reason };
    }
    const verdict: RobotsVerdict = {
      allowed: isPathAllowed(origin.policy, target.pathname + target.search),
    };
    if (origin.policy.crawlDelayMs !== undefined) {
      verdict.crawlDelayMs = origin.policy.crawlDelayMs;
    }
    if (!verdict.allowed) {
      verdict.reason = `robots.txt 禁止抓取该页面：${target.pathname}`;
    }
    return verdict;
  }

  /** Like {@link check} but throws `CollectError('robots')` when the URL is off limits. */
  async assertAllowed(url: string): Promise<RobotsVerdict> {
    const verdict = await this.check(url);
    if (!verdict.allowed) {
      throw new CollectError('robots', verdict.reason ?? 'robots.txt 禁止抓取', { url });
    }
    return verdict;
  }

  private policyForOrigin(origin: string): Promise<OriginPolicy> {
    const cached = this.entries.get(origin);
    if (cached && cached.expiresAt > this.now()) {
      return cached.value;
    }
    // Store the promise itself so concurrent checks share one request.
    const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, value: this.load(origin) };
    this.entries.set(origin, entry);
    void entry.value.then((policy) => {
      const ttl = policy.kind === 'disallow-all' ? this.failureTtlMs : this.ttlMs;
      entry.expiresAt = this.now() + ttl;
    });
    return entry.value;
  }

  private async load(origin: string): Promise<OriginPolicy> {
    try {
      const res = await politeFetch(`${origin}/robots.txt`, {
        fetch: this.opts.fetch,
        timeoutMs: this.opts.timeoutMs ?? 10_000,
        maxBytes: 1024 * 1024,
        accept: 'text/plain,*/*;q=0.5',
      });
      const policy = policyFor(parseRobotsTxt(res.body), this.opts.token ?? UA_TOKEN);
      return { kind: 'rules', policy };
    } catch (err) {
      if (isUnavailable(err)) {
        return { kind: 'allow-all' };
      }
      const detail = err instanceof Error ? err.message : String(err);
      // An unreachable site is the real news for the health view, not its robots.txt.
      const unreachable =
        err instanceof CollectError && (err.kind === 'network' || err.kind === 'timeout');
      return {
        kind: 'disallow-all',
        reason: unreachable
          ? `站点无法访问，本轮暂停抓取（${detail}）`
          : `robots.txt 无法获取，本轮暂停抓取（${detail}）`,
      };
    }
  }
}

/** RFC 9309 "unavailable": a 4xx other than 429, or too many redirects. Both mean no rules. */
function isUnavailable(err: unknown): boolean {
  if (isCollectError(err, 'redirect')) {
    return true;
  }
  return (
    isCollectError(err, 'http') &&
    err.status !== undefined &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 429
  );
}
