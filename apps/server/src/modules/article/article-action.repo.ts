import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A manual warning to store. */
export interface ManualWarning {
  level: string;
  remark: string | null;
  createdBy: number;
}

/** Writes of the article actions: manual warnings, report articles, word filters; orgId first. */
export class ArticleActionRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** One artificial warning_article row per article. */
  async addWarnings(
    orgId: number,
    articleIds: readonly number[],
    w: ManualWarning,
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('warning_article')
      .values(
        articleIds.map((id) => ({
          org_id: orgId,
          article_id: id,
          kind: 'artificial',
          level: w.level,
          rule_id: null,
          remark: w.remark,
          created_by: w.createdBy,
          created_at: now,
          firing_id: null,
        })),
      )
      .execute();
  }

  /**
   * Adds the articles to a report period after the ones already there; an article already in
   * it stays where it is (the unique index makes the insert a no-op for it).
   */
  async addToBriefing(
    orgId: number,
    period: string,
    briefingId: number,
    articleIds: readonly number[],
    createdBy: number,
    now: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('briefing_article')
        .select(sql<number | null>`MAX(position)`.as('m'))
        .where('org_id', '=', orgId)
        .where('period', '=', period)
        .where('briefing_id', '=', briefingId)
        .executeTakeFirst();
      const start = Number(top?.m ?? 0) + 1;
      await trx
        .insertInto('briefing_article')
        .values(
          articleIds.map((id, i) => ({
            org_id: orgId,
            article_id: id,
            period,
            briefing_id: briefingId,
            position: start + i,
            created_by: createdBy,
            created_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['org_id', 'period', 'briefing_id', 'article_id']).doNothing(),
        )
        .execute();
    });
  }

  /** The generation state of one of the organisation's reports (undefined: not its own). */
  async briefingStatus(orgId: number, briefingId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('briefing')
      .select('status')
      .where('org_id', '=', orgId)
      .where('id', '=', briefingId)
      .executeTakeFirst();
    return row?.status;
  }

  /** Organisation-wide word filters (special_id 0); an existing but disabled one is re-enabled. */
  async addWordFilters(orgId: number, words: readonly string[], now: number): Promise<void> {
    await this.db
      .insertInto('filter_box')
      .values(
        words.map((w) => ({
          org_id: orgId,
          special_id: 0,
          filter_type: 'word',
          content: w,
          enabled: 1,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['org_id', 'special_id', 'filter_type', 'content']).doUpdateSet({ enabled: 1 }),
      )
      .execute();
  }

  /** Which of `accountIds` are active accounts of the organisation. */
  async activeAccountsAmong(orgId: number, accountIds: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('status', '=', 'active')
      .where('id', 'in', accountIds)
      .execute();
    return rows.map((r) => Number(r.id));
  }
}
