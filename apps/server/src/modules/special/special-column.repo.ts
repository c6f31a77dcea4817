import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, SpecialColumnTable } from '../../db/schema.js';

export type ColumnRow = Selectable<SpecialColumnTable>;

/** Kysely queries on special_column; every method takes the organisation first. */
export class SpecialColumnRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The organisation's columns: pinned first, then by position. */
  list(orgId: number): Promise<ColumnRow[]> {
    return this.db
      .selectFrom('special_column')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('top_state', 'desc')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  find(orgId: number, id: number): Promise<ColumnRow | undefined> {
    return this.db
      .selectFrom('special_column')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<ColumnRow | undefined> {
    return this.db
      .selectFrom('special_column')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async maxPosition(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('special_column')
      .select((eb) => eb.fn.max('position').as('m'))
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  async insert(orgId: number, name: string, position: number, now: number): Promise<number> {
    const row = await this.db
      .insertInto('special_column')
      .values({
        org_id: orgId,
        name,
        position,
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

  async update(orgId: number, id: number, patch: Updateable<SpecialColumnTable>): Promise<void> {
    await this.db
      .updateTable('special_column')
      .set(patch)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async remove(orgId: number, id: number): Promise<void> {
    await this.db
      .deleteFrom('special_column')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
