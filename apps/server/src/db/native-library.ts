import path from 'node:path';

const suffix =
  process.platform === 'darwin' ? 'dylib' : process.platform === 'win32' ? 'dll' : 'so';

/**
 * The path of a SQLite extension native/build.mjs builds at install (`gl-groups`, `gl-walbuf`):
 * apps/server/native/build/, two levels up from src/db and from dist/db alike.
 */
export function nativeLibrary(name: string): string {
  return path.resolve(import.meta.dirname, '../../native/build', `${name}.${suffix}`);
}
