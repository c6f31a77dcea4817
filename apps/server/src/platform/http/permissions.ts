import type { ModuleKey } from '@guanlan/shared';
import type { SessionInfo } from '../session/session.service.js';

/** Modules every logged-in account may use, whatever its grants. */
const ALWAYS_OPEN: ReadonlySet<ModuleKey> = new Set(['auth', 'common', 'message']);

/**
 * Root (CA) and ordinary same-level accounts use every module; sub accounts only the modules
 * their root granted. The account centre's own calls check tiers inside the service.
 */
export function canUseModule(session: SessionInfo, module: ModuleKey): boolean {
  if (session.accountKind !== 'sub') {
    return true;
  }
  if (ALWAYS_OPEN.has(module) || module === 'account') {
    return true;
  }
  return session.permissions.includes(module);
}
