import type { Kysely } from 'kysely';

/**
 * 重点监测 reads the articles of monitored sites over a time range (no rule drives it): an
 * index on (site_name, publish_time) answers that without walking every article.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('article_site_time_idx')
    .on('article')
    .columns(['site_name', 'publish_time'])
    .execute();
}
