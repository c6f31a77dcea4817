import type { Kysely } from 'kysely';

/**
 * warning_article by firing: the in-app push and the delivery log look up a firing's warned
 * articles; without this index each lookup scanned the whole table (bench:alert: 12 % of the
 * server's time after 20 s).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('warning_article_firing_idx')
    .on('warning_article')
    .columns(['firing_id'])
    .execute();
}
