import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, WarningNoticeTable } from '../../db/schema.js';
import { containsText } from './warning-rule.repo.js';

export type NoticeRow = Selectable<WarningNoticeTable>;

/** The fields a notice save writes. */
export type NoticeValues = Pick<
  Insertable<WarningNoticeTable>,
  'name' | 'account_id' | 'phone' | 'email' | 'wechat_open_id' | 'webhook_url' | 'webhook_type'
>;

/** Kysely queries on warning_notice (预警接收人) and its rule links; orgId first everywhere. */
export class WarningNoticeRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page of notices, oldest first, matching the keyword in name, phone or e-mail. */
  async page(
    orgId: number,
    keyword: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: NoticeRow[]; total: number }> {
    let q = this.db.selectFrom('warning_notice').where('org_id', '=', orgId);
    const k = keyword?.trim();
    if (k) {
      q = q.where((eb) =>
        eb.or([
          containsText('warning_notice.name', k),
          containsText('warning_notice.phone', k),
          containsText('warning_notice.email', k),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  find(orgId: number, id: number): Promise<NoticeRow | undefined> {
    return this.db
      .selectFrom('warning_notice')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether the account belongs to the organisation. */
  async hasAccount(orgId: number, accountId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(orgId: number, values: NoticeValues, now: number): Promise<number> {
    const row = await this.db
      .insertInto('warning_notice')
      .values({ ...values, org_id: orgId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(orgId: number, id: number, values: NoticeValues, now: number): Promise<void> {
    await this.db
      .updateTable('warning_notice')
      .set({ ...values, updated_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a notice and its links to rules. */
  async remove(orgId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('warning_rule_notice').where('notice_id', '=', id).execute();
      await trx
        .deleteFrom('warning_notice')
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
    });
  }
}
