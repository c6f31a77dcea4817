import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../auth/index.js';
import { seedDemoAccounts } from '../account/index.js';
import { seedDemoWorkflow } from '../oa/index.js';
import { createRootOrg } from './root-org.js';

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
 * On first start creates the demo organisation with root account `admin`. Returns the password when it was generated,
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
  const now = clock.now();
  const passwordHash = await hashPassword(password);
  await createRootOrg(
    db,
    {
      name: DEMO_ORG_NAME,
      contactName: '系统管理员',
      industry: '演示',
      region: '北京市',
      remark: '首次启动时自动创建的演示单位（演示数据）',
      isDemo: true,
      maxOrdinaryAccounts: 5,
      maxSubAccounts: 50,
      userName: 'admin',
      realName: '系统管理员',
      passwordHash,
      // The platform administrator is a separate account (seed-platform-admin.ts): the demo
      // organisation's root must not edit the sources every tenant shares.
      isPlatformAdmin: false,
    },
    now,
    async (trx, orgId) => {
      // Colleagues share admin's password (the account centre's demo), then the workflows.
      await seedDemoAccounts(trx, orgId, passwordHash, now);
      await seedDemoWorkflow(trx, now, orgId);
      await trx
        .insertInto('app_meta')
        .values({ key: SEED_KEY, value: String(now) })
        .execute();
    },
  );
  return { created: true, generatedPassword: presetPassword ? null : password };
}
