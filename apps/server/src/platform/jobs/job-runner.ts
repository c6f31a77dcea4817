import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, JobRow } from './job-queue.js';

/** What a handler gets: its payload and a way to report progress. Handlers must be idempotent. */
export interface JobContext {
  job: JobRow;
  payload: unknown;
  progress(fraction: number, text?: string): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<unknown>;

const LEASE_MS = 5 * 60_000;

/**
 * Polls the queue and runs handlers in-process (embedded default) or in `npm run worker`
 * processes (PostgreSQL). Stops cleanly: the running job finishes or its lease expires.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly worker = `${process.pid}-${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running = 0;
  private stopped = true;
  private wake: (() => void) | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { concurrency?: number; pollMs?: number } = {},
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.stopped = false;
    const loops = this.opts.concurrency ?? 1;
    for (let i = 0; i < loops; i += 1) {
      void this.loop();
    }
  }

  /** Wakes an idle loop at once (new work was just queued in this process). */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (this.timer) {
      clearTimeout(this.timer);
    }
    while (this.running > 0) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Runs due jobs until none is left (tests and the import command call this). */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.runOne()) {
      n += 1;
    }
    return n;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let didWork = false;
      try {
        didWork = await this.runOne();
      } catch (err) {
        this.log.error({ err }, '任务队列读取失败');
      }
      if (!didWork && !this.stopped) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.opts.pollMs ?? 500);
        });
      }
    }
  }

  private async runOne(): Promise<boolean> {
    const job = await this.queue.claim(this.worker, [...this.handlers.keys()], LEASE_MS);
    if (!job) {
      return false;
    }
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      return false;
    }
    this.running += 1;
    try {
      const result = await handler({
        job,
        payload: JSON.parse(job.payload) as unknown,
        progress: (f, t) => this.queue.progress(job.id, f, t),
      });
      await this.queue.complete(job.id, result);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ jobId: job.id, kind: job.kind, err }, `任务失败: ${message}`);
      await this.queue.fail(job, message);
    } finally {
      this.running -= 1;
    }
    return true;
  }
}
