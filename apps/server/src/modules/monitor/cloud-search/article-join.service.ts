import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import { insertStoredHits } from '../../../ingest/persist/hit-facts.js';

/** Where a search result joins: a special's or event's list, a favourites folder or a report. */
export interface JoinTarget {
  articleIds: number[];
  specialId?: number | undefined;
  eventId?: number | undefined;
  folderId?: number | undefined;
  period?: 'day' | 'week' | 'month' | undefined;
}

/**
 * 加入系统 (articleJoinSystem): search results join a special's or an event's article list (a
 * stored hit of its rule, as if it had matched), a favourites folder, or the next
 * day/week/month report. Already joined articles count once; another organisation's target
 * or an unknown article answers 4004 and changes nothing.
 */
export class ArticleJoinService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async join(orgId: number, accountId: number, t: JoinTarget): Promise<{ added: number }> {
    const ids = [...new Set(t.articleIds)];
    const articles = await this.db
      .selectFrom('article')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    if (articles.length !== ids.length) {
      throw new AppError('NOT_FOUND', '文章不存在或已被删除');
    }
    if (t.specialId !== undefined || t.eventId !== undefined) {
      const ruleId = await this.ruleOf(orgId, t);
      return { added: await insertStoredHits(this.db, { ruleId, orgId }, ids) };
    }
    const now = this.clock.now();
    if (t.folderId !== undefined) {
      if (t.folderId !== 0) {
        const folder = await this.db
          .selectFrom('favorite_folder')
          .select('id')
          .where('org_id', '=', orgId)
          .where('id', '=', t.folderId)
          .executeTakeFirst();
        if (!folder) {
          throw new AppError('NOT_FOUND', '收藏夹不存在或已被删除');
        }
      }
      const values = ids.map((id) => ({
        org_id: orgId,
        article_id: id,
        folder_id: t.folderId!,
        created_by: accountId,
        created_at: now,
      }));
      return this.count(
        this.db
          .insertInto('favorite_article')
          .values(values)
          .onConflict((oc) => oc.columns(['org_id', 'article_id']).doNothing())
          .executeTakeFirst(),
      );
    }
    return this.toReport(orgId, accountId, ids, t.period ?? 'day', now);
  }

  private async ruleOf(orgId: number, t: JoinTarget): Promise<number> {
    const row =
      t.specialId !== undefined
        ? await this.db
            .selectFrom('special')
            .select('rule_id')
            .where('org_id', '=', orgId)
            .where('id', '=', t.specialId)
            .executeTakeFirst()
        : await this.db
            .selectFrom('event')
            .select('rule_id')
            .where('org_id', '=', orgId)
            .where('id', '=', t.eventId!)
            .executeTakeFirst();
    if (!row || row.rule_id === null) {
      throw new AppError(
        'NOT_FOUND',
        t.specialId !== undefined ? '专题不存在或已被删除' : '事件不存在或已被删除',
      );
    }
    return Number(row.rule_id);
  }

  private async toReport(
    orgId: number,
    accountId: number,
    ids: number[],
    period: string,
    now: number,
  ) {
    return this.db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('briefing_article')
        .select((eb) => eb.fn.max('position').as('m'))
        .where('org_id', '=', orgId)
        .where('period', '=', period)
        .where('briefing_id', '=', 0)
        .executeTakeFirst();
      const start = Number(top?.m ?? 0) + 1;
      const res = await trx
        .insertInto('briefing_article')
        .values(
          ids.map((id, i) => ({
            org_id: orgId,
            article_id: id,
            period,
            briefing_id: 0,
            position: start + i,
            created_by: accountId,
            created_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['org_id', 'period', 'briefing_id', 'article_id']).doNothing(),
        )
        .executeTakeFirst();
      return { added: Number(res.numInsertedOrUpdatedRows ?? 0) };
    });
  }

  private async count(p: Promise<{ numInsertedOrUpdatedRows?: bigint | undefined }>) {
    const res = await p;
    return { added: Number(res.numInsertedOrUpdatedRows ?? 0) };
  }
}
