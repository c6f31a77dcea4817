import { realSleep } from './retry.js';

/** Settings for {@link HostLimiter}. */
export interface HostLimiterOptions {
  /** Requests in flight per host. Default 2. */
  perHost?: number;
  /** Minimum gap between request starts on one host. Default 1000 ms. */
  minDelayMs?: number;
  /** Requests in flight across all hosts. Default 8. */
  globalMax?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Per-call overrides for {@link HostLimiter.run}. */
export interface RunOptions {
  /** A longer gap for this host, e.g. robots.txt `Crawl-delay`; never shortens the default. */
  delayMs?: number;
}

/** A FIFO counting semaphore. */
class Semaphore {
  private active = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return;
    }
    // The slot is handed over directly in release(), so `active` stays correct.
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) {
      next();
    } else {
      this.active--;
    }
  }

  get idle(): boolean {
    return this.active === 0 && this.waiters.length === 0;
  }
}

const PRUNE_AT = 256;

interface HostState {
  slots: Semaphore;
  nextStartAt: number;
}

/**
 * Keeps collectors polite: at most `perHost` requests in flight per host, request starts on one
 * host at least `minDelayMs` apart, and at most `globalMax` requests overall. One instance is
 * shared by every collector in the process.
 */
export class HostLimiter {
  private readonly perHost: number;
  private readonly minDelayMs: number;
  private readonly global: Semaphore;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly hosts = new Map<string, HostState>();

  constructor(opts: HostLimiterOptions = {}) {
    this.perHost = opts.perHost ?? 2;
    this.minDelayMs = opts.minDelayMs ?? 1000;
    this.global = new Semaphore(opts.globalMax ?? 8);
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? realSleep;
  }

  /** Runs `fn` once the host of `url` has a free slot and its delay has passed. */
  async run<T>(url: string, fn: () => Promise<T>, opts: RunOptions = {}): Promise<T> {
    const host = new URL(url).host;
    const state = this.stateFor(host);
    // Host slot first, global slot last: a request waiting on a busy host must not hold one of
    // the global slots other hosts could use.
    await state.slots.acquire();
    try {
      const gap = Math.max(this.minDelayMs, opts.delayMs ?? 0);
      const now = this.now();
      const startAt = Math.max(now, state.nextStartAt);
      // Reserve the start time before sleeping so concurrent callers queue behind it.
      state.nextStartAt = startAt + gap;
      if (startAt > now) {
        await this.sleep(startAt - now);
      }
      await this.global.acquire();
      try {
        return await fn();
      } finally {
        this.global.release();
      }
    } finally {
      state.slots.release();
    }
  }

  private stateFor(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      this.prune();
      state = { slots: new Semaphore(this.perHost), nextStartAt: 0 };
      this.hosts.set(host, state);
    }
    return state;
  }

  /** Drops idle hosts whose delay has passed, so a long-running process does not grow. */
  private prune(): void {
    if (this.hosts.size < PRUNE_AT) {
      return;
    }
    const now = this.now();
    for (const [host, state] of this.hosts) {
      if (state.slots.idle && state.nextStartAt <= now) {
        this.hosts.delete(host);
      }
    }
  }
}
