import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { AuditQueryService } from '../../platform/audit/audit-query.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { SessionService } from '../../platform/session/session.service.js';
import type { AccountRepo, PhoneCodeService } from '../auth/index.js';
import { DashboardSettingsRepo } from '../dashboard/index.js';
import { AccountCentreRepo } from './account-centre.repo.js';
import { AccountMenuService } from './account-menu.service.js';
import { AccountSelfService } from './account-self.service.js';
import { AccountTiersService } from './account-tiers.service.js';
import { accountRoutes } from './account.routes.js';

export { seedDemoAccounts } from './seed-demo-accounts.js';
export { editionModules, MODULE_DESCRIPTIONS } from './app-catalog.js';

export interface AccountDeps {
  db: Kysely<DB>;
  clock: Clock;
  sessions: SessionService;
  accounts: AccountRepo;
  phoneCodes: PhoneCodeService;
  audit: AuditLog;
}

/** Handlers of the account centre, 日志审计, 应用中心 and the menu (/api/personalCenter, /api/menu, /api/application). */
export function accountHandlers(deps: AccountDeps): HandlerMap {
  const { db, clock, sessions, accounts } = deps;
  const repo = new AccountCentreRepo(db);
  const orgOf = async (orgId: number) => {
    const org = await accounts.findOrg(orgId);
    if (!org) {
      throw new Error(`organisation ${orgId} is missing`);
    }
    return org;
  };
  const tiers = new AccountTiersService(repo, sessions, clock, orgOf);
  const self = new AccountSelfService({ ...deps, repo });
  const menus = new AccountMenuService(
    new DashboardSettingsRepo(db),
    clock,
    async (orgId) => (await orgOf(orgId)).edition,
  );
  return accountRoutes({ repo, tiers, self, menus, auditQuery: new AuditQueryService(db), clock });
}
