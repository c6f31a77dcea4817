import SQLite from 'better-sqlite3';
import { loadNativeLibrary, nativeLibrary } from './native-library.js';

export const WAL_BUFFER_LIBRARY = nativeLibrary('gl-walbuf');

let loaded: boolean | undefined;

/**
 * Makes the `glwalbuf` VFS (native/gl-walbuf.c: a commit's WAL frames in a few write calls
 * instead of two per frame) the default of this process's SQLite, for the connections opened
 * after it. The library registers it and stays loaded: a connection of its own, in memory, loads
 * it and closes. Once per thread (a thread that finds it registered does nothing); false, after
 * one line on stderr, when the library is missing or does not load: SQLite then writes frame by
 * frame.
 */
export function useSqliteWalBuffer(): boolean {
  if (loaded === undefined) {
    const loader = new SQLite(':memory:');
    try {
      loaded = loadNativeLibrary(loader, 'gl-walbuf', 'WAL 逐帧写入');
    } finally {
      loader.close();
    }
  }
  return loaded;
}
