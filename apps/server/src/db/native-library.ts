import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';

const suffix =
  process.platform === 'darwin' ? 'dylib' : process.platform === 'win32' ? 'dll' : 'so';

/**
 * The path of a SQLite extension native/build.mjs builds at install (`gl-groups`, `gl-walbuf`):
 * apps/server/native/build/, two levels up from src/db and from dist/db alike.
 */
export function nativeLibrary(name: string): string {
  return path.resolve(import.meta.dirname, '../../native/build', `${name}.${suffix}`);
}

/** Extensions that failed to load and said so (one line each per thread). */
const warned = new Set<string>();

/**
 * Loads the extension `name` into `connection`; false, after one line on stderr saying what the
 * server does `without` it, when the library is missing or does not load.
 */
export function loadNativeLibrary(
  connection: SQLite.Database,
  name: string,
  without: string,
): boolean {
  const library = nativeLibrary(name);
  try {
    if (!fs.existsSync(library)) {
      throw new Error(`${library} 不存在（npm install 时编译）`);
    }
    connection.loadExtension(library);
    return true;
  } catch (err) {
    if (!warned.has(name)) {
      warned.add(name);
      process.stderr.write(
        `SQLite 扩展 ${name} 未加载（${err instanceof Error ? err.message : String(err)}），${without}\n`,
      );
    }
    return false;
  }
}
