import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { loadNativeLibrary } from './native-library.js';
import type { DB } from './schema.js';

/** Kysely instances (by their adapter) whose SQLite connection has `gl_groups`. */
const withGroups = new WeakSet<object>();

/**
 * Loads the `gl_groups` hash aggregate (native/gl-groups.c) into a SQLite connection of `db`;
 * false, after one line on stderr, when the library is missing or does not load: the analyses
 * then group with GROUP BY (analysis/hash-groups.ts).
 */
export function loadSqliteGroups(db: Kysely<DB>, file: SQLite.Database): boolean {
  if (!loadNativeLibrary(file, 'gl-groups', '排行与相似合并改用 GROUP BY')) {
    return false;
  }
  withGroups.add(db.getExecutor().adapter);
  return true;
}

/** Whether `db`'s SQLite connection has the `gl_groups` aggregate. */
export function hasSqliteGroups(db: Kysely<DB>): boolean {
  return withGroups.has(db.getExecutor().adapter);
}
