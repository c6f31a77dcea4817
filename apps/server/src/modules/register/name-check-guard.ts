import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';

/** Public name checks one address may make in the window before it is refused. */
export const NAME_CHECK_LIMIT = 20;
export const NAME_CHECK_WINDOW_MS = 10 * 60_000;

/**
 * The public "is this user name taken / does it exist" checks answer what registration and the
 * first-login flow need, and so tell whether an account exists. Each check is audited with its
 * address, and an address is refused after {@link NAME_CHECK_LIMIT} checks in ten minutes, so
 * the calls cannot be used to walk a list of names.
 */
export class NameCheckGuard {
  constructor(
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async admit(call: string, userName: string, who: { ip: string; device: string | null }) {
    const now = this.clock.now();
    const recent = await this.audit.countFromIp(who.ip, 'name_check', now - NAME_CHECK_WINDOW_MS);
    if (recent >= NAME_CHECK_LIMIT) {
      await this.audit.write({
        action: 'name_check_throttled',
        userName,
        ...who,
        detail: `${call}：10分钟内查询超过${NAME_CHECK_LIMIT}次，已拒绝`,
      });
      throw new AppError('RATE_LIMITED', '查询过于频繁，请10分钟后再试');
    }
    await this.audit.write({ action: 'name_check', userName, ...who, detail: call });
  }
}
