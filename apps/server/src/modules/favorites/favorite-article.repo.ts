import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import {
  LISTED_ARTICLE_COLUMNS,
  engagement,
  scopedArticles,
  visibleTo,
} from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleScope,
  ArticleSort,
  ListedArticleRow,
} from '../../analysis/index.js';

/** Which favourites a page or an export reads, besides the article scope. */
export interface FavoriteFilter {
  /** One folder (0 = 默认收藏夹); absent = every folder. */
  folderId?: number | undefined;
  /** Only these articles (an export of the selection). */
  articleIds?: readonly number[] | undefined;
  sort: ArticleSort;
  limit: number;
  offset: number;
}

/** A favourite article as the repo reads it: the article, its judged sentiment and folder. */
export interface FavoriteRow extends ListedArticleRow {
  folder_id: number;
  favorited_at: number;
}

/** ORDER BY of a page; favourites have no similar-count order, so 相似 sorts newest first. */
function orderOf(sort: ArticleSort): RawBuilder<unknown> {
  switch (sort) {
    case 'timeAsc':
      return sql`article.publish_time ASC, article.id ASC`;
    case 'hotDesc':
      return sql`${engagement} DESC, article.publish_time DESC, article.id DESC`;
    case 'timeDesc':
    case 'similarDesc':
      return sql`article.publish_time DESC, article.id DESC`;
  }
}

/** Kysely queries on favorite_article; orgId first everywhere (the scope carries it too). */
export class FavoriteArticleRepo {
  constructor(private readonly adb: AnalysisDb) {}

  /** The ids among `ids` that are stored articles the organisation may see. */
  async existing(orgId: number, ids: readonly number[]): Promise<number[]> {
    const rows = await this.adb.db
      .selectFrom('article')
      .select('id')
      .where('id', 'in', ids)
      .where((eb) => visibleTo(eb, orgId))
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Favourites the articles into a folder; an article already favourited moves there. */
  async save(
    orgId: number,
    articleIds: readonly number[],
    folderId: number,
    accountId: number,
    now: number,
  ): Promise<void> {
    await this.adb.db
      .insertInto('favorite_article')
      .values(
        articleIds.map((articleId) => ({
          org_id: orgId,
          article_id: articleId,
          folder_id: folderId,
          created_by: accountId,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['org_id', 'article_id']).doUpdateSet({ folder_id: folderId }))
      .execute();
  }

  /** Removes the articles from the organisation's favourites; answers how many were there. */
  async remove(orgId: number, articleIds: readonly number[]): Promise<number> {
    const res = await this.adb.db
      .deleteFrom('favorite_article')
      .where('org_id', '=', orgId)
      .where('article_id', 'in', articleIds)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** Moves favourited articles to a folder; answers how many moved. */
  async move(orgId: number, articleIds: readonly number[], folderId: number): Promise<number> {
    const res = await this.adb.db
      .updateTable('favorite_article')
      .set({ folder_id: folderId })
      .where('org_id', '=', orgId)
      .where('article_id', 'in', articleIds)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  private query(scope: ArticleScope, filter: Pick<FavoriteFilter, 'folderId' | 'articleIds'>) {
    let q = scopedArticles(this.adb, scope).innerJoin('favorite_article as fa', (join) =>
      join.onRef('fa.article_id', '=', 'article.id').on('fa.org_id', '=', scope.orgId),
    );
    if (filter.folderId !== undefined) {
      q = q.where('fa.folder_id', '=', filter.folderId);
    }
    if (filter.articleIds) {
      q = q.where('article.id', 'in', filter.articleIds);
    }
    return q;
  }

  /**
   * One page of the organisation's favourites within the scope (time, carriers, sentiments,
   * keyword through the shared engine), and how many there are over all pages.
   */
  async page(
    scope: ArticleScope,
    filter: FavoriteFilter,
  ): Promise<{ rows: FavoriteRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.query(scope, filter)
        .select([...LISTED_ARTICLE_COLUMNS, 'fa.folder_id', 'fa.created_at as favorited_at'])
        .orderBy(orderOf(filter.sort))
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      this.query(scope, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
