import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../auth/index.js';
import { randomPassword } from './seed-demo.js';
import { createRootOrg } from './root-org.js';

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
  await createRootOrg(
    db,
    {
      name: PLATFORM_ORG_NAME,
      contactName: '平台管理员',
      industry: '平台',
      region: null,
      remark: '部署的平台管理账号所在单位：维护全平台共享的数据源与接入密钥、审核试用申请',
      isDemo: false,
      maxOrdinaryAccounts: 0,
      maxSubAccounts: 0,
      userName: PLATFORM_ADMIN_USER,
      realName: '平台管理员',
      passwordHash: await hashPassword(password),
      isPlatformAdmin: true,
    },
    clock.now(),
  );
  return { created: true, generatedPassword: presetPassword ? null : password };
}
