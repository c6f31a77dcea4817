/** What went wrong while collecting; the retry policy and the source-health view key off it. */
export type CollectErrorKind =
  'network' | 'timeout' | 'http' | 'parse' | 'robots' | 'redirect' | 'too-large';

/** Extra facts a collector error may carry. */
export interface CollectErrorDetails {
  /** HTTP status when the server answered. */
  status?: number;
  /** URL being fetched when the error happened. */
  url?: string;
  /** Parsed `Retry-After`, in ms, when the server sent one (429/503). */
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * The one error type collectors throw. `message` is Chinese and shown as-is in the source-health
 * view, so it says what failed in words an analyst understands.
 */
export class CollectError extends Error {
  readonly kind: CollectErrorKind;
  readonly status?: number;
  readonly url?: string;
  readonly retryAfterMs?: number;

  constructor(kind: CollectErrorKind, message: string, details: CollectErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'CollectError';
    this.kind = kind;
    if (details.status !== undefined) {
      this.status = details.status;
    }
    if (details.url !== undefined) {
      this.url = details.url;
    }
    if (details.retryAfterMs !== undefined) {
      this.retryAfterMs = details.retryAfterMs;
    }
  }
}

/** True when `err` is a {@link CollectError}, optionally of the given kind. */
export function isCollectError(err: unknown, kind?: CollectErrorKind): err is CollectError {
  return err instanceof CollectError && (kind === undefined || err.kind === kind);
}

/** `15000` → `15`, `200` → `0.2`: seconds as people write them in messages. */
export function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** Chinese message for an HTTP status, with a hint for the common ones. */
export function httpStatusMessage(status: number): string {
  const hint: Record<number, string> = {
    401: '需要登录',
    403: '禁止访问',
    404: '页面不存在',
    410: '页面已删除',
    429: '请求过于频繁',
    502: '网关错误',
    503: '服务暂不可用',
    504: '网关超时',
  };
  const extra = hint[status];
  return extra ? `服务器返回 HTTP ${status}（${extra}）` : `服务器返回 HTTP ${status}`;
}
