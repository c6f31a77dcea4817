/** First reconnect delay. */
export const BACKOFF_BASE_MS = 1_000;
/** Longest reconnect delay. */
export const BACKOFF_MAX_MS = 30_000;
/** Each delay is spread ±20 % so tabs that lost the server together do not return together. */
export const BACKOFF_JITTER = 0.2;

/**
 * The delay before reconnect attempt `attempt` (0 = first): 1 s doubling up to 30 s, with
 * jitter from `random` (0..1; 0.5 gives the plain schedule). Never longer than 30 s.
 */
export function backoffDelay(attempt: number, random: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 30));
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * Math.min(1, Math.max(0, random));
  return Math.min(BACKOFF_MAX_MS, Math.round(plain * spread));
}
