import type { Kysely, Selectable } from 'kysely';
import type { DB, SearchLogTable } from '../../db/schema.js';

export type SearchLogRow = Selectable<SearchLogTable>;

/** Kysely queries on one account's search log; orgId and accountId first everywhere. */
export class SearchLogRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Remembers a search. The same keyword with the same filters moves to the top instead of
   * appearing twice.
   */
  async record(
    orgId: number,
    accountId: number,
    entry: { keyword: string; params: string; resultCount: number },
    now: number,
  ): Promise<void> {
    const same = await this.db
      .selectFrom('search_log')
      .select('id')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('keyword', '=', entry.keyword)
      .where('params', '=', entry.params)
      .executeTakeFirst();
    if (same) {
      await this.db
        .updateTable('search_log')
        .set({ result_count: entry.resultCount, created_at: now })
        .where('id', '=', same.id)
        .execute();
      return;
    }
    await this.db
      .insertInto('search_log')
      .values({
        org_id: orgId,
        account_id: accountId,
        keyword: entry.keyword,
        params: entry.params,
        result_count: entry.resultCount,
        created_at: now,
      })
      .execute();
  }

  /** One page of the account's searches, newest first. */
  async page(orgId: number, accountId: number, pageNum: number, pageSize: number) {
    const base = this.db
      .selectFrom('search_log')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Which of `ids` are the account's own searches. */
  async ownIds(orgId: number, accountId: number, ids: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('search_log')
      .select('id')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async remove(orgId: number, accountId: number, ids: readonly number[]): Promise<void> {
    await this.db
      .deleteFrom('search_log')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .execute();
  }
}
