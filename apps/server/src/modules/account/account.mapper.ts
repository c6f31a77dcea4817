import { ACCOUNT_KINDS, MODULES } from '@guanlan/shared';
import type { AccountKind, ModuleKey } from '@guanlan/shared';
import { maskPhone } from '../auth/index.js';
import type { AccountWithProfile } from './account-centre.repo.js';
import { parseIds } from '../../platform/session/session.service.js';

export function parseModules(json: string): ModuleKey[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((v): v is ModuleKey => typeof v === 'string' && Object.hasOwn(MODULES, v))
      : [];
  } catch {
    return [];
  }
}

export interface AccountConfig {
  maxSpecialCount?: number;
  maxEventCount?: number;
  maxWarningRuleCount?: number;
  maxExportCount?: number;
  allowExport?: boolean;
  bindIp?: string;
}

export function parseConfig(json: string | null): AccountConfig {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** One row of the 用户管理 / 子账号管理 tables. */
export function toAccountItem(row: AccountWithProfile) {
  const kind = row.kind as AccountKind;
  const modules = parseModules(row.permissions);
  return {
    accountId: row.id,
    userName: row.user_name,
    realName: row.real_name ?? '',
    kind,
    kindName: ACCOUNT_KINDS[kind] ?? row.kind,
    phoneMasked: row.phone ? maskPhone(row.phone) : null,
    email: row.email,
    remark: row.remark,
    enabled: row.status === 'active',
    expireTime: row.expire_at,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    modules,
    moduleNames: modules.map((m) => MODULES[m]),
    specialIds: parseIds(row.special_ids),
    eventIds: parseIds(row.event_ids),
  };
}
export type AccountItem = ReturnType<typeof toAccountItem>;
