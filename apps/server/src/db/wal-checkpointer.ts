import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The thread's code (CommonJS, evaluated): its own connection to the file, a PASSIVE
 * checkpoint every `everyMs` — it never waits for the writer or for readers, and copies what
 * it can — and a last one when asked to stop.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.path);
file.pragma('busy_timeout = 1000');
const step = () => {
  try {
    file.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or locked: the next step tries again.
  }
};
const timer = setInterval(step, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  step();
  file.close();
  parentPort.postMessage('stopped');
});
`;

/** How often the thread checkpoints (ms). */
const EVERY_MS = 500;

/**
 * SQLite's WAL checkpoints on a thread of their own (the server's connection sets
 * `wal_autocheckpoint = 0`). With automatic checkpoints, the commit that found the WAL over
 * 1,000 pages copied them into the database file and synced it on the main thread — inside a
 * write slice, holding the event loop. Stop it before closing the main connection.
 */
export class WalCheckpointer {
  private readonly worker: Worker;

  constructor(path: string, everyMs = EVERY_MS) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(THREAD, { eval: true, workerData: { driver, path, everyMs } });
    // The thread alone does not keep the process alive.
    this.worker.unref();
  }

  /** Runs a last checkpoint and ends the thread. */
  async stop(): Promise<void> {
    const stopped = new Promise<void>((resolve) => {
      this.worker.once('message', () => resolve());
      this.worker.once('exit', () => resolve());
      this.worker.once('error', () => resolve());
    });
    this.worker.postMessage('stop');
    await stopped;
    await this.worker.terminate();
  }
}
