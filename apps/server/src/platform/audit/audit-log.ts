import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'name_check'
  | 'name_check_throttled'
  | 'logout'
  | 'account_locked'
  | 'password_reset'
  | 'phone_bound'
  | 'register'
  | 'password_changed'
  | 'operation'
  | 'export';

export interface AuditEntry {
  action: AuditAction;
  orgId?: number | null;
  accountId?: number | null;
  userName?: string | null;
  system?: string | null;
  ip?: string | null;
  device?: string | null;
  detail?: string | null;
  title?: string | null;
  callPath?: string | null;
  resource?: string | null;
  resourceId?: string | null;
  outcome?: 'success' | 'failure' | null;
  resultCode?: number | null;
}

/** Append-only security log (log audit page, SPEC /safetyCenter/logAudit). */
export class AuditLog {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async write(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        org_id: entry.orgId ?? null,
        account_id: entry.accountId ?? null,
        user_name: entry.userName?.slice(0, 64) ?? null,
        action: entry.action,
        system: entry.system ?? null,
        ip: entry.ip ?? null,
        device: entry.device ?? null,
        detail: entry.detail?.slice(0, 500) ?? null,
        created_at: this.clock.now(),
        title: entry.title?.slice(0, 100) ?? null,
        call_path: entry.callPath?.slice(0, 200) ?? null,
        resource: entry.resource?.slice(0, 50) ?? null,
        resource_id: entry.resourceId?.slice(0, 50) ?? null,
        outcome: entry.outcome ?? null,
        result_code: entry.resultCode ?? null,
      })
      .execute();
  }

  /** Failed logins for one user name since `since` (names that do not exist lock alike). */
  async countFailuresForName(userName: string, since: number): Promise<number> {
    return this.count((q) =>
      q
        .where('user_name', '=', userName.slice(0, 64))
        .where('action', '=', 'login_failed')
        .where('created_at', '>=', since),
    );
  }

  /** Entries of `action` from one address since `since` (throttling public checks). */
  async countFromIp(ip: string, action: AuditAction, since: number): Promise<number> {
    return this.count((q) =>
      q.where('ip', '=', ip).where('action', '=', action).where('created_at', '>=', since),
    );
  }

  private async count(
    where: (
      q: SelectQueryBuilder<DB, 'audit_log', object>,
    ) => SelectQueryBuilder<DB, 'audit_log', object>,
  ): Promise<number> {
    const row = await where(this.db.selectFrom('audit_log'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Failed logins from one address since `since` (login throttling). */
  async countFailuresFromIp(ip: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('action', '=', 'login_failed')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
