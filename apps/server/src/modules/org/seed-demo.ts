import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../auth/index.js';
import { seedDemoAccounts } from '../account/index.js';

export const DEMO_ORG_NAME = '观澜演示单位';
const SEED_KEY = 'demo_org_seeded';

/** A readable random password: 12 characters, letters and digits, always both. */
export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.join('').slice(0, 10)}${(bytes[0] ?? 0) % 10}a`;
}

/**
 * On first start creates the demo organisation with root account `admin` (also the platform
 * administrator who approves trial applications). Returns the password when it was generated,
 * so the caller prints it once; returns null when nothing was created.
 */
export async function seedDemoOrg(
  db: Kysely<DB>,
  clock: Clock,
  presetPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) {
    return { created: false, generatedPassword: null };
  }
  const password = presetPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisation')
      .values({
        name: DEMO_ORG_NAME,
        status: 'active',
        edition: 'government',
        contact_name: '系统管理员',
        contact_phone: null,
        email: null,
        industry: '演示',
        region: '北京市',
        remark: '首次启动时自动创建的演示单位（演示数据）',
        is_demo: 1,
        require_phone_bind: 0,
        max_ordinary_accounts: 5,
        max_sub_accounts: 50,
        created_at: now,
        approved_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('account')
      .values({
        org_id: org.id,
        user_name: 'admin',
        password_hash: passwordHash,
        kind: 'root',
        parent_id: null,
        real_name: '系统管理员',
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
    await seedDemoAccounts(trx, org.id, passwordHash, now);
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_KEY, value: String(now) })
      .execute();
  });
  return { created: true, generatedPassword: presetPassword ? null : password };
}
