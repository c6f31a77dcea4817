import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { ArticleTable, DB } from '../../db/schema.js';
import { visibleTo } from '../../analysis/scope.js';
import { publishTimesOf } from '../../db/article-months.js';

/** An article with this organisation's judgement of it (both null without an org or a row). */
export type ArticleRow = Selectable<ArticleTable> & {
  org_sentiment: string | null;
  org_deleted: number | null;
};

/** Kysely queries on single articles; per-organisation reads take orgId first. */
export class ArticleRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The article with the organisation's override, if the organisation may see it (the shared
   * pool or its own). `orgId` null reads the model's view only (a verified share link).
   */
  async find(orgId: number | null, articleId: number): Promise<ArticleRow | undefined> {
    let query = this.db
      .selectFrom('article')
      .leftJoin('org_article_state as oas', (join) =>
        join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId ?? 0),
      )
      .selectAll('article')
      .select(['oas.sentiment as org_sentiment', 'oas.is_deleted as org_deleted'])
      .where('article.id', '=', articleId);
    // PostgreSQL: its month only, not a probe of every monthly partition.
    const times = await publishTimesOf(this.db, [articleId]);
    if (times) {
      query = query.where('article.publish_time', 'in', times);
    }
    if (orgId !== null) {
      query = query.where((eb) => visibleTo(eb, orgId));
    }
    return query.executeTakeFirst();
  }

  /** Titles of existing articles, by id; with `orgId`, only those it may see. */
  async titles(ids: readonly number[], orgId?: number): Promise<Map<number, string>> {
    if (ids.length === 0) {
      return new Map();
    }
    let query = this.db.selectFrom('article').select(['id', 'title']).where('id', 'in', ids);
    const times = await publishTimesOf(this.db, ids);
    if (times) {
      query = query.where('publish_time', 'in', times);
    }
    if (orgId !== undefined) {
      query = query.where((eb) => visibleTo(eb, orgId));
    }
    const rows = await query.execute();
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  }

  /** Region mentions (not the publisher's seat) of an article. */
  async regions(articleId: number): Promise<{ code: string; level: string }[]> {
    const times = await publishTimesOf(this.db, [articleId]);
    return this.db
      .selectFrom('article_region')
      .select(['code', 'level'])
      .where('article_id', '=', articleId)
      .$if(times !== null, (q) => q.where('publish_time', 'in', times!))
      .where('is_publisher', '=', 0)
      .orderBy('code')
      .execute();
  }

  async isFavorite(orgId: number, articleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('favorite_article')
      .select('article_id')
      .where('org_id', '=', orgId)
      .where('article_id', '=', articleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Articles in the article's similar cluster (all of them, with no per-organisation view). */
  async clusterSize(article: Pick<ArticleRow, 'id' | 'cluster_id'>): Promise<number> {
    if (article.cluster_id === null) {
      return 1;
    }
    const row = await this.db
      .selectFrom('article')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('cluster_id', '=', article.cluster_id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Sets the organisation's sentiment of the articles: a sentiment replaces the model's verdict
   * and undoes 与我无关; `irrelevant` marks them deleted and keeps any earlier override.
   */
  async judge(
    orgId: number,
    articleIds: readonly number[],
    sentiment: string,
    now: number,
  ): Promise<void> {
    const deleted = sentiment === 'irrelevant';
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('org_article_state')
        .values(
          articleIds.map((id) => ({
            org_id: orgId,
            article_id: id,
            sentiment: deleted ? null : sentiment,
            is_deleted: deleted ? 1 : 0,
            is_read: 0,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['org_id', 'article_id'])
            .doUpdateSet(
              deleted
                ? { is_deleted: 1, updated_at: now }
                : { sentiment, is_deleted: 0, updated_at: now },
            ),
        )
        .execute();
      // The rule hits and the any-hit rows carry the organisation's effective sentiment (hit
      // facts): write it through.
      for (const table of ['rule_hit', 'org_hit'] as const) {
        await trx
          .updateTable(table)
          .set({ sentiment })
          .where('article_id', 'in', articleIds)
          .where('org_id', '=', orgId)
          .execute();
      }
    });
  }
}
