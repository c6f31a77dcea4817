import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { BACKFILL_JOB } from '../../ingest/match/backfill.job.js';
import type { SpecialRepo, SpecialRow } from './special.repo.js';

/** What the module needs of the rule book: forget the compiled rules after a save here. */
export interface RuleBookLike {
  invalidate(): void;
}

/**
 * Keeps a special's monitor_rule in step with it: enabled = special enabled and column
 * enabled; every change bumps updated_at (other processes' RuleBooks reload) and, when the
 * rule may now match differently, queues the back-fill over stored articles.
 */
export class SpecialRuleSync {
  constructor(
    private readonly specials: SpecialRepo,
    private readonly queue: JobQueue,
    private readonly rules: RuleBookLike,
    private readonly clock: Clock,
  ) {}

  /** Queues (or joins the queued) back-fill of a rule and records it for progress display. */
  async backfill(orgId: number, ruleId: number): Promise<number> {
    const jobId = await this.queue.enqueue(
      BACKFILL_JOB,
      { ruleId },
      { orgId, dedupeKey: `backfill:${ruleId}` },
    );
    await this.specials.setBackfillJob(orgId, ruleId, jobId);
    this.rules.invalidate();
    return jobId;
  }

  /** Sets the rule's enabled flag from the special and its column; re-enabling back-fills. */
  async applyEnabled(orgId: number, special: SpecialRow, columnEnabled: boolean): Promise<void> {
    const enabled = special.enabled === 1 && columnEnabled;
    await this.specials.update(
      orgId,
      special.id,
      {},
      { enabled: enabled ? 1 : 0, updated_at: this.clock.now() },
    );
    this.rules.invalidate();
    if (enabled && special.rule_id !== null) {
      await this.backfill(orgId, special.rule_id);
    }
  }
}
