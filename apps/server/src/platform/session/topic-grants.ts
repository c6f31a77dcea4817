import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
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

/** The events (事件) a session may see: null = every event of its organisation. */
export function visibleEventIds(session: SessionInfo): ReadonlySet<number> | null {
  if (session.accountKind === 'root' || session.eventIds === null) {
    return null;
  }
  return new Set(session.eventIds);
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

/**
 * The monitor rules that stand for the topics a session may see: null = no restriction,
 * otherwise the rule ids of its granted specials (an article belongs to a topic when the
 * topic's rule hit it). Warning lists, pushes and exports narrow to these rules' articles.
 */
export async function grantedRuleIds(
  db: Kysely<DB>,
  orgId: number,
  specialIds: readonly number[] | null,
): Promise<number[] | null> {
  if (specialIds === null) {
    return null;
  }
  if (specialIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('special')
    .select('rule_id')
    .where('org_id', '=', orgId)
    .where('id', 'in', specialIds)
    .where('rule_id', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.rule_id));
}

/** The granted topics of a session as grantedRuleIds reads them (null for unrestricted). */
export function grantedSpecials(session: SessionInfo): number[] | null {
  const visible = visibleSpecialIds(session);
  return visible === null ? null : [...visible];
}

/** The granted events of a session as event lists filter by them (undefined = every event). */
export function grantedEvents(session: SessionInfo): number[] | undefined {
  const visible = visibleEventIds(session);
  return visible === null ? undefined : [...visible];
}
