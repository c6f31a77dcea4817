import { GRANTABLE_MODULES } from '@guanlan/shared';
import type { SessionUser } from '@guanlan/shared';
import { maskPhone } from './phone-code.service.js';
import type { AccountRow, OrgRow } from './account.repo.js';

/** Account + organisation rows → the user object the client keeps after login. */
export function toSessionUser(account: AccountRow, org: OrgRow): SessionUser {
  const kind = account.kind as SessionUser['accountKind'];
  return {
    userId: account.id,
    userName: account.user_name,
    realName: account.real_name,
    orgId: org.id,
    orgName: org.name,
    accountKind: kind,
    permissions: grantedModules(kind, parseList(account.permissions)),
    phoneMasked: account.phone ? maskPhone(account.phone) : null,
    edition: org.edition,
    initialized: account.initialized === 1,
  };
}

/** Sub accounts: their grants; ordinary: their grants when narrowed, else all; root: all. */
function grantedModules(kind: SessionUser['accountKind'], granted: string[]): string[] {
  if (kind === 'sub' || (kind === 'ordinary' && granted.length > 0)) {
    return granted;
  }
  return [...GRANTABLE_MODULES];
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
