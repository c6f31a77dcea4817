import type { SessionInfo } from './session.service.js';

/**
 * The special topics (专题) a session may see: null = every topic of its organisation (root
 * accounts and accounts without topic grants), otherwise exactly the granted ids. The one place
 * that answers "which topics" — lists filter by it, the call binder refuses ids outside it.
 */
export function visibleSpecialIds(session: SessionInfo): ReadonlySet<number> | null {
  if (session.accountKind === 'root' || session.specialIds === null) {
    return null;
  }
  return new Set(session.specialIds);
}

/** Whether a session may see one topic. */
export function canSeeSpecial(session: SessionInfo, specialId: number): boolean {
  const visible = visibleSpecialIds(session);
  return visible === null || visible.has(specialId);
}

/** Keeps the rows a session may see (rows carry their special id under `key`). */
export function filterVisibleSpecials<T>(
  session: SessionInfo,
  rows: readonly T[],
  idOf: (row: T) => number,
): T[] {
  const visible = visibleSpecialIds(session);
  return visible === null ? [...rows] : rows.filter((row) => visible.has(idOf(row)));
}
