import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const HOUR = 3600_000;

const DEMO_ACCOUNTS = [
  {
    userName: 'zhangwei',
    realName: '张伟',
    kind: 'ordinary',
    permissions: [],
    remark: '宣传科科长（同级账号）',
  },
  {
    userName: 'liuyang',
    realName: '刘洋',
    kind: 'ordinary',
    permissions: [],
    remark: '网信办联络员（同级账号）',
  },
  {
    userName: 'lina',
    realName: '李娜',
    kind: 'sub',
    permissions: ['dashboard', 'special', 'warning'],
    remark: '值班员：只看专题与预警',
  },
  {
    userName: 'wangfang',
    realName: '王芳',
    kind: 'sub',
    permissions: ['dashboard', 'special', 'report', 'favorite'],
    remark: '简报编辑',
  },
] as const;

/** Past activity of the demo accounts for the 日志审计 page: [account, hours ago, entry]. */
const DEMO_ACTIVITY: [string, number, Record<string, string | number | null>][] = [
  ['zhangwei', 30, { action: 'login', ip: '10.12.3.21', device: 'web', outcome: 'success' }],
  [
    'zhangwei',
    29.5,
    {
      action: 'operation',
      title: '新建或修改子账号',
      call_path: '/api/personalCenter/saveSubAccount',
      resource: 'account',
      resource_id: null,
      outcome: 'success',
      result_code: 200,
    },
  ],
  ['lina', 26, { action: 'login_failed', ip: '10.12.3.40', device: 'web', detail: '密码错误' }],
  ['lina', 25.9, { action: 'login', ip: '10.12.3.40', device: 'web' }],
  [
    'lina',
    25.5,
    {
      action: 'operation',
      title: '预警已读',
      call_path: '/api/warning/readWarning',
      resource: 'warning',
      resource_id: null,
      outcome: 'success',
      result_code: 200,
    },
  ],
  [
    'lina',
    25.2,
    {
      action: 'operation',
      title: '删除专题',
      call_path: '/api/special/deleteColumnSpecial',
      resource: 'special',
      resource_id: '1',
      outcome: 'failure',
      result_code: 4003,
      detail: '您的账号未获授权查看该专题，请联系主账号授权',
    },
  ],
  ['wangfang', 20, { action: 'login', ip: '10.12.5.8', device: 'web' }],
  [
    'wangfang',
    19.8,
    {
      action: 'export',
      title: '下载简报',
      call_path: '/api/briefing/downBriefing',
      resource: 'briefing',
      resource_id: null,
      outcome: 'success',
      result_code: 200,
    },
  ],
  ['liuyang', 8, { action: 'login', ip: '172.16.0.9', device: 'web' }],
  ['liuyang', 7.5, { action: 'password_changed', detail: '修改密码，其他登录已下线' }],
];

/**
 * The demo organisation's colleagues: two ordinary same-level accounts and two sub accounts
 * (one limited to 专题 and 预警), with the root's password, and some past audit entries so the
 * account pages and 日志审计 show data on first start.
 */
export async function seedDemoAccounts(
  db: Kysely<DB>,
  orgId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  const root = await db
    .selectFrom('account')
    .select('id')
    .where('org_id', '=', orgId)
    .where('kind', '=', 'root')
    .executeTakeFirstOrThrow();
  const ids = new Map<string, number>();
  for (const a of DEMO_ACCOUNTS) {
    const row = await db
      .insertInto('account')
      .values({
        org_id: orgId,
        user_name: a.userName,
        password_hash: passwordHash,
        kind: a.kind,
        parent_id: root.id,
        real_name: a.realName,
        phone: null,
        permissions: JSON.stringify(a.permissions),
        status: 'active',
        failed_count: 0,
        locked_until: null,
        initialized: 1,
        is_platform_admin: 0,
        created_at: now - 72 * HOUR,
        updated_at: now - 72 * HOUR,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(a.userName, row.id);
    await db
      .insertInto('account_profile')
      .values({
        account_id: row.id,
        email: `${a.userName}@demo.guanlan.cn`,
        remark: a.remark,
        expire_at: null,
        config: JSON.stringify({ allowExport: a.kind !== 'sub', maxExportCount: 5000 }),
        special_ids: null,
        event_ids: null,
        updated_at: now,
      })
      .execute();
  }
  for (const [userName, hoursAgo, entry] of DEMO_ACTIVITY) {
    await db
      .insertInto('audit_log')
      .values({
        org_id: orgId,
        account_id: ids.get(userName) ?? null,
        user_name: userName,
        action: String(entry.action),
        system: 'main',
        ip: (entry.ip as string | undefined) ?? '10.12.3.21',
        device: (entry.device as string | undefined) ?? 'web',
        detail: (entry.detail as string | null | undefined) ?? null,
        created_at: now - hoursAgo * HOUR,
        title: (entry.title as string | undefined) ?? null,
        call_path: (entry.call_path as string | undefined) ?? null,
        resource: (entry.resource as string | undefined) ?? null,
        resource_id: (entry.resource_id as string | null | undefined) ?? null,
        outcome: (entry.outcome as string | undefined) ?? null,
        result_code: (entry.result_code as number | undefined) ?? null,
      })
      .execute();
  }
}
