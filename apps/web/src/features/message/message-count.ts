import { ALL_CALLS } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

/**
 * The unread-count call of /api/message, once the message group is in the shared registry
 * (found by module and name so the layout needs no change when it lands).
 */
export function findMessageCountCall(calls: readonly CallDef[] = ALL_CALLS): CallDef | undefined {
  return calls.find(
    (def) => def.path.startsWith('/api/message/') && /count/i.test(def.name) && !def.download,
  );
}

const COUNT_FIELDS = ['count', 'unreadCount', 'unread', 'total', 'num'] as const;

/** Reads a count from whatever shape the call answers: a number or an object with a count. */
export function extractCount(data: unknown): number {
  if (typeof data === 'number' && Number.isFinite(data)) {
    return Math.max(0, Math.trunc(data));
  }
  if (data !== null && typeof data === 'object') {
    for (const field of COUNT_FIELDS) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'number' && Number.isFinite(value)) {
        return Math.max(0, Math.trunc(value));
      }
    }
  }
  return 0;
}
