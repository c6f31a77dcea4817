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

/** Every started runner of this process, for a graceful shutdown (see {@link drainRunners}). */
const live = new Set<JobRunner>();

/**
 * Graceful shutdown of every runner in this process: none claims another job; running jobs get
 * `graceMs` to finish, and those still running then are handed back to the queue at once
 * (another process takes them without waiting for the lease to run out). Answers how many
 * jobs were handed back.
 */
export async function drainRunners(graceMs: number): Promise<number> {
  const runners = [...live];
  for (const r of runners) {
    r.halt();
  }
  const until = Date.now() + graceMs;
  while (runners.some((r) => r.busy) && Date.now() < until) {
    await new Promise((res) => setTimeout(res, 50));
  }
  let released = 0;
  for (const r of runners) {
    released += await r.releaseRunning();
  }
  return released;
}

/**
 * Polls the queue and runs handlers in-process (embedded default) or in `npm run worker`
 * processes (PostgreSQL). Stops cleanly: the running job finishes or its lease expires.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly worker = `${process.pid}-${randomBytes(3).toString('hex')}`;
  /** The idle poll: pending while any loop sleeps (see {@link sleep}). */
  private timer: NodeJS.Timeout | undefined;
  private running = 0;
  private stopped = true;
  /** Wake-ups of the loops that found no job, in the order they fell asleep. */
  private readonly sleepers = new Set<() => void>();
  private readonly current = new Set<number>();
  private released = false;

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
    this.released = false;
    live.add(this);
    const loops = this.opts.concurrency ?? 1;
    for (let i = 0; i < loops; i += 1) {
      void this.loop();
    }
  }

  /** Wakes an idle loop at once (new work was just queued in this process). */
  nudge(): void {
    this.wakeOne();
  }

  async stop(): Promise<void> {
    this.halt();
    live.delete(this);
    // After a shutdown handed the running jobs back, nothing is left to wait for.
    while (this.running > 0 && !this.released) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Claims no further job (running ones go on). */
  halt(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const wake of [...this.sleepers]) {
      wake();
    }
  }

  get busy(): boolean {
    return this.running > 0;
  }

  /** Hands this runner's running jobs back to the queue (shutdown after the grace period). */
  async releaseRunning(): Promise<number> {
    if (this.current.size === 0) {
      return 0;
    }
    this.released = true;
    return this.queue.release([...this.current], this.worker);
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
        await this.sleep();
      }
    }
  }

  /**
   * An idle loop's wait. One poll per interval serves every idle loop of the runner: the timer
   * wakes one of them, and a loop that claims a job wakes the next, so queued work still spreads
   * over all of them. (Each loop polling on its own timer cost 20 claims a second at idle.)
   */
  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        this.sleepers.delete(wake);
        resolve();
      };
      this.sleepers.add(wake);
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.wakeOne();
      }, this.opts.pollMs ?? 500);
    });
  }

  private wakeOne(): void {
    const first = this.sleepers.values().next();
    if (!first.done) {
      first.value();
    }
  }

  private async runOne(): Promise<boolean> {
    const job = await this.queue.claim(this.worker, [...this.handlers.keys()], LEASE_MS);
    if (!job) {
      return false;
    }
    // More jobs may be due: an idle loop looks for the next while this one runs.
    this.wakeOne();
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      return false;
    }
    this.running += 1;
    this.current.add(job.id);
    try {
      const result = await handler({
        job,
        payload: JSON.parse(job.payload) as unknown,
        progress: (f, t) => this.queue.progress(job.id, f, t),
      });
      if (this.released) {
        return true; // handed back: another process runs it again (handlers are idempotent)
      }
      await this.queue.complete(job.id, result);
    } catch (err) {
      if (this.released) {
        return true;
      }
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ jobId: job.id, kind: job.kind, err }, `任务失败: ${message}`);
      await this.queue.fail(job, message);
    } finally {
      this.running -= 1;
      this.current.delete(job.id);
    }
    return true;
  }
}
