import type { System } from '@guanlan/shared';
import type { z } from 'zod';
import type { loginResult } from '@guanlan/shared';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionService } from '../../platform/session/session.service.js';
import { hashToken, newToken } from '../../platform/session/tokens.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountRepo, AccountRow, OrgRow } from './account.repo.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import type { PhoneCodeService } from './phone-code.service.js';
import { toSessionUser } from './session-user.mapper.js';

export type LoginResult = z.infer<typeof loginResult>;

/** A login's answer plus what only the server needs (the ueToken cookie, the system). */
export interface LoginOutcome {
  result: LoginResult;
  ueToken: string;
  system: System;
}

export interface RequestMeta {
  ip: string;
  device: string | null;
}

/** Consecutive wrong passwords before an account is locked, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;
/** Failed logins one address may make in the throttle window before it is slowed down. */
const IP_FAILURE_LIMIT = 30;
const IP_WINDOW_MS = 15 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;

/** Password, phone-code and ticket logins for the three systems, with throttling and audit. */
export class LoginService {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      accounts: AccountRepo;
      sessions: SessionService;
      phoneCodes: PhoneCodeService;
      audit: AuditLog;
      clock: Clock;
    },
  ) {}

  async passwordLogin(
    system: System,
    userName: string,
    password: string,
    meta: RequestMeta,
  ): Promise<LoginOutcome> {
    const { accounts, audit, clock } = this.deps;
    const now = clock.now();
    if ((await audit.countFailuresFromIp(meta.ip, now - IP_WINDOW_MS)) >= IP_FAILURE_LIMIT) {
      throw new AppError('RATE_LIMITED', '登录失败次数过多，请15分钟后再试');
    }
    const account = await accounts.findByUserName(userName);
    if (!account) {
      await burnPasswordCheck(password);
      await audit.write({
        action: 'login_failed',
        userName,
        system,
        ...meta,
        detail: '用户名不存在',
      });
      throw new AppError('BAD_CREDENTIALS');
    }
    if (account.locked_until !== null && account.locked_until > now) {
      const minutes = Math.ceil((account.locked_until - now) / 60_000);
      await this.fail(account, system, meta, '账号锁定期间尝试登录');
      throw new AppError('ACCOUNT_LOCKED', `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`);
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      const failed = account.failed_count + 1;
      if (failed >= MAX_FAILED_LOGINS) {
        await accounts.update(account.id, { failed_count: 0, locked_until: now + LOCK_MS });
        await this.fail(account, system, meta, '密码错误');
        await audit.write({
          action: 'account_locked',
          orgId: account.org_id,
          accountId: account.id,
          userName: account.user_name,
          system,
          ...meta,
          detail: `连续${MAX_FAILED_LOGINS}次密码错误`,
        });
        throw new AppError(
          'ACCOUNT_LOCKED',
          `密码连续错误${MAX_FAILED_LOGINS}次，账号已锁定15分钟`,
        );
      }
      await accounts.update(account.id, { failed_count: failed });
      await this.fail(account, system, meta, '密码错误');
      throw new AppError(
        'BAD_CREDENTIALS',
        `用户名或密码错误，还可尝试${MAX_FAILED_LOGINS - failed}次`,
      );
    }
    return this.succeed(account, system, meta, '密码登录');
  }

  async phoneLogin(phone: string, code: string, meta: RequestMeta): Promise<LoginOutcome> {
    await this.deps.phoneCodes.consume(phone, 'login', code);
    const account = (await this.deps.accounts.findByPhone(phone))[0];
    if (!account) {
      throw new AppError('NOT_FOUND', '该手机号未绑定任何账号');
    }
    return this.succeed(account, 'main', meta, '验证码登录');
  }

  /** Issues a one-time ticket (2 minutes) that tokenLogin exchanges for a session of `system`. */
  async issueTicket(accountId: number, system: System): Promise<string> {
    const token = newToken();
    const now = this.deps.clock.now();
    await this.deps.db
      .insertInto('login_ticket')
      .values({
        token_hash: hashToken(token),
        account_id: accountId,
        system,
        created_at: now,
        expires_at: now + TICKET_TTL_MS,
        used_at: null,
      })
      .execute();
    return token;
  }

  async ticketLogin(ticket: string, meta: RequestMeta): Promise<LoginOutcome> {
    const { db, clock, accounts } = this.deps;
    const now = clock.now();
    const row = await db
      .selectFrom('login_ticket')
      .selectAll()
      .where('token_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    if (!row || row.used_at !== null || row.expires_at <= now) {
      throw new AppError('SESSION_INVALID', '登录凭证无效或已过期，请重新登录');
    }
    const used = await db
      .updateTable('login_ticket')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    const account = await accounts.findById(row.account_id);
    if (Number(used.numUpdatedRows) !== 1 || !account) {
      throw new AppError('SESSION_INVALID', '登录凭证无效或已过期，请重新登录');
    }
    return this.succeed(account, row.system as System, meta, '凭证登录');
  }

  private async succeed(
    account: AccountRow,
    system: System,
    meta: RequestMeta,
    how: string,
  ): Promise<LoginOutcome> {
    const { accounts, sessions, audit, clock } = this.deps;
    const org = await accounts.findOrg(account.org_id);
    assertUsable(account, org);
    await accounts.update(account.id, {
      failed_count: 0,
      locked_until: null,
      last_login_at: clock.now(),
    });
    const { token, ueToken } = await sessions.open({
      system,
      accountId: account.id,
      orgId: account.org_id,
      ...meta,
    });
    await audit.write({
      action: 'login',
      orgId: account.org_id,
      accountId: account.id,
      userName: account.user_name,
      system,
      ...meta,
      detail: how,
    });
    const result: LoginResult = {
      accessToken: token,
      needBindPhone: org.require_phone_bind === 1 && !account.phone,
      needInit: account.initialized !== 1,
      user: toSessionUser(account, org),
    };
    return { result, ueToken, system };
  }

  private fail(account: AccountRow, system: System, meta: RequestMeta, detail: string) {
    return this.deps.audit.write({
      action: 'login_failed',
      orgId: account.org_id,
      accountId: account.id,
      userName: account.user_name,
      system,
      ...meta,
      detail,
    });
  }
}

/** Throws unless both the account and its organisation may log in. */
function assertUsable(account: AccountRow, org: OrgRow | undefined): asserts org is OrgRow {
  if (!org) {
    throw new AppError('ACCOUNT_DISABLED');
  }
  if (org.status === 'pending') {
    throw new AppError('ACCOUNT_DISABLED', '您的试用申请正在审核中，审核通过后即可登录');
  }
  if (org.status !== 'active' || account.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED');
  }
}
