import { isCollectError } from './collect-error.js';

/** Back-off settings for {@link withRetry}. */
export interface RetryOptions {
  /** Retries after the first attempt (so at most `retries + 1` attempts). */
  retries?: number;
  /** Base delay; attempt n waits about `baseMs * 2^(n-1)`. */
  baseMs?: number;
  /** Upper bound of one wait; a longer `Retry-After` ends the retries instead. */
  maxMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Source of jitter in [0, 1); injectable for deterministic tests. */
  random?: () => number;
  /** Called before each wait, e.g. to log the retry. */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

/** Resolves after `ms` milliseconds. */
export const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether an error is worth another attempt: network trouble, timeouts, 5xx and 429. Other 4xx
 * and parse errors will fail the same way again, and robots/redirect/too-large are decisions.
 */
export function isRetryable(err: unknown): boolean {
  if (!isCollectError(err)) {
    return false;
  }
  switch (err.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return err.status !== undefined && (err.status >= 500 || err.status === 429);
    case 'parse':
    case 'robots':
    case 'redirect':
    case 'too-large':
      return false;
  }
}

/** Parses a `Retry-After` header (delta seconds or an HTTP date) into ms from `now`. */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!value) {
    return undefined;
  }
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    return Number(trimmed) * 1000;
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Runs `fn` until it succeeds, retrying retryable errors with exponential back-off and jitter.
 * A server's `Retry-After` replaces the computed delay; when it asks for more than `maxMs` we
 * give up now and let the next scheduled round try, rather than come back early or block a job.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  opts: RetryOptions = {},
): Promise<T> {
  const {
    retries = 3,
    baseMs = 500,
    maxMs = 10_000,
    sleep = realSleep,
    random = Math.random,
  } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt > retries || !isRetryable(error)) {
        throw error;
      }
      const retryAfter = isCollectError(error) ? error.retryAfterMs : undefined;
      if (retryAfter !== undefined && retryAfter > maxMs) {
        throw error;
      }
      const exp = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
      // "Equal jitter": half fixed, half random, so parallel pollers spread out but never
      // retry instantly.
      const delayMs = retryAfter ?? Math.round(exp / 2 + (random() * exp) / 2);
      opts.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}
