import { registerCalls } from '@guanlan/shared';
import { AppError } from '../../platform/http/app-error.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { setSessionCookies } from '../../platform/http/register-calls.js';
import type { AccountRepo } from '../auth/index.js';
import type { PhoneCodeService } from '../auth/index.js';
import type { RegisterService } from './register.service.js';
import type { NameCheckGuard } from './name-check-guard.js';

export interface RegisterDeps {
  register: RegisterService;
  accounts: AccountRepo;
  phoneCodes: PhoneCodeService;
  secureCookies: boolean;
  nameChecks: NameCheckGuard;
}

const meta = (ctx: CallContext) => ({ ip: ctx.ip, device: ctx.device });

/** Handlers of /api/register/*. */
export function registerHandlers(deps: RegisterDeps): HandlerMap {
  return handlersFor(registerCalls, {
    register: (input, ctx) => deps.register.apply(input, null, meta(ctx)),
    registerYE: (input, ctx) => deps.register.apply(input, 'enterprise', meta(ctx)),
    registerYEToPomp: (input, ctx) => deps.register.apply(input, 'enterprise', meta(ctx)),
    getByUserNameYE: async (input, ctx) => {
      await deps.nameChecks.admit('getByUserNameYE', input.userName, meta(ctx));
      return { available: await deps.register.isUserNameAvailable(input.userName) };
    },
    sendPhoneCodeByReg: (input) => deps.phoneCodes.send(input.phone, 'register'),
    sendPhoneCodeByForget: async (input) => {
      if ((await deps.accounts.findByPhone(input.phone)).length === 0) {
        throw new AppError('NOT_FOUND', '该手机号未绑定任何账号');
      }
      return deps.phoneCodes.send(input.phone, 'forget');
    },
    validatePhoneCodeByForget: (input, ctx) =>
      deps.register.resetPassword(input.phone, input.phoneCode, input.newPassword, meta(ctx)),
    registerLogin: async (input, ctx) => {
      const { response, outcome } = await deps.register.applicationStatus(
        input.phone,
        input.phoneCode,
        meta(ctx),
      );
      if (outcome) {
        const { result, ueToken, system } = outcome;
        setSessionCookies(ctx.reply, system, result.accessToken, ueToken, deps.secureCookies);
      }
      return response;
    },
    checkUserLoginUE: async (input, ctx) => {
      await deps.nameChecks.admit('checkUserLoginUE', input.userName, meta(ctx));
      const account = await deps.accounts.findByUserName(input.userName);
      return { exists: Boolean(account), needInit: account ? account.initialized !== 1 : false };
    },
  });
}
