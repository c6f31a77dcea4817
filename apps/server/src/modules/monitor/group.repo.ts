import { sql } from 'kysely';
import type { Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { DB, SpecialColumnTable } from '../../db/schema.js';
import type { SetStore } from './set-kind.js';

/** A group row; monitor_group has the columns of special_column plus its kind. */
export type GroupRow = Selectable<SpecialColumnTable>;

/**
 * Kysely queries on a kind's groups (special_column for specials, monitor_group for the other
 * kinds, filtered by kind); every method takes the organisation first. The two tables share
 * their columns, so the queries are typed over special_column.
 */
export class GroupRepo {
  private readonly table: 'special_column';
  private readonly ofKind: ReturnType<typeof sql<SqlBool>>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: SetStore,
  ) {
    this.table = `${store.groups} as special_column` as 'special_column';
    this.ofKind =
      store.kind === null
        ? sql<SqlBool>`1 = 1`
        : sql<SqlBool>`${sql.ref('special_column.kind')} = ${store.kind}`;
  }

  private select() {
    return this.db.selectFrom(this.table).selectAll().where(this.ofKind);
  }

  /** The organisation's groups: pinned first, then by position. */
  list(orgId: number): Promise<GroupRow[]> {
    return this.select()
      .where('org_id', '=', orgId)
      .orderBy('top_state', 'desc')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  find(orgId: number, id: number): Promise<GroupRow | undefined> {
    return this.select().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<GroupRow | undefined> {
    return this.select().where('org_id', '=', orgId).where('name', '=', name).executeTakeFirst();
  }

  async maxPosition(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.max('position').as('m'))
      .where(this.ofKind)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  async insert(orgId: number, name: string, position: number, now: number): Promise<number> {
    const kind = this.store.kind === null ? {} : { kind: this.store.kind };
    const row = await this.db
      .insertInto(this.store.groups as 'special_column')
      .values({
        org_id: orgId,
        name,
        position,
        show_state: 1,
        top_state: 0,
        enabled: 1,
        created_at: now,
        updated_at: now,
        ...kind,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(orgId: number, id: number, patch: Updateable<SpecialColumnTable>): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set(patch)
      .where(this.ofKind)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async remove(orgId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom(this.table)
      .where(this.ofKind)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
