import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, DB, OrganisationTable } from '../../db/schema.js';

export type AccountRow = Selectable<AccountTable>;
export type OrgRow = Selectable<OrganisationTable>;

/** Account lookups used by login, registration and sessions. */
export class AccountRepo {
  constructor(private readonly db: Kysely<DB>) {}

  findByUserName(userName: string): Promise<AccountRow | undefined> {
    return this.db
      .selectFrom('account')
      .selectAll()
      .where('user_name', '=', userName)
      .executeTakeFirst();
  }

  findById(id: number): Promise<AccountRow | undefined> {
    return this.db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Accounts bound to a phone, oldest first (the root account of an organisation comes first). */
  findByPhone(phone: string): Promise<AccountRow[]> {
    return this.db
      .selectFrom('account')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('id')
      .execute();
  }

  findOrg(id: number): Promise<OrgRow | undefined> {
    return this.db.selectFrom('organisation').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: number, values: Partial<Omit<AccountRow, 'id'>>): Promise<void> {
    await this.db.updateTable('account').set(values).where('id', '=', id).execute();
  }

  async setEdition(orgId: number, edition: string): Promise<void> {
    await this.db.updateTable('organisation').set({ edition }).where('id', '=', orgId).execute();
  }
}
