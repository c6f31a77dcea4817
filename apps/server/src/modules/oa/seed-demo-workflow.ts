import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashPassword } from '../auth/index.js';
import { seedDemoNavy } from '../navy/index.js';
import { seedDemoDailyRecords } from '../daily-record/index.js';
import { seedDemoOa } from './seed-demo-oa.js';
import { randomBytes } from 'node:crypto';

/**
 * The workflow systems of the demo organisation: two colleagues of the administrator (张伟 on
 * duty reporting, 李娜 handling; sub accounts with random passwords) and data in 网评任务,
 * 舆情上报审批 and 工作日志, so every page has something on first start.
 */
export async function seedDemoWorkflow(db: Kysely<DB>, now: number, orgId: number): Promise<void> {
  const admin = await db
    .selectFrom('account')
    .select('id')
    .where('org_id', '=', orgId)
    .where('kind', '=', 'root')
    .executeTakeFirstOrThrow();
  const WORKFLOW_MODULES = ['navy', 'oa', 'dailyRecord', 'warning', 'article'];
  /** The demo colleague of that name (the account centre may have made it already), with the
   * workflow modules granted. */
  const colleague = async (userName: string, realName: string): Promise<number> => {
    const existing = await db
      .selectFrom('account')
      .select(['id', 'permissions'])
      .where('org_id', '=', orgId)
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (existing) {
      const granted = JSON.parse(existing.permissions) as string[];
      const permissions = [...new Set([...granted, ...WORKFLOW_MODULES])];
      await db
        .updateTable('account')
        .set({ permissions: JSON.stringify(permissions) })
        .where('id', '=', existing.id)
        .execute();
      return Number(existing.id);
    }
    const row = await db
      .insertInto('account')
      .values({
        org_id: orgId,
        user_name: userName,
        password_hash: await hashPassword(randomBytes(12).toString('base64url')),
        kind: 'sub',
        parent_id: admin.id,
        real_name: realName,
        phone: null,
        permissions: JSON.stringify(WORKFLOW_MODULES),
        status: 'active',
        failed_count: 0,
        locked_until: null,
        initialized: 1,
        is_platform_admin: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const people = {
    admin: Number(admin.id),
    duty: await colleague('zhangwei', '张伟'),
    handler: await colleague('lina', '李娜'),
  };
  await seedDemoNavy(db, now, orgId, people);
  await seedDemoOa(db, now, orgId, people);
  await seedDemoDailyRecords(db, now, orgId, people);
}
