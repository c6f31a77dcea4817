import type { System } from '@guanlan/shared';
import type { z } from 'zod';
import type { loginResult } from '@guanlan/shared';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionService } from '../../platform/session/session.service.js';
import { hashToken, newToken } from '../../platform/session/tokens.js';
import { boundIpMessage, ipAllowed, parseLimits } from '../../platform/session/account-limits.js';
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
const LOCKED_MESSAGE = `登录失败次数过多，账号已锁定${LOCK_MS / 60_000}分钟，请稍后再试`;

/** 138****5678: enough to find the attempt in the log without storing the whole number. */
function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '***';
}

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

  /**
   * Password login. The answer never tells a wrong password from an unknown user name
   * (用户名或密码错误, without a count). A guess first reserves an attempt with one atomic
   * `UPDATE … RETURNING`, before the password is hashed: however many guesses arrive at once,
   * at most {@link MAX_FAILED_LOGINS} are ever checked before the account locks.
   */
  async passwordLogin(
    system: System,
    userName: string,
    password: string,
    meta: RequestMeta,
  ): Promise<LoginOutcome> {
    const { accounts, audit, clock } = this.deps;
    const now = clock.now();
    await this.throttleIp(meta, userName, system, now);
    const account = await accounts.findByUserName(userName);
    if (!account) {
      // Unknown names cost the same hashing and lock alike, so they cannot be told apart.
      await burnPasswordCheck(password);
      const failures = await audit.countFailuresForName(userName, now - LOCK_MS);
      await audit.write({
        action: 'login_failed',
        userName,
        system,
        ...meta,
        detail: '用户名不存在',
      });
      if (failures + 1 >= MAX_FAILED_LOGINS) {
        throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
      }
      throw new AppError('BAD_CREDENTIALS');
    }
    const attempt = await this.reserveAttempt(account.id, now);
    if (attempt === null || attempt > MAX_FAILED_LOGINS) {
      if (attempt !== null) {
        await this.lock(account, now);
      }
      await this.fail(account, system, meta, '账号锁定期间尝试登录');
      throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      await this.fail(account, system, meta, '密码错误');
      if (attempt >= MAX_FAILED_LOGINS) {
        await this.lock(account, now);
        await audit.write({
          action: 'account_locked',
          orgId: account.org_id,
          accountId: account.id,
          userName: account.user_name,
          system,
          ...meta,
          detail: `连续${MAX_FAILED_LOGINS}次密码错误`,
        });
        throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE);
      }
      throw new AppError('BAD_CREDENTIALS');
    }
    return this.succeed(account, system, meta, '密码登录');
  }

  /** Refuses (and records) a login from an address that failed too often lately. */
  private async throttleIp(meta: RequestMeta, userName: string, system: System, now: number) {
    const { audit } = this.deps;
    if ((await audit.countFailuresFromIp(meta.ip, now - IP_WINDOW_MS)) >= IP_FAILURE_LIMIT) {
      await audit.write({
        action: 'login_throttled',
        userName,
        system,
        ...meta,
        detail: `${IP_WINDOW_MS / 60_000}分钟内失败超过${IP_FAILURE_LIMIT}次，已拒绝`,
      });
      throw new AppError('RATE_LIMITED', '登录失败次数过多，请15分钟后再试');
    }
  }

  /**
   * Counts one more password attempt, atomically; null while the account is locked. A lock that
   * has run out starts a fresh count.
   */
  private async reserveAttempt(accountId: number, now: number): Promise<number | null> {
    const { db } = this.deps;
    await db
      .updateTable('account')
      .set({ failed_count: 0, locked_until: null })
      .where('id', '=', accountId)
      .where('locked_until', '<=', now)
      .execute();
    const row = await db
      .updateTable('account')
      .set((eb) => ({ failed_count: eb('failed_count', '+', 1) }))
      .where('id', '=', accountId)
      .where('locked_until', 'is', null)
      .returning('failed_count')
      .executeTakeFirst();
    return row ? Number(row.failed_count) : null;
  }

  private async lock(account: AccountRow, now: number): Promise<void> {
    await this.deps.db
      .updateTable('account')
      .set({ locked_until: now + LOCK_MS })
      .where('id', '=', account.id)
      .where('locked_until', 'is', null)
      .execute();
  }

  async phoneLogin(phone: string, code: string, meta: RequestMeta): Promise<LoginOutcome> {
    try {
      await this.deps.phoneCodes.consume(phone, 'login', code);
    } catch (err) {
      await this.deps.audit.write({
        action: 'login_failed',
        userName: maskPhone(phone),
        system: 'main',
        ...meta,
        detail: `验证码登录失败：${err instanceof AppError ? err.message : '验证码无效'}`,
      });
      throw err;
    }
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
    await this.assertProfileAllows(account, system, meta, clock.now());
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

  /**
   * An account whose 有效期至 (account centre) has passed may not log in, nor one bound to
   * addresses (绑定IP) from any other address (recorded as a failed login).
   */
  private async assertProfileAllows(
    account: AccountRow,
    system: System,
    meta: RequestMeta,
    now: number,
  ): Promise<void> {
    const profile = await this.deps.db
      .selectFrom('account_profile')
      .select(['expire_at', 'config'])
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    const { bindIp } = parseLimits(profile?.config ?? null);
    if (!ipAllowed(bindIp, meta.ip)) {
      await this.fail(account, system, meta, '登录IP不在绑定范围内');
      throw new AppError('FORBIDDEN', boundIpMessage(meta.ip));
    }
    if (
      profile?.expire_at !== null &&
      profile?.expire_at !== undefined &&
      profile.expire_at <= now
    ) {
      throw new AppError('ACCOUNT_DISABLED', '账号已过有效期，请联系主账号延长有效期');
    }
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
