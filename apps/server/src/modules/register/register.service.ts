import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionService } from '../../platform/session/session.service.js';
import type { AccountRepo } from '../auth/index.js';
import type { LoginOutcome, LoginService, RequestMeta } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import type { PhoneCodeService } from '../auth/index.js';

export interface Application {
  orgName: string;
  contactName: string;
  phone: string;
  phoneCode: string;
  userName: string;
  password: string;
  email?: string | undefined;
  industry?: string | undefined;
  region?: string | undefined;
  remark?: string | undefined;
}

type Status = 'pending' | 'active' | 'rejected';

const STATUS_TEXT: Record<Status, string> = {
  pending: '申请已提交，正在审核中，审核通过后将以短信通知您',
  active: '申请已通过，可以登录使用',
  rejected: '申请未通过审核，如有疑问请联系客服',
};

function statusOf(orgStatus: string): Status {
  return orgStatus === 'active' ? 'active' : orgStatus === 'pending' ? 'pending' : 'rejected';
}

/** Trial applications (pending organisations), applicant status checks and password recovery. */
export class RegisterService {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      accounts: AccountRepo;
      phoneCodes: PhoneCodeService;
      sessions: SessionService;
      login: LoginService;
      audit: AuditLog;
      clock: Clock;
    },
  ) {}

  async isUserNameAvailable(userName: string): Promise<boolean> {
    return !(await this.deps.accounts.findByUserName(userName));
  }

  /** Creates a pending organisation and its root account; a platform administrator approves it. */
  async apply(app: Application, edition: string | null, meta: RequestMeta) {
    const { db, clock, phoneCodes, audit } = this.deps;
    if (!(await this.isUserNameAvailable(app.userName))) {
      throw new AppError('CONFLICT', '该用户名已被使用，请换一个');
    }
    const pending = await db
      .selectFrom('organisation')
      .select('id')
      .where('contact_phone', '=', app.phone)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) {
      throw new AppError('CONFLICT', '该手机号已有一份正在审核的申请，请耐心等待');
    }
    await phoneCodes.consume(app.phone, 'register', app.phoneCode);
    const passwordHash = await hashPassword(app.password);
    const now = clock.now();
    const orgId = await db.transaction().execute(async (trx) => {
      const org = await trx
        .insertInto('organisation')
        .values({
          name: app.orgName,
          status: 'pending',
          edition,
          contact_name: app.contactName,
          contact_phone: app.phone,
          email: app.email ?? null,
          industry: app.industry ?? null,
          region: app.region ?? null,
          remark: app.remark ?? null,
          is_demo: 0,
          require_phone_bind: 0,
          max_ordinary_accounts: 5,
          max_sub_accounts: 50,
          created_at: now,
          approved_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('account')
        .values({
          org_id: org.id,
          user_name: app.userName,
          password_hash: passwordHash,
          kind: 'root',
          parent_id: null,
          real_name: app.contactName,
          phone: app.phone,
          permissions: '[]',
          status: 'active',
          failed_count: 0,
          locked_until: null,
          initialized: 0,
          is_platform_admin: 0,
          created_at: now,
          updated_at: now,
          last_login_at: null,
        })
        .execute();
      return org.id;
    });
    await audit.write({
      action: 'register',
      orgId,
      userName: app.userName,
      ...meta,
      detail: app.orgName,
    });
    return { applicationId: orgId, status: 'pending' as const, message: STATUS_TEXT.pending };
  }

  /** The applicant's latest application; logs in when it has been approved. */
  async applicationStatus(phone: string, code: string, meta: RequestMeta) {
    const { db, phoneCodes, accounts, login } = this.deps;
    await phoneCodes.consume(phone, 'register', code);
    const org = await db
      .selectFrom('organisation')
      .selectAll()
      .where('contact_phone', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!org) {
      throw new AppError('NOT_FOUND', '未找到该手机号提交的试用申请');
    }
    const status = statusOf(org.status);
    let outcome: LoginOutcome | null = null;
    if (status === 'active') {
      const root = (await accounts.findByPhone(phone)).find((a) => a.org_id === org.id);
      if (root) {
        const ticket = await login.issueTicket(root.id, 'main');
        outcome = await login.ticketLogin(ticket, meta);
      }
    }
    return {
      response: {
        applicationId: org.id,
        orgName: org.name,
        status,
        message: STATUS_TEXT[status],
        login: outcome?.result ?? null,
      },
      outcome,
    };
  }

  /** Resets the password of the account bound to `phone` and ends its sessions. */
  async resetPassword(phone: string, code: string, newPassword: string, meta: RequestMeta) {
    const { accounts, phoneCodes, sessions, audit, clock } = this.deps;
    await phoneCodes.consume(phone, 'forget', code);
    const account = (await accounts.findByPhone(phone))[0];
    if (!account) {
      throw new AppError('NOT_FOUND', '该手机号未绑定任何账号');
    }
    await accounts.update(account.id, {
      password_hash: await hashPassword(newPassword),
      failed_count: 0,
      locked_until: null,
      updated_at: clock.now(),
    });
    await sessions.revokeAccount(account.id);
    await audit.write({
      action: 'password_reset',
      orgId: account.org_id,
      accountId: account.id,
      userName: account.user_name,
      ...meta,
    });
    return { userName: account.user_name };
  }
}
