import type SQLite from 'better-sqlite3';
import type { CheckpointWorkerData } from './checkpoint-worker.js';
import { startWorkerThread } from '../platform/worker-thread.js';

/**
 * How often the thread copies the WAL into the database file. SQLite's own automatic checkpoint
 * runs inside the commit that takes the WAL past 1,000 pages, on the thread that commits: during
 * a batch that was every few write slices, each copying ~4 MB and syncing the file while the
 * event loop waited (bench:ingest: 0.2–0.3 of the main thread's ~2 CPU-s per 5,000 articles).
 */
const CHECKPOINT_INTERVAL_MS = 500;
/**
 * A WAL of at least this many frames (8 MB at 4 KB pages) is filling fast, as in a long ingest:
 * once a checkpoint copied it whole the thread starts it over, and the next checkpoint comes
 * after 100 ms.
 */
const BUSY_FRAMES = 2000;
const BUSY_INTERVAL_MS = 100;
/**
 * The connection's own automatic checkpoint, kept as a backstop at 10,000 pages (40 MB). SQLite
 * starts the WAL over only when a write begins with every frame already copied; the thread's
 * checkpoint rarely lands in the gap between two commits of a long batch, and without the backstop
 * the WAL grew to 133 MB while the demo data was written. When it fires, the thread has copied
 * all but the last frames, so it copies little, and the next write starts the WAL over.
 */
const BACKSTOP_PAGES = 10_000;
/** SQLite's default automatic checkpoint, restored if the thread is lost. */
const AUTOCHECKPOINT_PAGES = 1000;

export interface WalCheckpointer {
  /** Stops the thread after a last checkpoint (before the server's connection closes). */
  stop(): Promise<void>;
}

/**
 * Moves `connection`'s WAL checkpoints to a thread of their own: the connection's automatic
 * checkpoint waits for BACKSTOP_PAGES instead of 1,000, and a thread with a second connection to
 * `file` checkpoints every CHECKPOINT_INTERVAL_MS (BUSY_INTERVAL_MS while the WAL fills fast) and
 * starts a long WAL over once it copied it whole. Should the thread fail, the connection
 * checkpoints at 1,000 pages again. The thread does not keep the process alive.
 */
export function startWalCheckpointer(
  connection: SQLite.Database,
  file: string,
  onError: (err: Error) => void = () => undefined,
): WalCheckpointer {
  const data: CheckpointWorkerData = {
    file,
    intervalMs: CHECKPOINT_INTERVAL_MS,
    busyIntervalMs: BUSY_INTERVAL_MS,
    busyFrames: BUSY_FRAMES,
  };
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = startWorkerThread(import.meta.url, 'checkpoint-worker', { workerData: data });
  worker.unref();
  let stopping = false;
  // A thread that throws also exits: the fallback runs once, at the exit, with the error.
  let failure: Error | undefined;
  worker.on('error', (err) => {
    failure = err;
  });
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      if (!stopping) {
        if (connection.open) {
          connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
        }
        onError(failure ?? new Error(`WAL 检查点线程意外退出（${String(code)}）`));
      }
      resolve();
    });
  });
  return {
    async stop() {
      if (stopping) {
        return exited;
      }
      stopping = true;
      // Until its last checkpoint is done, the thread keeps the process alive.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
