import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/auth/password.js';

/** 2026-11-02 09:00 Asia/Shanghai: a fixed "now" for integration tests. */
export const T0 = Date.UTC(2026, 10, 2, 1, 0, 0);

/** Test password of every factory account. */
export const TEST_PASSWORD = 'Passw0rd!x';
let cachedHash: Promise<string> | undefined;

export async function makeOrg(
  db: Kysely<DB>,
  overrides: { name?: string; status?: string; requirePhoneBind?: boolean } = {},
) {
  const row = await db
    .insertInto('organisation')
    .values({
      name: overrides.name ?? '测试单位',
      status: overrides.status ?? 'active',
      edition: 'government',
      contact_name: '测试',
      contact_phone: null,
      email: null,
      industry: null,
      region: null,
      remark: null,
      is_demo: 0,
      require_phone_bind: overrides.requirePhoneBind ? 1 : 0,
      max_ordinary_accounts: 5,
      max_sub_accounts: 50,
      created_at: T0,
      approved_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export async function makeAccount(
  db: Kysely<DB>,
  o: {
    orgId: number;
    userName: string;
    kind?: 'root' | 'ordinary' | 'sub';
    parentId?: number;
    permissions?: string[];
    phone?: string;
    initialized?: boolean;
  },
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const row = await db
    .insertInto('account')
    .values({
      org_id: o.orgId,
      user_name: o.userName,
      password_hash: await cachedHash,
      kind: o.kind ?? 'root',
      parent_id: o.parentId ?? null,
      real_name: null,
      phone: o.phone ?? null,
      permissions: JSON.stringify(o.permissions ?? []),
      status: 'active',
      failed_count: 0,
      locked_until: null,
      initialized: o.initialized === false ? 0 : 1,
      is_platform_admin: 0,
      created_at: T0,
      updated_at: T0,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userName: o.userName, password: TEST_PASSWORD };
}

/** A stored collection source (an RSS feed of the shared pool unless overridden). */
export async function makeSource(
  db: Kysely<DB>,
  overrides: {
    url: string;
    orgId?: number | null;
    name?: string;
    kind?: string;
    weight?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('source')
    .values({
      org_id: overrides.orgId ?? null,
      name: overrides.name ?? '测试来源',
      kind: overrides.kind ?? 'rss',
      url: overrides.url,
      config: '{}',
      carrier: 'news',
      region: null,
      language: 'zh',
      is_abroad: 0,
      weight: overrides.weight ?? 1,
      interval_sec: 600,
      enabled: 1,
      state: '{}',
      next_run_at: 0,
      last_run_at: null,
      last_success_at: null,
      last_error_at: null,
      last_error: null,
      consecutive_errors: 0,
      items_total: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
