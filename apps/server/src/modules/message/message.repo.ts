import type { Kysely, Selectable } from 'kysely';
import type { DB, MessageTable } from '../../db/schema.js';

export type MessageRow = Selectable<MessageTable>;

/** Which messages of an account: one type, and read (true) or unread (false) only. */
export interface MessageFilter {
  type?: string | undefined;
  isRead?: boolean | undefined;
}

/** Kysely queries on one account's messages; orgId and accountId first everywhere. */
export class MessageRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private mine(orgId: number, accountId: number, filter: MessageFilter = {}) {
    let q = this.db
      .selectFrom('message')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId);
    if (filter.type) {
      q = q.where('type', '=', filter.type);
    }
    if (filter.isRead !== undefined) {
      q = q.where('read_at', filter.isRead ? 'is not' : 'is', null);
    }
    return q;
  }

  async countUnread(orgId: number, accountId: number, type?: string): Promise<number> {
    const row = await this.mine(orgId, accountId, { type, isRead: false })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page, newest first, and the number of messages over all pages. */
  async page(
    orgId: number,
    accountId: number,
    filter: MessageFilter,
    pageNum: number,
    pageSize: number,
  ): Promise<{ rows: MessageRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.mine(orgId, accountId, filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      this.mine(orgId, accountId, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Which of `ids` are this account's messages. */
  async ownIds(orgId: number, accountId: number, ids: readonly number[]): Promise<number[]> {
    const rows = await this.mine(orgId, accountId).select('id').where('id', 'in', ids).execute();
    return rows.map((r) => Number(r.id));
  }

  /** Marks the account's unread messages read: those of `ids`, or all when `ids` is absent. */
  async markRead(
    orgId: number,
    accountId: number,
    ids: readonly number[] | undefined,
    now: number,
  ): Promise<void> {
    let q = this.db
      .updateTable('message')
      .set({ read_at: now })
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('read_at', 'is', null);
    if (ids) {
      q = q.where('id', 'in', ids);
    }
    await q.execute();
  }
}
