import type { JobHandler, JobRunner } from './job-runner.js';
import type { JobQueue } from './job-queue.js';

/** What a job of a user-visible analysis record needs: its payload is `{ orgId, id }`. */
export interface RecordJob {
  readonly type: string;
  /** Runs the analysis; reports progress 0–1. Returns false when the record is gone. */
  run(
    orgId: number,
    id: number,
    progress: (fraction: number, text: string) => Promise<void>,
  ): Promise<boolean>;
  /** Marks the record 失败 with the reason (an unexpected error during the run). */
  fail(orgId: number, id: number, reason: string): Promise<void>;
}

/** The handler of a record job: a thrown error becomes 失败 with the reason, never a retry loop. */
export function recordJobHandler(job: RecordJob): JobHandler {
  return async (ctx) => {
    const { orgId, id } = ctx.payload as { orgId: number; id: number };
    try {
      const found = await job.run(orgId, id, (f, text) => ctx.progress(f, text));
      return found ? { id } : { skipped: '分析记录已删除' };
    } catch (err) {
      const reason = `分析出错：${err instanceof Error ? err.message : String(err)}`.slice(0, 200);
      await job.fail(orgId, id, reason);
      return { failed: reason };
    }
  };
}

/** Queues one run of a record (re-runs replace a pending one) and wakes the runner. */
export async function enqueueRecord(
  jobs: { queue: JobQueue; runner: JobRunner },
  type: string,
  orgId: number,
  id: number,
): Promise<void> {
  await jobs.queue.enqueue(
    type,
    { orgId, id },
    { orgId, dedupeKey: `${type}:${id}`, maxAttempts: 2 },
  );
  jobs.runner.nudge();
}

/** Registers a record job's handler on a runner (API process and `npm run worker`). */
export function registerRecordJob(runner: JobRunner, job: RecordJob): void {
  runner.register(job.type, recordJobHandler(job));
}
