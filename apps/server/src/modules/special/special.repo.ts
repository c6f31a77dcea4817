import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, SpecialTable } from '../../db/schema.js';
import { ownedRules } from '../../ingest/match/owned-rule.repo.js';
import type { RulePatch, RuleValues } from '../../ingest/match/owned-rule.repo.js';

export type SpecialRow = Selectable<SpecialTable>;

/** A special with its rule's back-fill job (null when none was ever queued). */
export type SpecialWithJob = SpecialRow & {
  job_status: string | null;
  job_progress: number | null;
  job_progress_text: string | null;
};

export type { RuleValues } from '../../ingest/match/owned-rule.repo.js';

/** Kysely queries on special and its monitor_rule / rule_hit rows; orgId first everywhere. */
export class SpecialRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The organisation's specials (pinned first, then by position) with back-fill progress. */
  list(orgId: number, columnId?: number): Promise<SpecialWithJob[]> {
    let q = this.db
      .selectFrom('special')
      .leftJoin('monitor_rule as r', 'r.id', 'special.rule_id')
      .leftJoin('job', 'job.id', 'r.backfill_job_id')
      .selectAll('special')
      .select([
        'job.status as job_status',
        'job.progress as job_progress',
        'job.progress_text as job_progress_text',
      ])
      .where('special.org_id', '=', orgId);
    if (columnId !== undefined) {
      q = q.where('special.column_id', '=', columnId);
    }
    return q
      .orderBy('special.top_state', 'desc')
      .orderBy('special.position')
      .orderBy('special.id')
      .execute();
  }

  async find(orgId: number, id: number): Promise<SpecialWithJob | undefined> {
    const rows = await this.list(orgId);
    return rows.find((r) => r.id === id);
  }

  findByName(orgId: number, name: string): Promise<SpecialRow | undefined> {
    return this.db
      .selectFrom('special')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async count(orgId: number, columnId?: number): Promise<number> {
    let q = this.db
      .selectFrom('special')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId);
    if (columnId !== undefined) {
      q = q.where('column_id', '=', columnId);
    }
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async maxPosition(orgId: number, columnId: number): Promise<number> {
    const row = await this.db
      .selectFrom('special')
      .select((eb) => eb.fn.max('position').as('m'))
      .where('org_id', '=', orgId)
      .where('column_id', '=', columnId)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  /** Rule ids of the organisation's specials (the scope of "all specials"). */
  async ruleIds(orgId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('special')
      .select('rule_id')
      .where('org_id', '=', orgId)
      .where('rule_id', 'is not', null)
      .execute();
    return rows.map((r) => Number(r.rule_id));
  }

  /** Inserts a special and its rule in one transaction; returns both ids. */
  insert(
    orgId: number,
    values: Omit<Insertable<SpecialTable>, 'org_id' | 'rule_id'>,
    rule: RuleValues,
    now: number,
  ): Promise<{ specialId: number; ruleId: number }> {
    return this.db.transaction().execute(async (trx) => {
      const { ownerId, ruleId } = await ownedRules.create(
        trx,
        orgId,
        'special',
        rule,
        now,
        async (rid) => {
          const s = await trx
            .insertInto('special')
            .values({ ...values, org_id: orgId, rule_id: rid })
            .returning('id')
            .executeTakeFirstOrThrow();
          return Number(s.id);
        },
      );
      return { specialId: ownerId, ruleId };
    });
  }

  /** Updates a special and (when given) its rule; the rule's updated_at bump reloads RuleBook. */
  async update(
    orgId: number,
    id: number,
    patch: Updateable<SpecialTable>,
    rule?: RulePatch,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(patch).length > 0) {
        await trx
          .updateTable('special')
          .set(patch)
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
      }
      if (!rule) {
        return;
      }
      await ownedRules.update(trx, orgId, 'special', id, rule);
    });
  }

  /** Deletes a special with its rule and the rule's stored hits. */
  async remove(orgId: number, id: number, ruleId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('special').where('org_id', '=', orgId).where('id', '=', id).execute();
      if (ruleId !== null) {
        await ownedRules.remove(trx, orgId, ruleId);
      }
    });
  }
}
