import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deleteArticles } from '../persist/delete-articles.js';

/** Deletes every demo article (演示数据) and what hangs off it; returns how many. */
export async function removeDemoArticles(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom('article').select('id').where('is_demo', '=', 1).execute()
    ).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      await deleteArticles(trx, ids.slice(i, i + 500));
    }
    // 微博分析 demo: analyses of demo posts and the generated authors with their daily facts.
    await trx.deleteFrom('micro_blog_analysis').where('is_demo', '=', 1).execute();
    const authors = trx.selectFrom('social_author').select('id').where('is_demo', '=', 1);
    await trx.deleteFrom('social_author_day').where('author_id', 'in', authors).execute();
    await trx.deleteFrom('social_author').where('is_demo', '=', 1).execute();
    return ids.length;
  });
}
