import type { Clock } from '../../platform/clock.js';
import type { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import type { SetRepo, SetRow } from './set.repo.js';

export type { RuleBookLike } from '../../ingest/match/rule-backfill.js';

/**
 * Keeps a special's monitor_rule in step with it: enabled = special enabled and column
 * enabled; every change bumps updated_at (other processes' RuleBooks reload) and, when the
 * rule may now match differently, queues the back-fill over stored articles.
 */
export class RuleSync {
  constructor(
    private readonly specials: SetRepo,
    private readonly rules: RuleBackfill,
    private readonly clock: Clock,
  ) {}

  /** Queues (or joins the queued) back-fill of a rule and records it for progress display. */
  backfill(orgId: number, ruleId: number): Promise<number> {
    return this.rules.backfill(orgId, ruleId);
  }

  /** Sets the rule's enabled flag from the special and its column; re-enabling back-fills. */
  async applyEnabled(orgId: number, special: SetRow, columnEnabled: boolean): Promise<void> {
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
