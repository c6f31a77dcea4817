import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The data centre's search log (搜索记录): each account's cloud searches with the filters they
 * ran with, so a search can be run again from the log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('search_log'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('keyword', 'varchar(200)', (c) => c.notNull())
    // JSON { searchArea, timeRange, startTime, endTime, carriers, sentiments }
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('result_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_log_account_idx')
    .on('search_log')
    .columns(['account_id', 'created_at'])
    .execute();
}
