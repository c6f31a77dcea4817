import { politeFetch } from '../../ingest/collect/http-fetch.js';
import type { FetchLike } from '../../ingest/collect/http-fetch.js';
import { CollectError } from '../../ingest/collect/collect-error.js';

/** What fetching a submitted URL showed: the page exists, is gone, or could not be verified. */
export interface Evidence {
  state: 'exists' | 'missing' | 'unverified';
  status: number | null;
  note: string;
}

export type EvidenceFetcher = (url: string) => Promise<Evidence>;

/**
 * Fetches a submitted URL with the collector's fetcher (its User-Agent, budgets and outbound
 * policy). A 404 or 410 means the comment is gone; any failure to reach the page is 未核验.
 */
export const fetchEvidence = async (url: string, fetch?: FetchLike): Promise<Evidence> => {
  try {
    const res = await politeFetch(url, {
      timeoutMs: 5000,
      maxBytes: 2 * 1024 * 1024,
      ...(fetch ? { fetch } : {}),
    });
    return { state: 'exists', status: res.status, note: `页面可访问（HTTP ${res.status}）` };
  } catch (err) {
    if (
      err instanceof CollectError &&
      err.kind === 'http' &&
      (err.status === 404 || err.status === 410)
    ) {
      return { state: 'missing', status: err.status, note: `页面不存在（HTTP ${err.status}）` };
    }
    const message = err instanceof Error ? err.message : String(err);
    return { state: 'unverified', status: null, note: `未核验：${message}`.slice(0, 300) };
  }
};
