import { sql } from 'kysely';
import type { Expression } from 'kysely';
import { hasSqliteGroups } from '../db/sqlite-groups.js';
import type { FactsQuery } from './scope-facts.js';
import type { AnalysisDb } from './scope.js';

export type GroupOp = 'sum' | 'min' | 'max';

const OPS: Record<GroupOp, string> = { sum: 's', min: 'm', max: 'M' };

/** One group: its key, how many rows it has, then each value's aggregate (null: no value). */
export type GroupRow = [key: string | number, count: number, ...aggregates: (number | null)[]];

/** Only the first `limit` groups, ordered by columns of GroupRow (0 the key, 1 the count …). */
export interface TopGroups {
  order: [column: number, direction: 'asc' | 'desc'][];
  limit: number;
}

/**
 * The groups of `rows` by `key`, each value aggregated by its op, from the `gl_groups` hash
 * aggregate (native/gl-groups.c) in one pass over the rows. SQLite answers GROUP BY by sorting
 * every row first: a busy topic's 175 K hits sorted by site took ~45 ms of a 50 ms ranking,
 * by author ~75 of 80 ms. Undefined where the connection has no such aggregate (PostgreSQL,
 * which hashes its groups itself, or SQLite without the built extension): the caller groups
 * with GROUP BY, to the same answer. Text keys order by code point (BINARY, as
 * `dialect.binaryText`); rows whose key is NULL are left out, as the callers' filters do.
 */
export async function hashGroups(
  adb: AnalysisDb,
  rows: FactsQuery,
  key: Expression<unknown>,
  values: readonly [Expression<unknown>, GroupOp][],
  top?: TopGroups,
): Promise<GroupRow[] | undefined> {
  if (adb.dialect.engine !== 'sqlite' || !hasSqliteGroups(adb.db)) {
    return undefined;
  }
  let spec = values.map(([, op]) => OPS[op]).join('');
  if (top) {
    spec += `:${top.order.map(([column, dir]) => `${column}${dir[0]}`).join('')}:${top.limit}`;
  }
  const args = sql.join([sql.lit(spec), key, ...values.map(([value]) => value)]);
  const row = await rows.select(sql<string>`gl_groups(${args})`.as('groups')).executeTakeFirst();
  return JSON.parse(row?.groups ?? '[]') as GroupRow[];
}
