import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, MonitorRuleTable } from '../../db/schema.js';
import { removeRuleHits } from '../persist/org-hits.js';

/** The monitor_rule fields an owner (special, event) writes. */
export type RuleValues = Pick<
  Insertable<MonitorRuleTable>,
  'name' | 'definition' | 'area' | 'filters' | 'enabled'
>;

/** A rule change: new fields, the stamp that makes RuleBook reload, and a version bump. */
export type RulePatch = Partial<RuleValues> & { updated_at: number; bumpVersion?: boolean };

/** Who owns a rule: a special, an event, a monitoring set of a kind, or a monitored object's keyword. */
export type RuleOwnerKind =
  | 'special'
  | 'event'
  | 'abroad'
  | 'multilingual'
  | 'shortVideo'
  | 'intensive'
  | 'monitorKeyword'
  | 'group'
  | 'instantMessaging';

/**
 * The percolation rule a special or an event owns (monitor_rule with `kind` and `owner_id`),
 * written inside the owner's own transaction. Used by every owner so they cannot drift.
 */
export const ownedRules = {
  /** Inserts the owner row and its rule; the rule points back at the owner. */
  async create<K extends RuleOwnerKind>(
    trx: Transaction<DB>,
    orgId: number,
    kind: K,
    rule: RuleValues,
    now: number,
    insertOwner: (ruleId: number) => Promise<number>,
  ): Promise<{ ownerId: number; ruleId: number }> {
    const r = await trx
      .insertInto('monitor_rule')
      .values({
        ...rule,
        org_id: orgId,
        kind,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ruleId = Number(r.id);
    const ownerId = await insertOwner(ruleId);
    await trx
      .updateTable('monitor_rule')
      .set({ owner_id: ownerId })
      .where('id', '=', ruleId)
      .execute();
    return { ownerId, ruleId };
  },

  /** Applies a rule change of one owner. */
  async update(
    trx: Transaction<DB>,
    orgId: number,
    kind: RuleOwnerKind,
    ownerId: number,
    rule: RulePatch,
  ): Promise<void> {
    const { bumpVersion, ...set } = rule;
    await trx
      .updateTable('monitor_rule')
      .set((eb) => ({ ...set, ...(bumpVersion ? { version: eb('version', '+', 1) } : {}) }))
      .where('org_id', '=', orgId)
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .execute();
  },

  /** Deletes a rule with its stored hits. */
  async remove(trx: Transaction<DB> | Kysely<DB>, orgId: number, ruleId: number): Promise<void> {
    await removeRuleHits(trx, orgId, ruleId);
    await trx
      .deleteFrom('monitor_rule')
      .where('org_id', '=', orgId)
      .where('id', '=', ruleId)
      .execute();
  },
};
