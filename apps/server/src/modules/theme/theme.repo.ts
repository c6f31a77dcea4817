import type { Kysely, Selectable } from 'kysely';
import type { DB, ThemeTable } from '../../db/schema.js';

export type ThemeRow = Selectable<ThemeTable>;

/** Kysely queries on theme (and the special rules the theme scope needs); orgId first. */
export class ThemeRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** The organisation's themes, oldest first. */
  list(orgId: number): Promise<ThemeRow[]> {
    return this.db
      .selectFrom('theme')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  find(orgId: number, id: number): Promise<ThemeRow | undefined> {
    return this.db
      .selectFrom('theme')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(orgId: number, name: string): Promise<ThemeRow | undefined> {
    return this.db
      .selectFrom('theme')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async count(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('theme')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(orgId: number, name: string, words: string, now: number): Promise<number> {
    const row = await this.db
      .insertInto('theme')
      .values({ org_id: orgId, name, words, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(orgId: number, id: number, name: string, words: string, now: number) {
    await this.db
      .updateTable('theme')
      .set({ name, words, updated_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a theme; answers whether it was the organisation's. */
  async remove(orgId: number, id: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('theme')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Rule ids of the organisation's specials: the scope of 全部专题. */
  async specialRuleIds(orgId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('special')
      .select('rule_id')
      .where('org_id', '=', orgId)
      .where('rule_id', 'is not', null)
      .execute();
    return rows.map((r) => Number(r.rule_id));
  }
}
