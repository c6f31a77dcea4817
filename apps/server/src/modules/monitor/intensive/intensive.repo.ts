import type { Kysely, Selectable } from 'kysely';
import type { DB, MonitorKeywordTable, MonitorSetTable } from '../../../db/schema.js';
import { ownedRules } from '../../../ingest/match/owned-rule.repo.js';
import type { RuleValues } from '../../../ingest/match/owned-rule.repo.js';

/** A monitored object: a monitor_set row of kind `intensive` (its fields in `extra`). */
export type MonitorRow = Selectable<MonitorSetTable>;
export type KeywordRow = Selectable<MonitorKeywordTable>;

/** What a monitored object is: its carrier and the site or account its articles carry. */
export interface MonitorTarget {
  carrier: string;
  siteName?: string | undefined;
  homeUrl?: string | undefined;
  accountName?: string | undefined;
}

const KIND = 'intensive';

/** Kysely queries on monitored objects and their custom keywords; orgId first everywhere. */
export class IntensiveRepo {
  constructor(private readonly db: Kysely<DB>) {}

  monitors(orgId: number, groupId?: number): Promise<MonitorRow[]> {
    return this.db
      .selectFrom('monitor_set')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('kind', '=', KIND)
      .$if(groupId !== undefined, (q) => q.where('column_id', '=', groupId!))
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  monitor(orgId: number, id: number): Promise<MonitorRow | undefined> {
    return this.db
      .selectFrom('monitor_set')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('kind', '=', KIND)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  byName(orgId: number, name: string): Promise<MonitorRow | undefined> {
    return this.db
      .selectFrom('monitor_set')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('kind', '=', KIND)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async insertMonitor(
    orgId: number,
    groupId: number,
    name: string,
    target: MonitorTarget,
    now: number,
  ): Promise<number> {
    const top = await this.db
      .selectFrom('monitor_set')
      .select((eb) => eb.fn.max('position').as('m'))
      .where('org_id', '=', orgId)
      .where('kind', '=', KIND)
      .executeTakeFirst();
    const row = await this.db
      .insertInto('monitor_set')
      .values({
        org_id: orgId,
        kind: KIND,
        column_id: groupId,
        name,
        mode: 'simple',
        definition: '{}',
        area: 'all',
        filters: '{}',
        extra: JSON.stringify(target),
        rule_id: null,
        position: Number(top?.m ?? 0) + 1,
        show_state: 1,
        top_state: 0,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateMonitor(
    orgId: number,
    id: number,
    patch: { column_id?: number; name?: string; extra?: string; enabled?: number },
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('monitor_set')
      .set({ ...patch, updated_at: now })
      .where('org_id', '=', orgId)
      .where('kind', '=', KIND)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a monitored object with its keywords, their rules and hits. */
  async removeMonitor(orgId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const kws = await trx
        .selectFrom('monitor_keyword')
        .select('rule_id')
        .where('org_id', '=', orgId)
        .where('set_id', '=', id)
        .execute();
      await trx
        .deleteFrom('monitor_keyword')
        .where('org_id', '=', orgId)
        .where('set_id', '=', id)
        .execute();
      for (const k of kws) {
        if (k.rule_id !== null) {
          await ownedRules.remove(trx, orgId, Number(k.rule_id));
        }
      }
      await trx
        .deleteFrom('monitor_set')
        .where('org_id', '=', orgId)
        .where('kind', '=', KIND)
        .where('id', '=', id)
        .execute();
    });
  }

  keywords(orgId: number, monitorIds: number[]): Promise<KeywordRow[]> {
    if (monitorIds.length === 0) {
      return Promise.resolve([]);
    }
    return this.db
      .selectFrom('monitor_keyword')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('set_id', 'in', monitorIds)
      .orderBy('id')
      .execute();
  }

  keyword(orgId: number, id: number): Promise<KeywordRow | undefined> {
    return this.db
      .selectFrom('monitor_keyword')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Inserts a keyword and its rule (kind monitorKeyword) in one transaction. */
  insertKeyword(
    orgId: number,
    values: Omit<KeywordRow, 'id' | 'org_id' | 'rule_id'>,
    rule: RuleValues,
    now: number,
  ): Promise<{ ownerId: number; ruleId: number }> {
    return this.db.transaction().execute((trx) =>
      ownedRules.create(trx, orgId, 'monitorKeyword', rule, now, async (ruleId) => {
        const row = await trx
          .insertInto('monitor_keyword')
          .values({ ...values, org_id: orgId, rule_id: ruleId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      }),
    );
  }

  async updateKeyword(
    orgId: number,
    id: number,
    values: Partial<Omit<KeywordRow, 'id' | 'org_id' | 'rule_id'>>,
    rule: RuleValues & { updated_at: number },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('monitor_keyword')
        .set(values)
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      await ownedRules.update(trx, orgId, 'monitorKeyword', id, { ...rule, bumpVersion: true });
    });
  }

  async removeKeyword(orgId: number, id: number, ruleId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('monitor_keyword')
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      if (ruleId !== null) {
        await ownedRules.remove(trx, orgId, ruleId);
      }
    });
  }
}
