import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { removeArticleHits } from '../persist/org-hits.js';
import { uncountArticles } from '../persist/article-hours.js';

/** Deletes every demo article (演示数据) and what hangs off it; returns how many. */
export async function removeDemoArticles(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom('article').select('id').where('is_demo', '=', 1).execute()
    ).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      await removeArticleHits(trx, part);
      await uncountArticles(trx, part);
      await trx.deleteFrom('article_region').where('article_id', 'in', part).execute();
      await trx.deleteFrom('article_keyword').where('article_id', 'in', part).execute();
      await trx.deleteFrom('org_article_state').where('article_id', 'in', part).execute();
      await trx.deleteFrom('article').where('id', 'in', part).execute();
    }
    // 微博分析 demo: analyses of demo posts and the generated authors with their daily facts.
    await trx.deleteFrom('micro_blog_analysis').where('is_demo', '=', 1).execute();
    const authors = trx.selectFrom('social_author').select('id').where('is_demo', '=', 1);
    await trx.deleteFrom('social_author_day').where('author_id', 'in', authors).execute();
    await trx.deleteFrom('social_author').where('is_demo', '=', 1).execute();
    return ids.length;
  });
}
