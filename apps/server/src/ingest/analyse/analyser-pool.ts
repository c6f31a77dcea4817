import { Worker } from 'node:worker_threads';
import type { AnalysedArticle } from '../analysed-article.js';
import type { AnalyseTask } from './analyse-worker.js';

export type AnalyseResult = { ok: true; article: AnalysedArticle } | { ok: false; error: string };

interface Pending {
  resolve: (r: AnalyseResult[]) => void;
  reject: (e: Error) => void;
}

/**
 * Analysis spread over worker threads. Segmentation and sentiment are CPU-bound and run at
 * ~0.5 ms per 1 KB article on one core, twice the cost of storing it; workers let analysis of
 * one batch overlap the transaction of the previous one and use every core.
 */
export class AnalyserPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private turn = 0;

  constructor(size: number) {
    const self = import.meta.url;
    const isSource = self.endsWith('.ts');
    const file = new URL(isSource ? './analyse-worker-dev.mjs' : './analyse-worker.js', self);
    for (let i = 0; i < size; i += 1) {
      // Under tsx/vitest the worker registers tsx itself (see analyse-worker-dev.mjs).
      const worker = new Worker(file, isSource ? { execArgv: ['--conditions=source'] } : {});
      worker.on('message', (msg: { id: number; results: AnalyseResult[] }) => {
        this.pending.get(msg.id)?.resolve(msg.results);
        this.pending.delete(msg.id);
      });
      worker.on('error', (err) => {
        for (const p of this.pending.values()) {
          p.reject(err);
        }
        this.pending.clear();
      });
      this.workers.push(worker);
    }
  }

  /** Analyses tasks in order, split into one chunk per worker. */
  async analyse(tasks: AnalyseTask[]): Promise<AnalyseResult[]> {
    if (tasks.length === 0) {
      return [];
    }
    const size = Math.ceil(tasks.length / this.workers.length);
    const chunks: AnalyseTask[][] = [];
    for (let i = 0; i < tasks.length; i += size) {
      chunks.push(tasks.slice(i, i + size));
    }
    const parts = await Promise.all(chunks.map((c) => this.run(c)));
    return parts.flat();
  }

  private run(tasks: AnalyseTask[]): Promise<AnalyseResult[]> {
    const id = this.next++;
    const worker = this.workers[this.turn++ % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, tasks });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
