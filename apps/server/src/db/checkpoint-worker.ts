/**
 * The WAL checkpoint thread of a SQLite database (see wal-checkpointer.ts): its own connection to
 * the file, which copies committed WAL frames into the database file every `intervalMs` with a
 * PASSIVE checkpoint (it never waits for, nor blocks, the readers and the writer of the server's
 * connection). Ends on 'stop', once its connection is closed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

const { file, intervalMs } = workerData as CheckpointWorkerData;
const db = new SQLite(file);

function checkpoint(): void {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // SQLITE_BUSY or a locked file: the next turn tries again.
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort!.on('message', (message: unknown) => {
  if (message === 'stop') {
    clearInterval(timer);
    checkpoint();
    db.close();
    // Nothing left to run: the thread exits, which is what the server waits for.
    parentPort!.close();
  }
});
