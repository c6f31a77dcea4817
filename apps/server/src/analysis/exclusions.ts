import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ScopeExclusions } from './scope.js';

/**
 * The enabled filter boxes (过滤设置) of an organisation as scope exclusions: the ones for every
 * list (special_id 0) plus, when given, the ones of one special topic.
 */
export async function loadExclusions(
  db: Kysely<DB>,
  orgId: number,
  specialId?: number,
): Promise<ScopeExclusions | undefined> {
  const rows = await db
    .selectFrom('filter_box')
    .select(['filter_type', 'content'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', 1)
    .where('special_id', 'in', specialId === undefined ? [0] : [0, specialId])
    .execute();
  if (rows.length === 0) {
    return undefined;
  }
  const of = (type: string) => rows.filter((r) => r.filter_type === type).map((r) => r.content);
  return { sites: of('site'), authors: of('author'), words: of('word') };
}
