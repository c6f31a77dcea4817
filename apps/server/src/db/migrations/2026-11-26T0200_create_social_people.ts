import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * 博主分析 (single and sensitive-blogger analyses with their result snapshots), saved 博主对比
 * records, each organisation's sensitive-word set, and 网民画像 records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('blogger_analysis'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('blogger_uid', 'varchar(64)')
    .addColumn('blogger_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('home_url', 'varchar(2000)')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('result', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('analysed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('blogger_analysis_org_kind_idx')
    .on('blogger_analysis')
    .columns(['org_id', 'kind', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('blogger_contrast'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('analysis_ids', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blogger_contrast_org_idx')
    .on('blogger_contrast')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sensitive_blogger_set')
    .addColumn('org_id', 'bigint', (c) => c.primaryKey())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('min_count', 'integer', (c) => c.notNull())
    .addColumn('auto_analysis', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('portrait_analysis'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('author_uid', 'varchar(64)')
    .addColumn('home_url', 'varchar(2000)')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portrait_analysis_org_idx')
    .on('portrait_analysis')
    .columns(['org_id', 'created_at'])
    .execute();
}
