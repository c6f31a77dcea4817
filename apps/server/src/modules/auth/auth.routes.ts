import { EDITIONS, EDITION_CODES, loginCalls, systemCalls } from '@guanlan/shared';
import type { System } from '@guanlan/shared';
import { AppError } from '../../platform/http/app-error.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { AuthedContext, CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { clearSessionCookie, setSessionCookies } from '../../platform/http/register-calls.js';
import type { SessionService } from '../../platform/session/session.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import type { AccountRepo } from './account.repo.js';
import type { LoginOutcome, LoginResult, LoginService } from './login.service.js';
import { hashPassword } from './password.js';
import type { PhoneCodeService } from './phone-code.service.js';
import { maskPhone } from './phone-code.service.js';
import { toSessionUser } from './session-user.mapper.js';

export interface AuthDeps {
  login: LoginService;
  sessions: SessionService;
  accounts: AccountRepo;
  phoneCodes: PhoneCodeService;
  audit: AuditLog;
  secureCookies: boolean;
  clock: Clock;
  config: { mediaServiceBase: string; websocketUrl: string };
}

const EDITION_TEXT: Record<(typeof EDITION_CODES)[number], string> = {
  government: '面向政府宣传部门、网信办：属地舆情、政务热点、领导关注。',
  university: '面向高校宣传部：校园舆情、师生言论、招生与学术热点。',
  enterprise: '面向企业公关与风控：品牌口碑、竞品动态、危机预警。',
};

/** Requires a session (the binder guarantees it for `required` calls). */
export function requireSession(ctx: CallContext): AuthedContext {
  if (!ctx.session) {
    throw new AppError('NOT_LOGGED_IN');
  }
  return ctx as AuthedContext;
}

function meta(ctx: CallContext) {
  return { ip: ctx.ip, device: ctx.device };
}

/** Handlers of /api/login/*, the navy and OA logins, single sign-on and the start-up config. */
export function authHandlers(deps: AuthDeps): HandlerMap {
  const withCookie = (ctx: CallContext, outcome: LoginOutcome): LoginResult => {
    const { result, ueToken, system } = outcome;
    setSessionCookies(ctx.reply, system, result.accessToken, ueToken, deps.secureCookies);
    return result;
  };
  const logout = (system: System) => async (_: unknown, ctx: CallContext) => {
    const { session } = requireSession(ctx);
    await deps.sessions.revoke(session.sessionId);
    await deps.audit.write({
      action: 'logout',
      orgId: session.orgId,
      accountId: session.accountId,
      userName: session.userName,
      system,
      ...meta(ctx),
    });
    clearSessionCookie(ctx.reply, system);
    return null;
  };
  const enterSystem = (system: System, path: string) => async (_: unknown, ctx: CallContext) => {
    const { session } = requireSession(ctx);
    const ticket = await deps.login.issueTicket(session.accountId, system);
    const { result } = await deps.login.ticketLogin(ticket, meta(ctx));
    setSessionCookies(ctx.reply, system, result.accessToken, session.ueToken, deps.secureCookies);
    return { accessToken: result.accessToken, path };
  };

  const login = handlersFor(loginCalls, {
    ajaxLogin: async (input, ctx) => {
      const outcome =
        input.userName && input.password
          ? await deps.login.passwordLogin('main', input.userName, input.password, meta(ctx))
          : await deps.login.phoneLogin(input.phone ?? '', input.phoneCode ?? '', meta(ctx));
      return withCookie(ctx, outcome);
    },
    logout: logout('main'),
    currentUser: async (_, ctx) => {
      const { session } = requireSession(ctx);
      const account = await deps.accounts.findById(session.accountId);
      const org = account && (await deps.accounts.findOrg(account.org_id));
      if (!account || !org) {
        throw new AppError('SESSION_INVALID');
      }
      return toSessionUser(account, org);
    },
    tokenLogin: async (input, ctx) =>
      withCookie(ctx, await deps.login.ticketLogin(input.token, meta(ctx))),
    sendPhoneCodeByLogin: async (input) => {
      const bound = await deps.accounts.findByPhone(input.phone);
      if (bound.length === 0) {
        throw new AppError('NOT_FOUND', '该手机号未绑定任何账号');
      }
      return deps.phoneCodes.send(input.phone, 'login');
    },
    sendUserPhoneCodeByBind: (input) => deps.phoneCodes.send(input.phone, 'bind'),
    bindUserPhone: async (input, ctx) => {
      const { session } = requireSession(ctx);
      await deps.phoneCodes.consume(input.phone, 'bind', input.phoneCode);
      await deps.accounts.update(session.accountId, {
        phone: input.phone,
        updated_at: deps.clock.now(),
      });
      await deps.audit.write({
        action: 'phone_bound',
        orgId: session.orgId,
        accountId: session.accountId,
        userName: session.userName,
        system: 'main',
        ...meta(ctx),
        detail: maskPhone(input.phone),
      });
      return { phoneMasked: maskPhone(input.phone) };
    },
    ueCheckToken: async (_, ctx) => {
      const { session } = requireSession(ctx);
      const header = ctx.request.headers.uetoken;
      const account = await deps.accounts.findById(session.accountId);
      return { valid: header === session.ueToken, needInit: account?.initialized !== 1 };
    },
    ueGetVersionList: () =>
      EDITION_CODES.map((version) => ({
        version,
        title: EDITIONS[version],
        description: EDITION_TEXT[version],
      })),
    saveUeSetting: async (input, ctx) => {
      const { session } = requireSession(ctx);
      const now = deps.clock.now();
      await deps.accounts.update(session.accountId, {
        initialized: 1,
        updated_at: now,
        ...(input.realName ? { real_name: input.realName } : {}),
        ...(input.newPassword ? { password_hash: await hashPassword(input.newPassword) } : {}),
      });
      if (session.accountKind === 'root') {
        await deps.accounts.setEdition(session.orgId, input.version);
      }
      return null;
    },
  });

  const systems = handlersFor(systemCalls, {
    navyLogin: async (input, ctx) =>
      withCookie(
        ctx,
        await deps.login.passwordLogin('navy', input.userName, input.password, meta(ctx)),
      ),
    navyLogout: logout('navy'),
    oaLogin: async (input, ctx) =>
      withCookie(
        ctx,
        await deps.login.passwordLogin('oa', input.userName, input.password, meta(ctx)),
      ),
    oaLogout: logout('oa'),
    navySystemPage: enterSystem('navy', '/navtSystem'),
    oaSystemPage: enterSystem('oa', '/opinionOa'),
    startupConfig: () => ({
      mediaServiceBase: deps.config.mediaServiceBase,
      websocketUrl: deps.config.websocketUrl,
    }),
  });

  return mergeHandlers(login, systems);
}
