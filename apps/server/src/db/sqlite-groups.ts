import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { nativeLibrary } from './native-library.js';
import type { DB } from './schema.js';

const LIBRARY = nativeLibrary('gl-groups');

/** Kysely instances (by their adapter) whose SQLite connection has `gl_groups`. */
const withGroups = new WeakSet<object>();
let warned = false;

/**
 * Loads the `gl_groups` hash aggregate (native/gl-groups.c) into a SQLite connection of `db`;
 * false, after one line on stderr, when the library is missing or does not load: the analyses
 * then group with GROUP BY (analysis/hash-groups.ts).
 */
export function loadSqliteGroups(db: Kysely<DB>, file: SQLite.Database): boolean {
  try {
    if (!fs.existsSync(LIBRARY)) {
      throw new Error(`${LIBRARY} 不存在（npm install 时编译）`);
    }
    file.loadExtension(LIBRARY);
    withGroups.add(db.getExecutor().adapter);
    return true;
  } catch (err) {
    if (!warned) {
      warned = true;
      process.stderr.write(
        `SQLite 扩展 gl-groups 未加载（${err instanceof Error ? err.message : String(err)}），排行与相似合并改用 GROUP BY\n`,
      );
    }
    return false;
  }
}

/** Whether `db`'s SQLite connection has the `gl_groups` aggregate. */
export function hasSqliteGroups(db: Kysely<DB>): boolean {
  return withGroups.has(db.getExecutor().adapter);
}
