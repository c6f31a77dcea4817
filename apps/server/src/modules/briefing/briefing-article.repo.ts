import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Where analyst-added articles sit: the waiting list of a period (briefing_id 0, filled by
 * joinBriefingArticle) or one report that took them.
 */
export interface ArticleHome {
  period: string;
  briefingId: number;
}

export interface ArticleEdit {
  title?: string | undefined;
  summary?: string | undefined;
  category?: string | undefined;
}

/** The added articles with the article fields a report shows, in order. */
export class BriefingArticleRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(orgId: number, home: ArticleHome) {
    let q = this.db
      .selectFrom('briefing_article as ba')
      .innerJoin('article', 'article.id', 'ba.article_id')
      .leftJoin('org_article_state as oas', (j) =>
        j.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
      )
      .where('ba.org_id', '=', orgId)
      .where('ba.briefing_id', '=', home.briefingId);
    if (home.briefingId === 0) {
      q = q.where('ba.period', '=', home.period);
    }
    return q;
  }

  async page(orgId: number, home: ArticleHome, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.rows(orgId, home)
        .select([
          'ba.id as rowId',
          'ba.article_id',
          'ba.position',
          'ba.title as edited_title',
          'ba.summary as edited_summary',
          'ba.category',
          'article.title',
          'article.summary',
          'article.site_name',
          'article.carrier',
          'article.publish_time',
          'article.url',
          sql<string>`COALESCE(oas.sentiment, article.sentiment)`.as('sentiment'),
        ])
        .orderBy('ba.position')
        .orderBy('ba.id')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.rows(orgId, home)
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Every row of a home, in order (a report takes the whole waiting list). */
  async all(orgId: number, home: ArticleHome) {
    return (await this.page(orgId, home, 0, 1000)).rows;
  }

  private async ownedIds(orgId: number, home: ArticleHome, articleIds: readonly number[]) {
    const rows = await this.rows(orgId, home)
      .select('ba.article_id')
      .where('ba.article_id', 'in', articleIds)
      .execute();
    if (rows.length !== new Set(articleIds).size) {
      throw new AppError('NOT_FOUND', '文章不在该报告中');
    }
  }

  private scoped(orgId: number, home: ArticleHome) {
    let q = this.db
      .updateTable('briefing_article')
      .where('org_id', '=', orgId)
      .where('briefing_id', '=', home.briefingId);
    if (home.briefingId === 0) {
      q = q.where('period', '=', home.period);
    }
    return q;
  }

  async edit(orgId: number, home: ArticleHome, articleId: number, e: ArticleEdit): Promise<void> {
    await this.ownedIds(orgId, home, [articleId]);
    const patch = {
      ...(e.title !== undefined ? { title: e.title.trim() || null } : {}),
      ...(e.summary !== undefined ? { summary: e.summary.trim() || null } : {}),
      ...(e.category !== undefined ? { category: e.category.trim() || null } : {}),
    };
    if (Object.keys(patch).length === 0) {
      return;
    }
    await this.scoped(orgId, home).set(patch).where('article_id', '=', articleId).execute();
  }

  /** Puts the given articles first, in the given order; the others keep theirs after them. */
  async sort(orgId: number, home: ArticleHome, articleIds: readonly number[]): Promise<void> {
    const ordered = [...new Set(articleIds)];
    await this.ownedIds(orgId, home, ordered);
    const rest = (await this.all(orgId, home))
      .map((r) => r.article_id)
      .filter((id) => !ordered.includes(id));
    await this.db.transaction().execute(async (trx) => {
      for (const [i, id] of [...ordered, ...rest].entries()) {
        let q = trx
          .updateTable('briefing_article')
          .set({ position: i + 1 })
          .where('org_id', '=', orgId)
          .where('briefing_id', '=', home.briefingId)
          .where('article_id', '=', id);
        if (home.briefingId === 0) {
          q = q.where('period', '=', home.period);
        }
        await q.execute();
      }
    });
  }

  async remove(orgId: number, home: ArticleHome, articleIds: readonly number[]): Promise<void> {
    await this.ownedIds(orgId, home, articleIds);
    let q = this.db
      .deleteFrom('briefing_article')
      .where('org_id', '=', orgId)
      .where('briefing_id', '=', home.briefingId)
      .where('article_id', 'in', articleIds);
    if (home.briefingId === 0) {
      q = q.where('period', '=', home.period);
    }
    await q.execute();
  }

  /** Moves waiting rows to the report that took them (inside the report's final write). */
  async claim(
    trx: Kysely<DB>,
    orgId: number,
    period: string,
    rowIds: readonly number[],
    briefingId: number,
  ) {
    if (rowIds.length === 0) {
      return;
    }
    await trx
      .updateTable('briefing_article')
      .set({ briefing_id: briefingId })
      .where('org_id', '=', orgId)
      .where('period', '=', period)
      .where('briefing_id', '=', 0)
      .where('id', 'in', rowIds)
      .execute();
  }
}
