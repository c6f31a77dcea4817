import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { BACKFILL_JOB } from './backfill.job.js';

/** What a module needs of the rule book: forget the compiled rules after a save here. */
export interface RuleBookLike {
  invalidate(): void;
}

/**
 * Queues the back-fill of a saved rule (specials, events, …): one job per rule (a second save
 * joins the queued job), recorded on monitor_rule.backfill_job_id so pages can show progress,
 * and the local rule book reloads so live matching uses the new rule at once.
 */
export class RuleBackfill {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly queue: JobQueue,
    private readonly rules: RuleBookLike,
  ) {}

  /** Queues (or joins the queued) back-fill of a rule; returns the job id. */
  async backfill(orgId: number, ruleId: number): Promise<number> {
    const jobId = await this.queue.enqueue(
      BACKFILL_JOB,
      { ruleId },
      { orgId, dedupeKey: `backfill:${ruleId}` },
    );
    await this.db
      .updateTable('monitor_rule')
      .set({ backfill_job_id: jobId })
      .where('org_id', '=', orgId)
      .where('id', '=', ruleId)
      .execute();
    this.rules.invalidate();
    return jobId;
  }

  /** Forgets the compiled rules after an enable/disable or delete. */
  invalidate(): void {
    this.rules.invalidate();
  }
}
