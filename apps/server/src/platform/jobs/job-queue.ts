import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB, JobTable } from '../../db/schema.js';
import type { Clock } from '../clock.js';

export type JobRow = Selectable<JobTable>;

export interface EnqueueOptions {
  runAt?: number;
  /** While a job with this key is queued or running, enqueueing it again returns that job. */
  dedupeKey?: string;
  orgId?: number | null;
  maxAttempts?: number;
}

/** Public view of a job for progress displays. */
export interface JobStatus {
  id: number;
  kind: string;
  status: string;
  progress: number;
  progressText: string | null;
  lastError: string | null;
  attempts: number;
}

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 10 * 60_000;

/**
 * The persisted job table: at-least-once delivery with leases, so handlers must be idempotent.
 * A crashed worker's job becomes claimable again when its lease runs out.
 */
export class JobQueue {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  async enqueue(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (opts.dedupeKey) {
        const existing = await trx
          .selectFrom('job')
          .select(['id', 'status'])
          .where('dedupe_key', '=', opts.dedupeKey)
          .executeTakeFirst();
        if (existing && (existing.status === 'queued' || existing.status === 'running')) {
          return existing.id;
        }
        // A finished job keeps its history but gives its key to the new one.
        if (existing) {
          await trx
            .updateTable('job')
            .set({ dedupe_key: null })
            .where('id', '=', existing.id)
            .execute();
        }
      }
      return this.insert(trx, kind, payload, opts);
    });
  }

  /**
   * Queues a job inside the caller's transaction (no dedupe), so the job exists exactly when the
   * caller's writes commit — e.g. warning evaluation queued with the articles it evaluates.
   */
  async insert(
    executor: Kysely<DB>,
    kind: string,
    payload: unknown,
    opts: EnqueueOptions = {},
  ): Promise<number> {
    const now = this.clock.now();
    const row = await executor
      .insertInto('job')
      .values({
        kind,
        payload: JSON.stringify(payload ?? {}),
        status: 'queued',
        dedupe_key: opts.dedupeKey ?? null,
        org_id: opts.orgId ?? null,
        run_at: opts.runAt ?? now,
        attempts: 0,
        max_attempts: opts.maxAttempts ?? 5,
        lease_until: null,
        locked_by: null,
        progress: 0,
        progress_text: null,
        last_error: null,
        result: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  claim(worker: string, kinds: readonly string[], leaseMs: number): Promise<JobRow | undefined> {
    return this.dialect.claimJob(this.db, worker, kinds, this.clock.now(), leaseMs);
  }

  async progress(id: number, fraction: number, text?: string): Promise<void> {
    await this.db
      .updateTable('job')
      .set({
        progress: Math.max(0, Math.min(1, fraction)),
        progress_text: text ?? null,
        updated_at: this.clock.now(),
      })
      .where('id', '=', id)
      .execute();
  }

  async extendLease(id: number, worker: string, leaseMs: number): Promise<void> {
    await this.db
      .updateTable('job')
      .set({ lease_until: this.clock.now() + leaseMs })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .execute();
  }

  /**
   * Hands running jobs back to the queue at once (a process shutting down): claimable again
   * now, and the interrupted attempt does not count against max_attempts.
   */
  async release(ids: number[], worker: string): Promise<number> {
    if (ids.length === 0) {
      return 0;
    }
    const now = this.clock.now();
    const rows = await this.db
      .updateTable('job')
      .set((eb) => ({
        status: 'queued',
        run_at: now,
        lease_until: null,
        locked_by: null,
        attempts: eb
          .case()
          .when('attempts', '>', 0)
          .then(eb('attempts', '-', 1))
          .else(0)
          .end(),
        updated_at: now,
      }))
      .where('id', 'in', ids)
      .where('locked_by', '=', worker)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(rows.numUpdatedRows);
  }

  async complete(id: number, result?: unknown): Promise<void> {
    await this.db
      .updateTable('job')
      .set({
        status: 'done',
        progress: 1,
        lease_until: null,
        result: result === undefined ? null : JSON.stringify(result),
        updated_at: this.clock.now(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Records a failure: retried later with exponential back-off until attempts run out. */
  async fail(job: JobRow, error: string): Promise<void> {
    const now = this.clock.now();
    const exhausted = job.attempts >= job.max_attempts;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, job.attempts - 1));
    await this.db
      .updateTable('job')
      .set({
        status: exhausted ? 'failed' : 'queued',
        run_at: exhausted ? job.run_at : now + delay,
        lease_until: null,
        last_error: error.slice(0, 1000),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .execute();
  }

  async status(id: number): Promise<JobStatus | undefined> {
    const row = await this.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStatus(row);
  }
}

export function toStatus(row: JobRow): JobStatus {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    progressText: row.progress_text,
    lastError: row.last_error,
    attempts: row.attempts,
  };
}
