import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../auth/index.js';
import { randomPassword } from './seed-demo.js';

export const PLATFORM_ORG_NAME = '观澜平台管理';
export const PLATFORM_ADMIN_USER = 'platform';

/**
 * Makes sure the deployment has a platform administrator: the account that maintains the
 * sources and vendor keys shared by every organisation and approves trial applications. It
 * lives in an organisation of its own, apart from any tenant (the demo organisation's root is
 * an ordinary tenant root). Created on the first start without one; the password comes from
 * GUANLAN_PLATFORM_PASSWORD or is generated and returned so the caller prints it once.
 */
export async function seedPlatformAdmin(
  db: Kysely<DB>,
  clock: Clock,
  presetPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const existing = await db
    .selectFrom('account')
    .select('id')
    .where('is_platform_admin', '=', 1)
    .executeTakeFirst();
  if (existing) {
    return { created: false, generatedPassword: null };
  }
  const password = presetPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisation')
      .values({
        name: PLATFORM_ORG_NAME,
        status: 'active',
        edition: 'government',
        contact_name: '平台管理员',
        contact_phone: null,
        email: null,
        industry: '平台',
        region: null,
        remark: '部署的平台管理账号所在单位：维护全平台共享的数据源与接入密钥、审核试用申请',
        is_demo: 0,
        require_phone_bind: 0,
        max_ordinary_accounts: 0,
        max_sub_accounts: 0,
        created_at: now,
        approved_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('account')
      .values({
        org_id: org.id,
        user_name: PLATFORM_ADMIN_USER,
        password_hash: passwordHash,
        kind: 'root',
        parent_id: null,
        real_name: '平台管理员',
        phone: null,
        permissions: '[]',
        status: 'active',
        failed_count: 0,
        locked_until: null,
        initialized: 1,
        is_platform_admin: 1,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .execute();
  });
  return { created: true, generatedPassword: presetPassword ? null : password };
}
