import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionInfo } from '../../platform/session/session.service.js';

/**
 * An account's 专题数上限 (maxSpecialCount): the topics it created itself. A root account and
 * an account without the limit create as many as the organisation's own limit allows.
 */
export class SpecialQuota {
  constructor(private readonly db: Kysely<DB>) {}

  /** Refuses a new topic once the account created its allowed number (4010). */
  async assertRoom(session: SessionInfo): Promise<void> {
    const max = session.accountKind === 'root' ? null : session.maxSpecialCount;
    if (max === null) {
      return;
    }
    const row = await this.db
      .selectFrom('special')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', session.orgId)
      .where('created_by', '=', session.accountId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) {
      throw new AppError(
        'QUOTA_EXCEEDED',
        `您的账号最多可创建${max}个专题，已达上限，请删除不用的专题或联系主账号调整`,
      );
    }
  }

  /**
   * Records who created a new topic; an account that sees only granted topics is granted the
   * topic it created (else it would vanish from its own tree).
   */
  async created(session: SessionInfo, specialId: number): Promise<void> {
    await this.db
      .updateTable('special')
      .set({ created_by: session.accountId })
      .where('org_id', '=', session.orgId)
      .where('id', '=', specialId)
      .execute();
    if (session.accountKind !== 'root' && session.specialIds !== null) {
      await this.db
        .updateTable('account_profile')
        .set({ special_ids: JSON.stringify([...session.specialIds, specialId]) })
        .where('account_id', '=', session.accountId)
        .execute();
    }
  }
}
