import type { ModuleKey } from '@guanlan/shared';
import type { SessionInfo } from '../session/session.service.js';
import { visibleEventIds, visibleSpecialIds } from '../session/topic-grants.js';

/** Modules every logged-in account may use, whatever its grants. */
const ALWAYS_OPEN: ReadonlySet<ModuleKey> = new Set(['auth', 'common', 'message', 'account']);

/**
 * Root (CA) accounts use every module. Sub accounts use only the modules their root granted;
 * ordinary same-level accounts every module unless the root narrowed them to a list. The
 * account centre's own calls check tiers inside the account service.
 */
export function canUseModule(session: SessionInfo, module: ModuleKey): boolean {
  if (session.accountKind === 'root' || ALWAYS_OPEN.has(module)) {
    return true;
  }
  if (session.accountKind === 'ordinary' && session.permissions.length === 0) {
    return true;
  }
  return session.permissions.includes(module);
}

/**
 * Why a session may not make `call` at all, or null: an ungranted module, or an export or
 * download by an account whose exports are switched off.
 */
export function callRefusal(
  session: SessionInfo,
  call: { module: ModuleKey; download: boolean },
): string | null {
  if (!canUseModule(session, call.module)) {
    return '您的账号未开通该模块，请联系主账号授权';
  }
  if (call.download && !session.allowExport) {
    return '您的账号未开通导出与下载权限，请联系主账号';
  }
  return null;
}

/** Input fields that name special topics, in every module (exports and reports included). */
const SPECIAL_FIELDS = ['specialId', 'specialIds'] as const;

/**
 * Whether every special topic a call's input names is granted to the session. Lists filter
 * themselves with visibleSpecialIds; this guard stops an ungranted id typed into any call.
 */
export function canSeeTopicsOf(session: SessionInfo, input: unknown): boolean {
  return idsGranted(visibleSpecialIds(session), input, SPECIAL_FIELDS);
}

function idsGranted(
  visible: ReadonlySet<number> | null,
  input: unknown,
  fields: readonly string[],
): boolean {
  if (visible === null || typeof input !== 'object' || input === null) {
    return true;
  }
  const record = input as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    const ids = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (ids.some((id) => typeof id === 'number' && !visible.has(id))) {
      return false;
    }
  }
  return true;
}

/**
 * An export beyond the account's 导出上限 (maxExportCount), or null: the asked row count
 * (exportCount), or with exportCount 0 the selected articles, must stay within it.
 */
export function exportLimitRefusal(session: SessionInfo, input: unknown): string | null {
  const max = session.maxExportCount;
  if (max === null || typeof input !== 'object' || input === null) {
    return null;
  }
  const record = input as Record<string, unknown>;
  const count = record.exportCount;
  const asked =
    count === 0 && Array.isArray(record.articleIds)
      ? record.articleIds.length
      : typeof count === 'number'
        ? count
        : 0;
  return asked > max
    ? `导出条数超过您的账号导出上限（${max}条），请减少导出条数或联系主账号调整`
    : null;
}

/** Input fields that name events (事件), in every module (analyses and exports included). */
const EVENT_FIELDS = ['eventId', 'eventIds', 'incidentId'] as const;

/** Whether every event a call's input names is granted to the session (like canSeeTopicsOf). */
export function canSeeEventsOf(session: SessionInfo, input: unknown): boolean {
  return idsGranted(visibleEventIds(session), input, EVENT_FIELDS);
}

/** canUseModule for a stored account row (kind and its JSON module list), outside any session. */
export function accountCanUseModule(
  account: { kind: string; permissions: string },
  module: ModuleKey,
): boolean {
  let permissions: string[] = [];
  try {
    const value: unknown = JSON.parse(account.permissions);
    permissions = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  } catch {
    permissions = [];
  }
  const kind = account.kind as SessionInfo['accountKind'];
  return canUseModule({ accountKind: kind, permissions } as SessionInfo, module);
}
