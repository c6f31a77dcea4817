import {
  applicationCalls,
  menuCalls,
  personalCenterCalls,
  personalCenterSettingsCalls,
} from '@guanlan/shared';
import type { ModuleKey } from '@guanlan/shared';
import { xlsxDownload } from '../../analysis/excel.js';
import { AUDIT_COLUMNS, auditTableRow } from '../../platform/audit/audit-query.js';
import type { AuditQueryService } from '../../platform/audit/audit-query.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { requireSession } from '../auth/index.js';
import type { AccountCentreRepo, ManagedKind } from './account-centre.repo.js';
import type { AccountMenuService } from './account-menu.service.js';
import type { AccountSelfService } from './account-self.service.js';
import type { AccountTiersService } from './account-tiers.service.js';

export interface AccountServices {
  repo: AccountCentreRepo;
  tiers: AccountTiersService;
  self: AccountSelfService;
  menus: AccountMenuService;
  auditQuery: AuditQueryService;
  clock: Clock;
}

const who = (ctx: CallContext) => requireSession(ctx).session;
const meta = (ctx: CallContext) => ({ ip: ctx.ip, device: ctx.device });

/** The save / delete / config / authorisation / module calls of one managed tier. */
function tierHandlers(s: AccountServices, kind: ManagedKind) {
  const { tiers } = s;
  return {
    save: async (input: Parameters<AccountTiersService['save']>[2], ctx: CallContext) => ({
      accountId: await tiers.save(who(ctx), kind, input),
    }),
    remove: async (input: { accountId: number }, ctx: CallContext) => {
      await tiers.remove(who(ctx), kind, input.accountId);
      return null;
    },
    config: async (input: Parameters<AccountTiersService['saveConfig']>[2], ctx: CallContext) => {
      await tiers.saveConfig(who(ctx), kind, input);
      return null;
    },
    grants: async (input: Parameters<AccountTiersService['saveGrants']>[2], ctx: CallContext) => {
      await tiers.saveGrants(who(ctx), kind, input);
      return null;
    },
    modules: async (input: { accountId: number }, ctx: CallContext) =>
      tiers.moduleList(who(ctx), await tiers.managed(who(ctx), kind, input.accountId)),
    page: (input: Parameters<AccountTiersService['page']>[2], ctx: CallContext) =>
      tiers.page(who(ctx), kind, input),
  };
}

/** Handlers of the account centre (SPEC §7 personal centre), /api/menu and /api/application. */
export function accountRoutes(s: AccountServices): HandlerMap {
  const { tiers, self, menus, repo } = s;
  const ordinary = tierHandlers(s, 'ordinary');
  const sub = tierHandlers(s, 'sub');
  const counts = async (orgId: number) => ({
    ordinary: await repo.count(orgId, 'ordinary'),
    sub: await repo.count(orgId, 'sub'),
  });
  const ownRow = async (ctx: CallContext) => {
    const session = who(ctx);
    self.assertRoot(session);
    return { session, row: await tiers.rootRow(session) };
  };

  const accounts = handlersFor(personalCenterCalls, {
    findAccountInfo: (_, ctx) => self.info(who(ctx)),
    saveAccountInfo: async (input, ctx) => {
      await self.saveInfo(who(ctx), input);
      return null;
    },
    updateAccountPassword: async (input, ctx) => {
      await self.changePassword(who(ctx), input.oldPassword, input.newPassword, meta(ctx));
      return null;
    },
    findLeaderAccountInfo: (_, ctx) => self.leader(who(ctx)),
    findCAAccountPermission: async (_, ctx) => {
      const session = who(ctx);
      return self.caPermission(session, await counts(session.orgId));
    },
    saveCAAccount: async (input, ctx) => {
      const { session } = await ownRow(ctx);
      await tiers.saveRoot(session, input);
      return null;
    },
    deleteCAAccount: async (input, ctx) => {
      await self.closeOrganisation(who(ctx), input.accountId, input.password);
      return null;
    },
    saveCAAccountConfig: async (input, ctx) => {
      const { session } = await ownRow(ctx);
      await tiers.saveRootConfig(session, input);
      return null;
    },
    saveCAAccountAuthorization: async (input, ctx) => {
      const { session } = await ownRow(ctx);
      await tiers.saveRootGrants(session, input);
      return null;
    },
    findCAAccountModule: async (_, ctx) => {
      const session = who(ctx);
      return tiers.moduleList(session, await tiers.rootRow(session));
    },
    findAccountConfig: async (input, ctx) => {
      const session = who(ctx);
      const row =
        input.accountId === session.accountId
          ? await tiers.rootRow(session, true)
          : await tiers.anyManaged(session, input.accountId);
      return tiers.config(row);
    },
    findPageOrdinaryAccount: ordinary.page,
    validateOrdinaryAccountCount: async (_, ctx) => {
      const session = who(ctx);
      tiers.assertManager(session, 'ordinary');
      const message = await tiers.quotaProblem(session.orgId, 'ordinary');
      return { valid: message === null, message };
    },
    saveOrdinaryAccount: ordinary.save,
    deleteOrdinaryAccount: ordinary.remove,
    saveOrdinaryAccountConfig: ordinary.config,
    saveOrdinaryAccountAuthorization: ordinary.grants,
    findOrdinaryAccountModule: ordinary.modules,
    findPageSubAccount: sub.page,
    validateSaveSubAccount: async (input, ctx) => {
      const message = await tiers.problem(who(ctx), 'sub', input);
      return { valid: message === null, message };
    },
    saveSubAccount: sub.save,
    deleteSubAccount: sub.remove,
    saveSubAccountConfig: sub.config,
    saveSubAccountAuthorization: sub.grants,
    findSubAccountModule: sub.modules,
  });

  const settings = handlersFor(personalCenterSettingsCalls, {
    sendCAPhoneCode: (input, ctx) => self.sendPhoneCode(who(ctx), input.phone),
    validateCAPhone: async (input, ctx) => {
      const message = await self.phoneProblem(who(ctx), input.phone);
      return { valid: message === null, message };
    },
    bindCAPhone: (input, ctx) => self.bindPhone(who(ctx), input.phone, input.phoneCode, meta(ctx)),
    unbindCAPhone: async (input, ctx) => {
      await self.unbindPhone(who(ctx), input.phoneCode, meta(ctx));
      return null;
    },
    findMenuAlias: (_, ctx) => menus.aliases(who(ctx)),
    saveMenuAlias: async (input, ctx) => {
      await menus.saveAlias(who(ctx), input.module as ModuleKey, input.alias);
      return null;
    },
    findMenuSetting: (_, ctx) => menus.menuSetting(who(ctx)),
    saveMenuSetting: async (input, ctx) => {
      await menus.saveMenuSetting(who(ctx), input.modules);
      return null;
    },
    findPageLoginLog: (input, ctx) => s.auditQuery.page(who(ctx), { ...input, kind: 'login' }),
    findPageOperationLog: (input, ctx) => s.auditQuery.page(who(ctx), input),
    exportOperationLog: async (input, ctx) => {
      const items = await s.auditQuery.all(who(ctx), input);
      const table = { columns: AUDIT_COLUMNS, rows: items.map(auditTableRow) };
      return xlsxDownload(table, { sheetName: '日志审计', title: '日志审计' }, s.clock.now());
    },
    findSkinSetting: async (_, ctx) => ({ skin: await menus.skin(who(ctx)) }),
    saveSkinSetting: async (input, ctx) => {
      await menus.saveSkin(who(ctx), input.skin);
      return null;
    },
  });

  const menu = handlersFor(menuCalls, {
    findAppFromMenu: (_, ctx) => menus.menu(who(ctx)),
  });
  const apps = handlersFor(applicationCalls, {
    findAppMenu: (_, ctx) => menus.apps(who(ctx)),
    controlAppForMenu: async (input, ctx) => {
      await menus.controlApp(who(ctx), input.module as ModuleKey, input.showState);
      return null;
    },
  });
  return mergeHandlers(accounts, settings, menu, apps);
}
