import { EDITIONS, MODULES } from '@guanlan/shared';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionInfo, SessionService } from '../../platform/session/session.service.js';
import { hashPassword, maskPhone, verifyPassword } from '../auth/index.js';
import type { AccountRepo, PhoneCodeService } from '../auth/index.js';
import type { AccountCentreRepo } from './account-centre.repo.js';
import { toAccountItem } from './account.mapper.js';
import { editionModules } from './app-catalog.js';

export interface SelfDeps {
  repo: AccountCentreRepo;
  accounts: AccountRepo;
  sessions: SessionService;
  phoneCodes: PhoneCodeService;
  audit: AuditLog;
  clock: Clock;
}

type Meta = { ip: string; device: string | null };

/** The caller's own account: profile, password, leader, and the root account's CA phone. */
export class AccountSelfService {
  constructor(private readonly d: SelfDeps) {}

  private async own(session: SessionInfo) {
    const row = await this.d.repo.find(session.orgId, session.accountId);
    const org = await this.d.accounts.findOrg(session.orgId);
    if (!row || !org) {
      throw new AppError('SESSION_INVALID');
    }
    return { row, org };
  }

  async info(session: SessionInfo) {
    const { row, org } = await this.own(session);
    return {
      ...toAccountItem(row),
      orgId: org.id,
      orgName: org.name,
      edition: org.edition,
      editionName: org.edition
        ? (EDITIONS[org.edition as keyof typeof EDITIONS] ?? org.edition)
        : null,
      requirePhoneBind: org.require_phone_bind === 1,
      maxOrdinaryAccounts: org.max_ordinary_accounts,
      maxSubAccounts: org.max_sub_accounts,
    };
  }

  async saveInfo(session: SessionInfo, form: { realName: string; email?: string | undefined }) {
    const now = this.d.clock.now();
    await this.d.repo.update(
      session.accountId,
      { real_name: form.realName, updated_at: now },
      { email: form.email ?? null },
      now,
    );
  }

  /** Changes the caller's password (old one checked) and ends every other session of it. */
  async changePassword(session: SessionInfo, oldPassword: string, newPassword: string, meta: Meta) {
    const account = await this.d.accounts.findById(session.accountId);
    if (!account || !(await verifyPassword(account.password_hash, oldPassword))) {
      throw new AppError('BAD_CREDENTIALS', '原密码不正确');
    }
    if (oldPassword === newPassword) {
      throw new AppError('VALIDATION', '新密码不能与原密码相同');
    }
    if (newPassword.toLowerCase().includes(account.user_name.toLowerCase())) {
      throw new AppError('VALIDATION', '新密码不能包含用户名');
    }
    const now = this.d.clock.now();
    await this.d.accounts.update(session.accountId, {
      password_hash: await hashPassword(newPassword),
      updated_at: now,
    });
    await this.d.sessions.revokeOthers(session.accountId, session.sessionId);
    await this.d.audit.write({
      action: 'password_changed',
      orgId: session.orgId,
      accountId: session.accountId,
      userName: session.userName,
      system: session.system,
      ...meta,
      detail: '修改密码，其他登录已下线',
    });
  }

  /** The root account (CA) of the caller's organisation: who to ask for grants. */
  async leader(session: SessionInfo) {
    const root = await this.d.repo.rootOf(session.orgId);
    if (!root) {
      throw new AppError('NOT_FOUND', '本单位没有主账号');
    }
    return {
      accountId: root.id,
      userName: root.user_name,
      realName: root.real_name ?? '',
      phoneMasked: root.phone ? maskPhone(root.phone) : null,
      email: root.email,
      isSelf: root.id === session.accountId,
    };
  }

  assertRoot(session: SessionInfo): void {
    if (session.accountKind !== 'root') {
      throw new AppError('FORBIDDEN', '只有主账号可以进行此操作');
    }
  }

  /** What the root account may grant: the edition's modules and the quotas with their use. */
  async caPermission(session: SessionInfo, counts: { ordinary: number; sub: number }) {
    const { org } = await this.own(session);
    return {
      edition: org.edition,
      modules: editionModules(org.edition).map((module) => ({ module, title: MODULES[module] })),
      maxOrdinaryAccounts: org.max_ordinary_accounts,
      ordinaryCount: counts.ordinary,
      maxSubAccounts: org.max_sub_accounts,
      subCount: counts.sub,
    };
  }

  /** 注销主账号: after the password, the organisation is disabled and every session ends. */
  async closeOrganisation(session: SessionInfo, accountId: number, password: string) {
    this.assertRoot(session);
    const account = await this.d.accounts.findById(session.accountId);
    if (accountId !== session.accountId || !account) {
      throw new AppError('NOT_FOUND', '主账号不存在');
    }
    if (!(await verifyPassword(account.password_hash, password))) {
      throw new AppError('BAD_CREDENTIALS', '密码不正确');
    }
    if (account.is_platform_admin === 1) {
      throw new AppError('FORBIDDEN', '平台管理员所在单位不能注销');
    }
    await this.d.repo.setOrgStatus(session.orgId, 'disabled');
    await this.d.repo.revokeOrgSessions(session.orgId, this.d.clock.now());
  }

  /** Is `phone` free to bind to the root account? */
  async phoneProblem(session: SessionInfo, phone: string): Promise<string | null> {
    this.assertRoot(session);
    const bound = await this.d.accounts.findByPhone(phone);
    return bound.some((a) => a.id !== session.accountId && a.status !== 'deleted')
      ? '该手机号已绑定其他账号'
      : null;
  }

  async sendPhoneCode(session: SessionInfo, phone: string) {
    this.assertRoot(session);
    const { row } = await this.own(session);
    // Unbinding sends the code to the phone already bound; binding to a free new phone.
    if (row.phone !== phone) {
      const problem = await this.phoneProblem(session, phone);
      if (problem) {
        throw new AppError('CONFLICT', problem);
      }
    }
    return this.d.phoneCodes.send(phone, 'bind');
  }

  async bindPhone(session: SessionInfo, phone: string, code: string, meta: Meta) {
    const problem = await this.phoneProblem(session, phone);
    if (problem) {
      throw new AppError('CONFLICT', problem);
    }
    await this.d.phoneCodes.consume(phone, 'bind', code);
    await this.d.accounts.update(session.accountId, { phone, updated_at: this.d.clock.now() });
    await this.securityEvent(session, 'phone_bound', meta, `绑定手机 ${maskPhone(phone)}`);
    return { phoneMasked: maskPhone(phone) };
  }

  async unbindPhone(session: SessionInfo, code: string, meta: Meta) {
    this.assertRoot(session);
    const { row, org } = await this.own(session);
    if (!row.phone) {
      throw new AppError('VALIDATION', '主账号尚未绑定手机号');
    }
    if (org.require_phone_bind === 1) {
      throw new AppError('FORBIDDEN', '本单位要求主账号绑定手机号，不能解绑，可直接绑定新手机号');
    }
    await this.d.phoneCodes.consume(row.phone, 'bind', code);
    await this.d.accounts.update(session.accountId, {
      phone: null,
      updated_at: this.d.clock.now(),
    });
    await this.securityEvent(session, 'phone_bound', meta, `解绑手机 ${maskPhone(row.phone)}`);
  }

  private securityEvent(session: SessionInfo, action: 'phone_bound', meta: Meta, detail: string) {
    return this.d.audit.write({
      action,
      orgId: session.orgId,
      accountId: session.accountId,
      userName: session.userName,
      system: session.system,
      ...meta,
      detail,
    });
  }
}
