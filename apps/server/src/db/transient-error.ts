import { isDatabaseUnavailable } from './create-db.js';

/** PostgreSQL deadlock_detected and serialization_failure: the same work may succeed if run again. */
const RETRYABLE_SQLSTATE = new Set(['40P01', '40001']);
/** SQLite's "another connection holds the lock" codes (SQLITE_BUSY_SNAPSHOT … included). */
const RETRYABLE_SQLITE = /^SQLITE_(BUSY|LOCKED)/;

/**
 * Whether a database error is transient — a deadlock, a serialization failure, a lost or
 * refused connection, a busy SQLite file — so running the same work again later may succeed;
 * anything else (a bad query, bad data) fails the same way every time.
 */
export function isTransientDbError(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) {
    return true;
  }
  if (!err || typeof err !== 'object') {
    return false;
  }
  const e = err as { code?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (RETRYABLE_SQLSTATE.has(code) || RETRYABLE_SQLITE.test(code)) {
    return true;
  }
  return e.cause !== undefined && e.cause !== err && isTransientDbError(e.cause);
}
