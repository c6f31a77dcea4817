import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { WarningLevel } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import { parseJsonObject } from './warning-rule-format.js';
import type { WarningConditions, WarningDeliveryPolicy } from './warning-rule-format.js';

/** An enabled machine rule, ready to evaluate: which stored hits can trigger it. */
export interface MachineRule {
  id: number;
  orgId: number;
  name: string;
  level: WarningLevel;
  /** Its own keyword rule (monitor_rule), which an article must hit; null = none. */
  ownRuleId: number | null;
  /** The rules of its specials; an article must hit one of them (empty = no special). */
  specialRuleIds: number[];
  conditions: WarningConditions;
  delivery: WarningDeliveryPolicy;
  lastFiredAt: number | null;
}

/** Whether a rule's trigger rules are hit by an article's stored hits. */
export function triggeredBy(rule: MachineRule, hitRuleIds: ReadonlySet<number>): boolean {
  if (rule.ownRuleId !== null && !hitRuleIds.has(rule.ownRuleId)) {
    return false;
  }
  if (rule.specialRuleIds.length > 0 && !rule.specialRuleIds.some((id) => hitRuleIds.has(id))) {
    return false;
  }
  return rule.ownRuleId !== null || rule.specialRuleIds.length > 0;
}

const LEVELS = new Set(['red', 'orange', 'yellow']);

/**
 * The enabled machine warning rules of every organisation, indexed by the monitor rules that
 * can trigger them. Reloaded when a cheap signature (counts and latest updates of warning
 * rules and specials) changes, so edits in another process are seen on the next batch.
 */
export class WarningRuleBook {
  private signature = '';
  private byTrigger = new Map<number, MachineRule[]>();

  constructor(private readonly db: Kysely<DB>) {}

  /** Monitor rule ids whose hits may fire a warning (to skip batches that cannot). */
  triggerIds(): ReadonlySet<number> {
    return new Set(this.byTrigger.keys());
  }

  /** The rules an article with these hits may fire (each once). */
  candidates(hitRuleIds: Iterable<number>): MachineRule[] {
    const out = new Map<number, MachineRule>();
    for (const id of hitRuleIds) {
      for (const rule of this.byTrigger.get(id) ?? []) {
        out.set(rule.id, rule);
      }
    }
    return [...out.values()];
  }

  async refresh(): Promise<void> {
    const sig = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('warning_rule')
          .select(sql<string>`COUNT(*) || ':' || COALESCE(MAX(updated_at), 0)`.as('s'))
          .as('rules'),
        eb
          .selectFrom('special')
          .select(sql<string>`COUNT(*) || ':' || COALESCE(MAX(updated_at), 0)`.as('s'))
          .as('specials'),
      ])
      .executeTakeFirstOrThrow();
    const signature = `${sig.rules}|${sig.specials}`;
    if (signature === this.signature) {
      return;
    }
    await this.load();
    this.signature = signature;
  }

  private async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('warning_rule')
      .selectAll()
      .where('kind', '=', 'machine')
      .where('enabled', '=', 1)
      .execute();
    const specials = await this.db
      .selectFrom('special')
      .select(['id', 'org_id', 'rule_id'])
      .where('enabled', '=', 1)
      .where('rule_id', 'is not', null)
      .execute();
    const specialRule = new Map(specials.map((s) => [`${s.org_id}:${s.id}`, Number(s.rule_id)]));
    const byTrigger = new Map<number, MachineRule[]>();
    for (const row of rows) {
      const conditions = parseJsonObject<WarningConditions>(row.conditions);
      const rule: MachineRule = {
        id: Number(row.id),
        orgId: Number(row.org_id),
        name: row.name,
        level: (LEVELS.has(row.level) ? row.level : 'yellow') as WarningLevel,
        ownRuleId: row.rule_id === null ? null : Number(row.rule_id),
        specialRuleIds: (conditions.specialIds ?? [])
          .map((id) => specialRule.get(`${row.org_id}:${id}`))
          .filter((id): id is number => id !== undefined),
        conditions,
        delivery: parseJsonObject<WarningDeliveryPolicy>(row.delivery),
        lastFiredAt: row.last_fired_at === null ? null : Number(row.last_fired_at),
      };
      // A rule whose specials were all deleted or disabled (and without words) cannot fire.
      if (rule.ownRuleId === null && rule.specialRuleIds.length === 0) {
        continue;
      }
      // Index by the rarest-needed trigger: its own rule if any, else each special's rule.
      const triggers = rule.ownRuleId !== null ? [rule.ownRuleId] : rule.specialRuleIds;
      for (const id of triggers) {
        const list = byTrigger.get(id) ?? [];
        list.push(rule);
        byTrigger.set(id, list);
      }
    }
    this.byTrigger = byTrigger;
  }
}
