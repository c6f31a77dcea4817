import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { nativeLibrary } from './native-library.js';

export const WAL_BUFFER_LIBRARY = nativeLibrary('gl-walbuf');

let state: 'unloaded' | 'loaded' | 'failed' = 'unloaded';

/**
 * Makes the `glwalbuf` VFS (native/gl-walbuf.c: a commit's WAL frames in one write call instead
 * of two per frame) the default of this process's SQLite, for the connections opened after it.
 * The library registers it and stays loaded: a connection of its own, in memory, loads it and
 * closes. Once per thread (a thread that finds it registered does nothing); false, after one line
 * on stderr, when the library is missing or does not load: SQLite then writes frame by frame.
 */
export function useSqliteWalBuffer(): boolean {
  if (state !== 'unloaded') {
    return state === 'loaded';
  }
  try {
    if (!fs.existsSync(WAL_BUFFER_LIBRARY)) {
      throw new Error(`${WAL_BUFFER_LIBRARY} 不存在（npm install 时编译）`);
    }
    const loader = new SQLite(':memory:');
    try {
      loader.loadExtension(WAL_BUFFER_LIBRARY);
    } finally {
      loader.close();
    }
    state = 'loaded';
  } catch (err) {
    state = 'failed';
    process.stderr.write(
      `SQLite 扩展 gl-walbuf 未加载（${err instanceof Error ? err.message : String(err)}），WAL 逐帧写入\n`,
    );
  }
  return state === 'loaded';
}
