import type { Kysely, Selectable } from 'kysely';
import type { AccountProfileTable, AccountTable, DB } from '../../db/schema.js';

export type ManagedKind = 'ordinary' | 'sub';
export type AccountWithProfile = Selectable<AccountTable> & {
  email: string | null;
  remark: string | null;
  expire_at: number | null;
  config: string | null;
  special_ids: string | null;
  event_ids: string | null;
};
export type ProfileValues = Partial<Omit<Selectable<AccountProfileTable>, 'account_id'>>;

/** Accounts of one organisation with their account-centre profile; deleted ones are invisible. */
export class AccountCentreRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private base(orgId: number) {
    return this.db
      .selectFrom('account')
      .leftJoin('account_profile', 'account_profile.account_id', 'account.id')
      .where('account.org_id', '=', orgId)
      .where('account.status', '!=', 'deleted');
  }

  private withProfile(orgId: number) {
    return this.base(orgId)
      .selectAll('account')
      .select([
        'account_profile.email',
        'account_profile.remark',
        'account_profile.expire_at',
        'account_profile.config',
        'account_profile.special_ids',
        'account_profile.event_ids',
      ]);
  }

  find(orgId: number, accountId: number): Promise<AccountWithProfile | undefined> {
    return this.withProfile(orgId).where('account.id', '=', accountId).executeTakeFirst();
  }

  rootOf(orgId: number): Promise<AccountWithProfile | undefined> {
    return this.withProfile(orgId)
      .where('account.kind', '=', 'root')
      .orderBy('account.id')
      .executeTakeFirst();
  }

  async count(orgId: number, kind: ManagedKind): Promise<number> {
    const row = await this.base(orgId)
      .where('account.kind', '=', kind)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(
    orgId: number,
    kind: ManagedKind,
    q: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ): Promise<{ rows: AccountWithProfile[]; total: number }> {
    let query = this.base(orgId).where('account.kind', '=', kind);
    if (q.keyword) {
      const like = `%${q.keyword}%`;
      query = query.where((eb) =>
        eb.or([eb('account.user_name', 'like', like), eb('account.real_name', 'like', like)]),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.withProfile(orgId)
      .where('account.id', 'in', query.select('account.id'))
      .orderBy('account.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    return { rows, total: Number(total.n) };
  }

  async userNameTaken(userName: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('account').select('id').where('user_name', '=', userName);
    if (exceptId !== undefined) {
      query = query.where('id', '!=', exceptId);
    }
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(
    values: Omit<Selectable<AccountTable>, 'id'>,
    profile: ProfileValues,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('account')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('account_profile')
        .values({ config: '{}', ...profile, account_id: row.id, updated_at: values.created_at })
        .execute();
      return row.id;
    });
  }

  async update(
    accountId: number,
    values: Partial<Omit<Selectable<AccountTable>, 'id'>>,
    profile: ProfileValues,
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(values).length > 0) {
        await trx.updateTable('account').set(values).where('id', '=', accountId).execute();
      }
      if (Object.keys(profile).length > 0) {
        await trx
          .insertInto('account_profile')
          .values({ config: '{}', ...profile, account_id: accountId, updated_at: now })
          .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...profile, updated_at: now }))
          .execute();
      }
    });
  }

  /** Which of `ids` are specials (or events) of the organisation. */
  async ownIds(
    table: 'special' | 'event',
    orgId: number,
    ids: readonly number[],
  ): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  async setOrgStatus(orgId: number, status: string): Promise<void> {
    await this.db.updateTable('organisation').set({ status }).where('id', '=', orgId).execute();
  }

  async revokeOrgSessions(orgId: number, now: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now })
      .where('org_id', '=', orgId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
