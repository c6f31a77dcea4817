/**
 * The WAL checkpoint thread of a SQLite database (see wal-checkpointer.ts): its own connection to
 * the file, which copies committed WAL frames into the database file with PASSIVE checkpoints
 * (they never wait for, nor block, the readers and the writer of the server's connection), every
 * `intervalMs`. A WAL of `busyFrames` or more is filling fast: once a checkpoint copied it whole
 * it is restarted (see restart()), and the next checkpoint comes after `busyIntervalMs`. Ends on
 * 'stop', once its connection is closed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
  /** WAL length (frames) from which a wholly copied WAL is restarted and checked again soon. */
  busyFrames: number;
  /** The pause after a checkpoint that found at least `busyFrames` frames. */
  busyIntervalMs: number;
}

const { file, intervalMs, busyIntervalMs, busyFrames } = workerData as CheckpointWorkerData;
// No waiting on locks: a checkpoint that finds the writer or a reader busy tries again later.
const db = new SQLite(file, { timeout: 0 });

/** A checkpoint's figures (frames), as `PRAGMA wal_checkpoint` answers them. */
interface CheckpointReport {
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * A restart tries for the writer's lock for up to this long (ms), this far apart: the server
 * holds it through each write slice, and the gaps between slices are a few milliseconds.
 */
const RESTART_WINDOW_MS = 40;
const RESTART_PAUSE_MS = 2;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Starts the WAL over once this thread has copied all of it.
 *
 * SQLite starts the WAL over only when a write transaction begins with every frame copied, and
 * during a long ingest a commit lands while each PASSIVE checkpoint copies: the WAL then grew to
 * the server connection's backstop (10,000 pages), whose checkpoint ran inside a commit on the
 * event loop and synced up to half a second of writes (stalls of 15–93 ms; eight in bench:ingest's
 * 5,000 articles, four per 1,000 in bench:rules' 10,000-rule ingest). A RESTART right after a
 * complete PASSIVE copies and syncs only the frames of the few commits since; it holds the
 * writer's lock that long (the server's transactions begin IMMEDIATE and wait for it) and waits
 * for no reader: with one still in the WAL it tries again, and gives up until the next
 * checkpoint after RESTART_WINDOW_MS.
 */
function restart(): void {
  const until = performance.now() + RESTART_WINDOW_MS;
  do {
    const [row] = db.pragma('wal_checkpoint(RESTART)') as CheckpointReport[];
    if (!row || row.busy === 0) {
      return;
    }
    Atomics.wait(pause, 0, 0, RESTART_PAUSE_MS);
  } while (performance.now() < until);
}

/** Checkpoints once (and restarts a long WAL); answers the WAL's length in frames. */
function checkpoint(): number {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as CheckpointReport[];
    if (!row) {
      return 0;
    }
    if (row.log >= busyFrames && row.checkpointed === row.log) {
      restart();
    }
    return row.log;
  } catch {
    // SQLITE_BUSY or a locked file: the next turn tries again.
    return 0;
  }
}

let timer: NodeJS.Timeout;
/** The next checkpoint: soon while the WAL fills fast, so that it starts over often. */
function schedule(delayMs: number): void {
  timer = setTimeout(() => {
    schedule(checkpoint() >= busyFrames ? busyIntervalMs : intervalMs);
  }, delayMs);
}
schedule(intervalMs);

parentPort!.on('message', (message: unknown) => {
  if (message === 'stop') {
    clearTimeout(timer);
    checkpoint();
    db.close();
    // Nothing left to run: the thread exits, which is what the server waits for.
    parentPort!.close();
  }
});
