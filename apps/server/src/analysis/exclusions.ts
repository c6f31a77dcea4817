import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { PREPARED } from '../db/prepared.js';
import type { ScopeExclusions } from './scope.js';

/** One enabled filter box's type (site | author | word) and content. */
export interface FilterBoxRow {
  filter_type: string;
  content: string;
}

/**
 * The enabled filter boxes (过滤设置) of an organisation, still to select from: the ones for
 * every list (special_id 0) plus, when given, the ones of one special topic. A caller may
 * fold it into its own statement (UNION ALL) to save a round trip.
 */
export function enabledFilterBoxes(db: Kysely<DB>, orgId: number, specialId?: number) {
  return db
    .selectFrom('filter_box')
    .where('filter_box.org_id', '=', orgId)
    .where('filter_box.enabled', '=', 1)
    .where('filter_box.special_id', 'in', specialId === undefined ? [0] : [0, specialId]);
}

/** Filter box rows as scope exclusions; none = no exclusions. */
export function toExclusions(rows: FilterBoxRow[]): ScopeExclusions | undefined {
  if (rows.length === 0) {
    return undefined;
  }
  const of = (type: string) => rows.filter((r) => r.filter_type === type).map((r) => r.content);
  return { sites: of('site'), authors: of('author'), words: of('word') };
}

/** The enabled filter boxes of an organisation (and one special topic) as scope exclusions. */
export async function loadExclusions(
  db: Kysely<DB>,
  orgId: number,
  specialId?: number,
): Promise<ScopeExclusions | undefined> {
  const rows = await enabledFilterBoxes(db, orgId, specialId)
    .select(['filter_box.filter_type', 'filter_box.content'])
    // Every analysis outside the sets runs this lookup: prepared per connection.
    .modifyEnd(PREPARED)
    .execute();
  return toExclusions(rows);
}
