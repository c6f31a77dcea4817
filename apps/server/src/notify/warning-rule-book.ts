import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { WarningLevel } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import { parseJsonObject } from './warning-rule-format.js';
import type { WarningConditions, WarningDeliveryPolicy } from './warning-rule-format.js';
import { fromMonitored, loadMonitorTargets } from './warning-monitors.js';
import type { ArticleOrigin, MonitorTargets } from './warning-monitors.js';

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
  /** Its 重点监测 objects: an article must come from one of them (null = no such condition). */
  monitors: MonitorTargets | null;
  conditions: WarningConditions;
  delivery: WarningDeliveryPolicy;
  lastFiredAt: number | null;
}

/**
 * Whether a rule's trigger rules are hit by an article's stored hits, and the article comes
 * from one of its monitored objects when it has any.
 */
export function triggeredBy(
  rule: MachineRule,
  hitRuleIds: ReadonlySet<number>,
  origin?: ArticleOrigin,
): boolean {
  if (rule.ownRuleId !== null && !hitRuleIds.has(rule.ownRuleId)) {
    return false;
  }
  if (rule.specialRuleIds.length > 0 && !rule.specialRuleIds.some((id) => hitRuleIds.has(id))) {
    return false;
  }
  if (rule.monitors !== null && !(origin && fromMonitored(rule.monitors, rule.orgId, origin))) {
    return false;
  }
  return rule.ownRuleId !== null || rule.specialRuleIds.length > 0 || rule.monitors !== null;
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
  /** Rules with 重点监测 objects, by the site and account names they watch. */
  private bySite = new Map<string, MachineRule[]>();
  private byAuthor = new Map<string, MachineRule[]>();

  constructor(private readonly db: Kysely<DB>) {}

  /** Monitor rule ids whose hits may fire a warning (to skip batches that cannot). */
  triggerIds(): ReadonlySet<number> {
    return new Set(this.byTrigger.keys());
  }

  /** Whether an article from this site or account may fire a 重点监测 rule. */
  watches(site: string | null, author: string | null): boolean {
    return (
      (site !== null && this.bySite.has(site)) || (author !== null && this.byAuthor.has(author))
    );
  }

  /** The rules an article with these hits (and from this origin) may fire (each once). */
  candidates(hitRuleIds: Iterable<number>, origin?: ArticleOrigin): MachineRule[] {
    const out = new Map<number, MachineRule>();
    for (const id of hitRuleIds) {
      for (const rule of this.byTrigger.get(id) ?? []) {
        out.set(rule.id, rule);
      }
    }
    const watchers = [
      ...(origin?.siteName ? (this.bySite.get(origin.siteName) ?? []) : []),
      ...(origin?.authorName ? (this.byAuthor.get(origin.authorName) ?? []) : []),
    ];
    for (const rule of watchers) {
      out.set(rule.id, rule);
    }
    return [...out.values()];
  }

  /** Reloads when the signature changed; `db` may be the ingest transaction. */
  async refresh(db: Kysely<DB> | Transaction<DB> = this.db): Promise<void> {
    const sig = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('warning_rule')
          .select(sql<string>`COUNT(*) || ':' || COALESCE(MAX(updated_at), 0)`.as('s'))
          .as('rules'),
        eb
          .selectFrom('special')
          .select(sql<string>`COUNT(*) || ':' || COALESCE(MAX(updated_at), 0)`.as('s'))
          .as('specials'),
        eb
          .selectFrom('monitor_set')
          .where('kind', '=', 'intensive')
          .select(
            sql<string>`COUNT(*) || ':' || COALESCE(MAX(updated_at), 0) || ':' || COALESCE(SUM(enabled), 0)`.as(
              's',
            ),
          )
          .as('monitors'),
      ])
      .executeTakeFirstOrThrow();
    const signature = `${sig.rules}|${sig.specials}|${sig.monitors}`;
    if (signature === this.signature) {
      return;
    }
    await this.load(db);
    this.signature = signature;
  }

  private async load(db: Kysely<DB> | Transaction<DB>): Promise<void> {
    const rows = await db
      .selectFrom('warning_rule')
      .selectAll()
      .where('kind', '=', 'machine')
      .where('enabled', '=', 1)
      .execute();
    const specials = await db
      .selectFrom('special')
      .select(['id', 'org_id', 'rule_id'])
      .where('enabled', '=', 1)
      .where('rule_id', 'is not', null)
      .execute();
    const specialRule = new Map(specials.map((s) => [`${s.org_id}:${s.id}`, Number(s.rule_id)]));
    const byTrigger = new Map<number, MachineRule[]>();
    const bySite = new Map<string, MachineRule[]>();
    const byAuthor = new Map<string, MachineRule[]>();
    const add = <K>(map: Map<K, MachineRule[]>, key: K, rule: MachineRule) => {
      const list = map.get(key) ?? [];
      list.push(rule);
      map.set(key, list);
    };
    const monitorIds = rows.flatMap(
      (r) => parseJsonObject<WarningConditions>(r.conditions).monitorIds ?? [],
    );
    const targets = await loadMonitorTargets(db, [...new Set(monitorIds)]);
    for (const row of rows) {
      const conditions = parseJsonObject<WarningConditions>(row.conditions);
      const own = (conditions.monitorIds ?? [])
        .map((id) => targets.get(id))
        .filter((m) => m !== undefined && m.orgId === Number(row.org_id));
      const monitors: MonitorTargets | null = conditions.monitorIds?.length
        ? {
            sites: new Set(own.flatMap((m) => (m!.site ? [m!.site] : []))),
            authors: new Set(own.flatMap((m) => (m!.author ? [m!.author] : []))),
          }
        : null;
      const rule: MachineRule = {
        id: Number(row.id),
        orgId: Number(row.org_id),
        name: row.name,
        level: (LEVELS.has(row.level) ? row.level : 'yellow') as WarningLevel,
        ownRuleId: row.rule_id === null ? null : Number(row.rule_id),
        specialRuleIds: (conditions.specialIds ?? [])
          .map((id) => specialRule.get(`${row.org_id}:${id}`))
          .filter((id): id is number => id !== undefined),
        monitors,
        conditions,
        delivery: parseJsonObject<WarningDeliveryPolicy>(row.delivery),
        lastFiredAt: row.last_fired_at === null ? null : Number(row.last_fired_at),
      };
      if (monitors !== null) {
        // Watched by site and account: any new article of the objects may fire it (a rule
        // whose objects were all deleted or disabled cannot).
        monitors.sites.forEach((site) => add(bySite, site, rule));
        monitors.authors.forEach((author) => add(byAuthor, author, rule));
        continue;
      }
      // A rule whose specials were all deleted or disabled (and without words) cannot fire.
      if (rule.ownRuleId === null && rule.specialRuleIds.length === 0) {
        continue;
      }
      // Index by the rarest-needed trigger: its own rule if any, else each special's rule.
      const triggers = rule.ownRuleId !== null ? [rule.ownRuleId] : rule.specialRuleIds;
      for (const id of triggers) {
        add(byTrigger, id, rule);
      }
    }
    this.byTrigger = byTrigger;
    this.bySite = bySite;
    this.byAuthor = byAuthor;
  }
}
