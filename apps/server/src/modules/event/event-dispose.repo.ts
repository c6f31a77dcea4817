import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, EventDisposeTable } from '../../db/schema.js';

export type DisposeRow = Selectable<EventDisposeTable>;

/** Kysely queries on event_dispose (处置记录); orgId first everywhere. */
export class EventDisposeRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** An event's records, oldest action first. */
  list(orgId: number, eventId: number): Promise<DisposeRow[]> {
    return this.db
      .selectFrom('event_dispose')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('event_id', '=', eventId)
      .orderBy('dispose_time')
      .orderBy('id')
      .execute();
  }

  find(orgId: number, eventId: number, id: number): Promise<DisposeRow | undefined> {
    return this.db
      .selectFrom('event_dispose')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('event_id', '=', eventId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async count(orgId: number, eventId: number): Promise<number> {
    const row = await this.db
      .selectFrom('event_dispose')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(
    orgId: number,
    values: Omit<Insertable<EventDisposeTable>, 'org_id'>,
  ): Promise<number> {
    const row = await this.db
      .insertInto('event_dispose')
      .values({ ...values, org_id: orgId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(
    orgId: number,
    id: number,
    patch: Pick<EventDisposeTable, 'dispose_time' | 'department' | 'content' | 'updated_at'>,
  ): Promise<void> {
    await this.db
      .updateTable('event_dispose')
      .set(patch)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
