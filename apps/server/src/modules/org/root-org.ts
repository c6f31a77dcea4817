import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** An organisation created with its root account (seeding: the demo and the platform's own). */
export interface RootOrg {
  name: string;
  contactName: string;
  industry: string;
  region: string | null;
  remark: string;
  isDemo: boolean;
  maxOrdinaryAccounts: number;
  maxSubAccounts: number;
  userName: string;
  realName: string;
  passwordHash: string;
  isPlatformAdmin: boolean;
}

/**
 * Inserts an active organisation and its root account in one transaction, together with
 * whatever `alongside` writes (a seed marker).
 */
export async function createRootOrg(
  db: Kysely<DB>,
  o: RootOrg,
  now: number,
  alongside?: (trx: Transaction<DB>, orgId: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisation')
      .values({
        name: o.name,
        status: 'active',
        edition: 'government',
        contact_name: o.contactName,
        contact_phone: null,
        email: null,
        industry: o.industry,
        region: o.region,
        remark: o.remark,
        is_demo: o.isDemo ? 1 : 0,
        require_phone_bind: 0,
        max_ordinary_accounts: o.maxOrdinaryAccounts,
        max_sub_accounts: o.maxSubAccounts,
        created_at: now,
        approved_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('account')
      .values({
        org_id: org.id,
        user_name: o.userName,
        password_hash: o.passwordHash,
        kind: 'root',
        parent_id: null,
        real_name: o.realName,
        phone: null,
        permissions: '[]',
        status: 'active',
        failed_count: 0,
        locked_until: null,
        initialized: 1,
        is_platform_admin: o.isPlatformAdmin ? 1 : 0,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
    await alongside?.(trx, Number(org.id));
    return Number(org.id);
  });
}
