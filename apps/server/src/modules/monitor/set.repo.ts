import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { DB, SpecialTable } from '../../db/schema.js';
import { PREPARED } from '../../db/prepared.js';
import { ownedRules } from '../../ingest/match/owned-rule.repo.js';
import type { RulePatch, RuleOwnerKind, RuleValues } from '../../ingest/match/owned-rule.repo.js';
import { enabledFilterBoxes } from '../../analysis/exclusions.js';
import type { FilterBoxRow } from '../../analysis/exclusions.js';
import type { SetStore } from './set-kind.js';

/** A set row (a special, or a monitor_set row whose `extra` holds the kind's fields). */
export type SetRow = Selectable<SpecialTable> & { extra?: string };

/** A set with its rule's back-fill job (null when none was ever queued). */
export type SetWithJob = SetRow & {
  job_status: string | null;
  job_progress: number | null;
  job_progress_text: string | null;
};

/** What inserting or patching a set writes: the special's columns plus the kind's extra JSON. */
export type SetValues = Omit<Insertable<SpecialTable>, 'org_id' | 'rule_id'> & { extra?: string };
export type SetPatch = Updateable<SpecialTable> & { extra?: string };

export type { RuleValues } from '../../ingest/match/owned-rule.repo.js';

/** What an analysis reads before its own statement: its sets and the filter boxes. */
export interface ScopeRows {
  sets: { id: number; name: string; rule_id: number | null; extra: string | null }[];
  boxes: FilterBoxRow[];
}

const NULL_TEXT = sql<string | null>`NULL`;
const NULL_INT = sql<number | null>`NULL`;

/**
 * Kysely queries on a kind's sets and their monitor_rule / rule_hit rows; orgId first
 * everywhere. special and monitor_set share their columns (monitor_set adds kind and extra),
 * so the queries are typed over special.
 */
export class SetRepo {
  private readonly table: 'special';
  private readonly ofKind: ReturnType<typeof sql<SqlBool>>;
  private readonly ruleKind: RuleOwnerKind;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: SetStore,
    ruleKind: RuleOwnerKind,
  ) {
    // Aliased as `special`, so the same qualified references work over both tables.
    this.table = `${store.sets} as special` as 'special';
    this.ruleKind = ruleKind;
    this.ofKind =
      store.kind === null
        ? sql<SqlBool>`1 = 1`
        : sql<SqlBool>`${sql.ref('special.kind')} = ${store.kind}`;
  }

  /** Keeps only the columns the store has (special has no extra). */
  private values<T extends { extra?: string }>(v: T): T {
    if (this.store.kind !== null) {
      return { ...v, kind: this.store.kind };
    }
    const rest = { ...v };
    delete rest.extra;
    return rest;
  }

  /** The organisation's sets (pinned first, then by position) with back-fill progress. */
  list(orgId: number, columnId?: number): Promise<SetWithJob[]> {
    let q = this.db
      .selectFrom(this.table)
      .leftJoin('monitor_rule as r', 'r.id', 'special.rule_id')
      .leftJoin('job', 'job.id', 'r.backfill_job_id')
      .selectAll('special')
      .select([
        'job.status as job_status',
        'job.progress as job_progress',
        'job.progress_text as job_progress_text',
      ])
      .where(this.ofKind)
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

  async find(orgId: number, id: number): Promise<SetWithJob | undefined> {
    const rows = await this.list(orgId);
    return rows.find((r) => r.id === id);
  }

  /**
   * The set `id` (without one: every set of the kind with a rule) and the organisation's enabled
   * filter boxes (plus special `boxSpecialId`'s own) in one statement (UNION ALL; a box row has
   * a filter_type, a set row none): every analysis call reads both, and on PostgreSQL each
   * statement is a round trip with its own parse and plan.
   */
  async scopeRows(
    orgId: number,
    id: number | undefined,
    boxSpecialId: number | undefined,
  ): Promise<ScopeRows> {
    const extra = this.store.kind === null ? NULL_TEXT : sql<string | null>`special.extra`;
    let sets = this.db
      .selectFrom(this.table)
      .select([
        sql<number | null>`special.id`.as('id'),
        sql<string | null>`special.name`.as('name'),
        'special.rule_id',
        extra.as('extra'),
        NULL_TEXT.as('filter_type'),
        NULL_TEXT.as('content'),
      ])
      .where(this.ofKind)
      .where('special.org_id', '=', orgId);
    sets =
      id === undefined
        ? sets.where('special.rule_id', 'is not', null)
        : sets.where('special.id', '=', id);
    const boxes = enabledFilterBoxes(this.db, orgId, boxSpecialId).select([
      NULL_INT.as('id'),
      NULL_TEXT.as('name'),
      NULL_INT.as('rule_id'),
      NULL_TEXT.as('extra'),
      sql<string | null>`filter_box.filter_type`.as('filter_type'),
      sql<string | null>`filter_box.content`.as('content'),
    ]);
    // Every analysis of a set runs this lookup: prepared per connection (db/prepared.ts).
    const rows = await sets.unionAll(boxes).modifyEnd(PREPARED).execute();
    const out: ScopeRows = { sets: [], boxes: [] };
    for (const r of rows) {
      if (r.filter_type === null) {
        out.sets.push({
          id: Number(r.id),
          name: r.name ?? '',
          rule_id: r.rule_id === null ? null : Number(r.rule_id),
          extra: r.extra,
        });
      } else {
        out.boxes.push({ filter_type: r.filter_type, content: r.content ?? '' });
      }
    }
    return out;
  }

  findByName(orgId: number, name: string): Promise<SetRow | undefined> {
    return this.db
      .selectFrom(this.table)
      .selectAll()
      .where(this.ofKind)
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async count(orgId: number, columnId?: number): Promise<number> {
    let q = this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(this.ofKind)
      .where('org_id', '=', orgId);
    if (columnId !== undefined) {
      q = q.where('column_id', '=', columnId);
    }
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async maxPosition(orgId: number, columnId: number): Promise<number> {
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.max('position').as('m'))
      .where(this.ofKind)
      .where('org_id', '=', orgId)
      .where('column_id', '=', columnId)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  /** Inserts a set and its rule in one transaction; returns both ids. */
  insert(
    orgId: number,
    values: SetValues,
    rule: RuleValues,
    now: number,
  ): Promise<{ specialId: number; ruleId: number }> {
    return this.db.transaction().execute(async (trx) => {
      const { ownerId, ruleId } = await ownedRules.create(
        trx,
        orgId,
        this.ruleKind,
        rule,
        now,
        async (rid) => {
          const s = await trx
            .insertInto(this.store.sets as 'special')
            .values(this.values({ ...values, org_id: orgId, rule_id: rid }))
            .returning('id')
            .executeTakeFirstOrThrow();
          return Number(s.id);
        },
      );
      return { specialId: ownerId, ruleId };
    });
  }

  /** Updates a set and (when given) its rule; the rule's updated_at bump reloads RuleBook. */
  async update(orgId: number, id: number, patch: SetPatch, rule?: RulePatch): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(patch).length > 0) {
        await trx
          .updateTable(this.table)
          .set(this.values(patch))
          .where(this.ofKind)
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
      }
      if (!rule) {
        return;
      }
      await ownedRules.update(trx, orgId, this.ruleKind, id, rule);
    });
  }

  /** Deletes a set with its rule and the rule's stored hits. */
  async remove(orgId: number, id: number, ruleId: number | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom(this.table)
        .where(this.ofKind)
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      if (ruleId !== null) {
        await ownedRules.remove(trx, orgId, ruleId);
      }
    });
  }
}
