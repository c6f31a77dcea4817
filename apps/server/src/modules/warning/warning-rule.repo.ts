import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, SqlBool, Transaction, Updateable } from 'kysely';
import type { DB, MonitorRuleTable, WarningRuleTable } from '../../db/schema.js';
import { loadMonitorTargets } from '../../notify/warning-monitors.js';
import { removeRuleHits } from '../../ingest/persist/org-hits.js';

export type WarningRuleRow = Selectable<WarningRuleTable>;

/** A rule with what its list item shows: notices and firings of the last 7 days. */
export interface WarningRuleView extends WarningRuleRow {
  notices: { id: number; name: string }[];
  fired7d: number;
}

/** The warning_rule fields a save writes (toggles and firing time are kept on edit). */
export type RuleValues = Pick<
  Insertable<WarningRuleTable>,
  'name' | 'kind' | 'level' | 'mode' | 'definition' | 'area' | 'conditions' | 'delivery' | 'enabled'
>;

/** The monitor_rule fields a warning rule writes. */
export type MonitorValues = Pick<
  Insertable<MonitorRuleTable>,
  'name' | 'definition' | 'area' | 'filters' | 'enabled'
>;

/** `lower(column) LIKE '%text%'` with `\` escaping. */
export function containsText(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
}

/** Kysely queries on warning_rule, its monitor_rule and notice links; orgId first everywhere. */
export class WarningRuleRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * A change stamp above every stored one of the table: the rule books reload when the largest
   * updated_at moves, so two edits within the same millisecond must still move it.
   */
  async stamp(
    executor: Kysely<DB>,
    table: 'warning_rule' | 'monitor_rule',
    now: number,
  ): Promise<number> {
    const row = await executor
      .selectFrom(table)
      .select((eb) => eb.fn.max('updated_at').as('m'))
      .executeTakeFirst();
    return Math.max(now, Number(row?.m ?? 0) + 1);
  }

  /** One page of the organisation's rules (pinned first, then newest) and the total. */
  async page(
    orgId: number,
    keyword: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: WarningRuleRow[]; total: number }> {
    let q = this.db.selectFrom('warning_rule').where('org_id', '=', orgId);
    if (keyword?.trim()) {
      q = q.where(containsText('warning_rule.name', keyword.trim()));
    }
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('top_state', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  find(orgId: number, id: number): Promise<WarningRuleRow | undefined> {
    return this.db
      .selectFrom('warning_rule')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<WarningRuleRow | undefined> {
    return this.db
      .selectFrom('warning_rule')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Adds notices and 7-day firing counts to rule rows. */
  async withStats(
    orgId: number,
    rows: WarningRuleRow[],
    since: number,
  ): Promise<WarningRuleView[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) {
      return [];
    }
    const [links, fired] = await Promise.all([
      this.db
        .selectFrom('warning_rule_notice as l')
        .innerJoin('warning_notice as n', 'n.id', 'l.notice_id')
        .select(['l.rule_id', 'n.id', 'n.name'])
        .where('n.org_id', '=', orgId)
        .where('l.rule_id', 'in', ids)
        .orderBy('n.id')
        .execute(),
      this.db
        .selectFrom('warning_firing')
        .select((eb) => ['rule_id', eb.fn.countAll<number>().as('n')])
        .where('org_id', '=', orgId)
        .where('rule_id', 'in', ids)
        .where('created_at', '>=', since)
        .groupBy('rule_id')
        .execute(),
    ]);
    const firedOf = new Map(fired.map((f) => [Number(f.rule_id), Number(f.n)]));
    return rows.map((r) => ({
      ...r,
      notices: links
        .filter((l) => Number(l.rule_id) === r.id)
        .map((l) => ({ id: Number(l.id), name: l.name })),
      fired7d: firedOf.get(r.id) ?? 0,
    }));
  }

  /** Names of the organisation's specials among `ids` (id → name). */
  async specialNames(orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await this.db
      .selectFrom('special')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }

  /** Monitor rule ids of the enabled specials among `ids` (as the warning rule book reads them). */
  async specialRuleIds(orgId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await this.db
      .selectFrom('special')
      .select('rule_id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .where('enabled', '=', 1)
      .where('rule_id', 'is not', null)
      .execute();
    return rows.map((r) => Number(r.rule_id));
  }

  /** Enabled 重点监测 objects by id with their site and account names. */
  monitorTargets(ids: readonly number[]) {
    return loadMonitorTargets(this.db, ids);
  }

  /** Ids of the organisation's 重点监测 objects among `ids`. */
  async monitorIds(orgId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await this.db
      .selectFrom('monitor_set')
      .select('id')
      .where('org_id', '=', orgId)
      .where('kind', '=', 'intensive')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Ids of the organisation's notices among `ids`. */
  async noticeIds(orgId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await this.db
      .selectFrom('warning_notice')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Inserts or updates a rule, its own monitor_rule (kind `warning`, owner = the rule; null
   * removes it with its hits) and its notice links, in one transaction. Returns the rule id.
   */
  save(
    orgId: number,
    id: number | undefined,
    values: RuleValues,
    monitor: MonitorValues | null,
    noticeIds: readonly number[],
    now: number,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const ruleStamp = await this.stamp(trx, 'warning_rule', now);
      let ruleId = id;
      if (ruleId === undefined) {
        const row = await trx
          .insertInto('warning_rule')
          .values({
            ...values,
            org_id: orgId,
            rule_id: null,
            show_state: 1,
            top_state: 0,
            last_fired_at: null,
            created_at: now,
            updated_at: ruleStamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ruleId = Number(row.id);
      }
      const monitorId = await this.saveMonitor(trx, orgId, ruleId, monitor, now);
      await trx
        .updateTable('warning_rule')
        .set({ ...values, rule_id: monitorId, updated_at: ruleStamp })
        .where('org_id', '=', orgId)
        .where('id', '=', ruleId)
        .execute();
      await trx.deleteFrom('warning_rule_notice').where('rule_id', '=', ruleId).execute();
      if (noticeIds.length > 0) {
        await trx
          .insertInto('warning_rule_notice')
          .values(noticeIds.map((noticeId) => ({ rule_id: ruleId, notice_id: noticeId })))
          .execute();
      }
      return ruleId;
    });
  }

  private async saveMonitor(
    trx: Transaction<DB>,
    orgId: number,
    ruleId: number,
    monitor: MonitorValues | null,
    now: number,
  ): Promise<number | null> {
    const existing = await trx
      .selectFrom('monitor_rule')
      .select('id')
      .where('org_id', '=', orgId)
      .where('kind', '=', 'warning')
      .where('owner_id', '=', ruleId)
      .executeTakeFirst();
    if (!monitor) {
      if (existing) {
        await this.removeMonitor(trx, orgId, Number(existing.id));
      }
      return null;
    }
    const stamp = await this.stamp(trx, 'monitor_rule', now);
    if (existing) {
      await trx
        .updateTable('monitor_rule')
        .set((eb) => ({ ...monitor, updated_at: stamp, version: eb('version', '+', 1) }))
        .where('id', '=', existing.id)
        .execute();
      return Number(existing.id);
    }
    const row = await trx
      .insertInto('monitor_rule')
      .values({
        ...monitor,
        org_id: orgId,
        kind: 'warning',
        owner_id: ruleId,
        version: 1,
        backfill_job_id: null,
        created_at: now,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async removeMonitor(trx: Kysely<DB>, orgId: number, monitorId: number): Promise<void> {
    await removeRuleHits(trx, orgId, monitorId);
    await trx
      .deleteFrom('monitor_rule')
      .where('org_id', '=', orgId)
      .where('id', '=', monitorId)
      .execute();
  }

  /** Sets toggles of a rule (and its monitor_rule's enabled flag), bumping both stamps. */
  async update(
    orgId: number,
    id: number,
    patch: Updateable<WarningRuleTable>,
    monitorEnabled: boolean | undefined,
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('warning_rule')
        .set({ ...patch, updated_at: await this.stamp(trx, 'warning_rule', now) })
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      if (monitorEnabled !== undefined) {
        await trx
          .updateTable('monitor_rule')
          .set({
            enabled: monitorEnabled ? 1 : 0,
            updated_at: await this.stamp(trx, 'monitor_rule', now),
          })
          .where('org_id', '=', orgId)
          .where('kind', '=', 'warning')
          .where('owner_id', '=', id)
          .execute();
      }
    });
  }

  /**
   * Deletes a rule with its monitor_rule, hits and notice links. Its firings and warned
   * articles stay (history); deliveries not yet sent are recorded as not pushed.
   */
  async remove(orgId: number, rule: WarningRuleRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (rule.rule_id !== null) {
        await this.removeMonitor(trx, orgId, Number(rule.rule_id));
      }
      await trx.deleteFrom('warning_rule_notice').where('rule_id', '=', rule.id).execute();
      await trx
        .updateTable('warning_delivery')
        .set({ status: 'skipped', detail: '预警规则已删除，未推送' })
        .where('org_id', '=', orgId)
        .where('rule_id', '=', rule.id)
        .where('status', '=', 'pending')
        .execute();
      await trx
        .deleteFrom('warning_rule')
        .where('org_id', '=', orgId)
        .where('id', '=', rule.id)
        .execute();
    });
  }
}
