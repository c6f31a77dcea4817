import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../platform/worker-thread.js';
import type { AnalysedArticle } from '../analysed-article.js';
import type { AnalyseTask, WireReply } from './analyse-worker.js';
import { unpackArticle } from './wire.js';

export type AnalyseResult = { ok: true; article: AnalysedArticle } | { ok: false; error: string };

interface Pending {
  tasks: AnalyseTask[];
  /** Results so far, by task index (a thread answers in groups, in order). */
  results: AnalyseResult[];
  received: number;
  resolve: (r: AnalyseResult[]) => void;
  reject: (e: Error) => void;
  worker: Worker;
}

/** Tasks a worker is worth starting for: a small batch goes to one thread. */
const TASKS_PER_WORKER = 100;

/**
 * Analysis spread over worker threads. Segmentation and sentiment are CPU-bound and run at
 * ~0.5 ms per 1 KB article on one core, twice the cost of storing it; workers let analysis of
 * one chunk overlap the transaction of the previous one and use every core.
 *
 * Each thread holds its own jieba dictionary, IDF and tag tables and sentiment weights (~100 MB),
 * so threads start on demand (only as many as the work needs) and end after `idleMs` without
 * work: an idle server holds none of them.
 */
export class AnalyserPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly idleMs = 30_000,
  ) {}

  /** Threads running now (0 when idle). */
  get threads(): number {
    return this.workers.length;
  }

  /**
   * Analyses tasks in order: split into chunks of at least TASKS_PER_WORKER (one per thread at
   * most), each sent to the least busy thread, starting one while every running thread has work
   * and the pool is not full. The work in flight counts: the pipeline analyses its next chunk of
   * 100 while it stores this one and concurrent batches overlap, so sizing by the call alone kept
   * every chunk on one thread (bench:ingest used one of its two).
   */
  async analyse(tasks: AnalyseTask[]): Promise<AnalyseResult[]> {
    if (tasks.length === 0) {
      return [];
    }
    if (this.closed) {
      throw new Error('分析线程已关闭');
    }
    clearTimeout(this.idleTimer);
    const parts = Math.min(this.size, Math.ceil(tasks.length / TASKS_PER_WORKER));
    const size = Math.ceil(tasks.length / parts);
    const chunks: AnalyseTask[][] = [];
    for (let i = 0; i < tasks.length; i += size) {
      chunks.push(tasks.slice(i, i + size));
    }
    try {
      const results = await Promise.all(chunks.map((c) => this.run(c, this.leastBusy())));
      return results.flat();
    } finally {
      this.armIdle();
    }
  }

  /** An idle thread; else a new one while the pool has room; else the least loaded. */
  private leastBusy(): Worker {
    const load = new Map(this.workers.map((w) => [w, 0]));
    for (const p of this.pending.values()) {
      load.set(p.worker, (load.get(p.worker) ?? 0) + p.tasks.length);
    }
    let best: Worker | undefined;
    for (const [w, n] of load) {
      if (best === undefined || n < load.get(best)!) {
        best = w;
      }
    }
    if (best !== undefined && (load.get(best) === 0 || this.workers.length >= this.size)) {
      return best;
    }
    const worker = this.spawn();
    this.workers.push(worker);
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const p of this.pending.values()) {
      p.reject(new Error('分析线程已关闭'));
    }
    this.pending.clear();
    await this.shrink();
  }

  private spawn(): Worker {
    const worker = startWorkerThread(import.meta.url, 'analyse-worker');
    worker.on('message', (msg: WireReply) => {
      const p = this.pending.get(msg.id);
      if (!p) {
        return;
      }
      msg.results.forEach((r, i) => {
        const at = msg.from + i;
        const raw = p.tasks[at]!.raw;
        p.results[at] = !r.ok
          ? r
          : {
              ok: true,
              article: 'packed' in r ? unpackArticle(r.packed, raw) : { raw, ...r.article },
            };
      });
      p.received += msg.results.length;
      if (p.received === p.tasks.length) {
        this.pending.delete(msg.id);
        p.resolve(p.results);
      }
    });
    const fail = (err: Error) => {
      for (const [id, p] of this.pending) {
        if (p.worker === worker) {
          p.reject(err);
          this.pending.delete(id);
        }
      }
      const at = this.workers.indexOf(worker);
      if (at >= 0) {
        this.workers.splice(at, 1);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closed && this.workers.includes(worker)) {
        fail(new Error(`分析线程意外退出（${code}）`));
      }
    });
    return worker;
  }

  private run(tasks: AnalyseTask[], worker: Worker): Promise<AnalyseResult[]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        tasks,
        results: new Array<AnalyseResult>(tasks.length),
        received: 0,
        resolve,
        reject,
        worker,
      });
      worker.postMessage({ id, tasks });
    });
  }

  /** Ends every thread once nothing is pending for idleMs. */
  private armIdle(): void {
    clearTimeout(this.idleTimer);
    if (this.pending.size > 0 || this.closed) {
      return;
    }
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) {
        void this.shrink();
      }
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private async shrink(): Promise<void> {
    const ending = this.workers.splice(0);
    await Promise.all(ending.map((w) => w.terminate()));
  }
}
