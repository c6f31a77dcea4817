import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { contains } from '../../db/contains.js';
import type { DB, EventTable } from '../../db/schema.js';
import { ownedRules } from '../../ingest/match/owned-rule.repo.js';
import type { RulePatch, RuleValues } from '../../ingest/match/owned-rule.repo.js';

export type EventRow = Selectable<EventTable>;

/** An event with its rule's back-fill job (null when none was ever queued). */
export type EventWithJob = EventRow & {
  job_status: string | null;
  job_progress: number | null;
  job_progress_text: string | null;
};

export type { RuleValues } from '../../ingest/match/owned-rule.repo.js';

/** List filters: name contains `keyword`, enabled state, window overlapping [from, to]. */
export interface EventFilter {
  keyword?: string | undefined;
  enabled?: boolean | undefined;
  /** Events whose window overlaps this range (open ends are unbounded). */
  from?: number | undefined;
  to?: number | undefined;
  /** Only events with (true) or without (false) an end before `now`. */
  ended?: { now: number; value: boolean } | undefined;
  shownOnly?: boolean;
  /** Only these events (a sub account's granted events); absent = every event. */
  ids?: readonly number[] | undefined;
}

/** Kysely queries on event and its monitor_rule; orgId first everywhere. */
export class EventRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private base(orgId: number, filter: EventFilter = {}) {
    let q = this.db
      .selectFrom('event')
      .leftJoin('monitor_rule as r', 'r.id', 'event.rule_id')
      .leftJoin('job', 'job.id', 'r.backfill_job_id')
      .where('event.org_id', '=', orgId);
    const keyword = filter.keyword?.trim();
    if (keyword) {
      q = q.where(contains('event.name', keyword));
    }
    if (filter.enabled !== undefined) {
      q = q.where('event.enabled', '=', filter.enabled ? 1 : 0);
    }
    if (filter.shownOnly) {
      q = q.where('event.show_state', '=', 1);
    }
    if (filter.ids) {
      q = q.where('event.id', 'in', filter.ids.length ? filter.ids : [0]);
    }
    if (filter.to !== undefined) {
      q = q.where('event.start_time', '<=', filter.to);
    }
    if (filter.from !== undefined) {
      const from = filter.from;
      q = q.where((eb) =>
        eb.or([eb('event.end_time', 'is', null), eb('event.end_time', '>=', from)]),
      );
    }
    if (filter.ended) {
      const { now, value } = filter.ended;
      q = q.where((eb) =>
        value
          ? eb.and([eb('event.end_time', 'is not', null), eb('event.end_time', '<', now)])
          : eb.or([eb('event.end_time', 'is', null), eb('event.end_time', '>=', now)]),
      );
    }
    return q;
  }

  /** One page of events: pinned first, then newest first. */
  page(orgId: number, filter: EventFilter, limit: number, offset: number): Promise<EventWithJob[]> {
    return this.base(orgId, filter)
      .selectAll('event')
      .select([
        'job.status as job_status',
        'job.progress as job_progress',
        'job.progress_text as job_progress_text',
      ])
      .orderBy('event.top_state', 'desc')
      .orderBy('event.created_at', 'desc')
      .orderBy('event.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(orgId: number, filter: EventFilter = {}): Promise<number> {
    const row = await this.base(orgId, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  find(orgId: number, id: number): Promise<EventWithJob | undefined> {
    return this.base(orgId)
      .where('event.id', '=', id)
      .selectAll('event')
      .select([
        'job.status as job_status',
        'job.progress as job_progress',
        'job.progress_text as job_progress_text',
      ])
      .executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<EventRow | undefined> {
    return this.db
      .selectFrom('event')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Inserts an event and its rule (kind `event`) in one transaction; returns both ids. */
  insert(
    orgId: number,
    values: Omit<Insertable<EventTable>, 'org_id' | 'rule_id'>,
    rule: RuleValues,
    now: number,
  ): Promise<{ eventId: number; ruleId: number }> {
    return this.db.transaction().execute(async (trx) => {
      const { ownerId, ruleId } = await ownedRules.create(
        trx,
        orgId,
        'event',
        rule,
        now,
        async (rid) => {
          const e = await trx
            .insertInto('event')
            .values({ ...values, org_id: orgId, rule_id: rid })
            .returning('id')
            .executeTakeFirstOrThrow();
          return Number(e.id);
        },
      );
      return { eventId: ownerId, ruleId };
    });
  }

  /** Updates an event and (when given) its rule; the rule's updated_at bump reloads RuleBook. */
  async update(
    orgId: number,
    id: number,
    patch: Updateable<EventTable>,
    rule?: RulePatch,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(patch).length > 0) {
        await trx
          .updateTable('event')
          .set(patch)
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
      }
      if (!rule) {
        return;
      }
      await ownedRules.update(trx, orgId, 'event', id, rule);
    });
  }

  /** Deletes an event with its disposal records, its rule and the rule's stored hits. */
  async remove(orgId: number, id: number, ruleId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('event_dispose')
        .where('org_id', '=', orgId)
        .where('event_id', '=', id)
        .execute();
      await trx.deleteFrom('event').where('org_id', '=', orgId).where('id', '=', id).execute();
      if (ruleId !== null) {
        await ownedRules.remove(trx, orgId, ruleId);
      }
    });
  }
}
