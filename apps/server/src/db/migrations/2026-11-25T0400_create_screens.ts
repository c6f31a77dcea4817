import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Big-screen settings and share links, hot topics (stable ids over SimHash clusters), platform
 * hot-list snapshots, and the think tank (智库) cases and research reports.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('big_screen_set'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('screen_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('screen_title', 'varchar(50)', (c) => c.notNull())
    .addColumn('special_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('event_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('time_range', 'varchar(8)', (c) => c.notNull())
    .addColumn('refresh_seconds', 'integer', (c) => c.notNull())
    .addColumn('rotate_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('big_screen_set_org_code_idx')
    .on('big_screen_set')
    .columns(['org_id', 'screen_code'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('big_screen_share'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('screen_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('special_id', 'bigint')
    .addColumn('event_id', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('hot_topic'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hot_topic_cluster')
    .addColumn('cluster_id', 'bigint', (c) => c.primaryKey())
    .addColumn('topic_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hot_topic_cluster_topic_idx')
    .on('hot_topic_cluster')
    .column('topic_id')
    .execute();

  await withId(db, db.schema.createTable('hot_list_snapshot'))
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'bigint')
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('hot_list_snapshot_platform_idx')
    .on('hot_list_snapshot')
    .columns(['platform', 'taken_at'])
    .execute();
  await withId(db, db.schema.createTable('hot_list_item'))
    .addColumn('snapshot_id', 'bigint', (c) => c.notNull())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('story_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('heat', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('hot_list_item_snapshot_idx')
    .on('hot_list_item')
    .columns(['snapshot_id', 'rank'])
    .execute();
  await db.schema
    .createIndex('hot_list_item_story_idx')
    .on('hot_list_item')
    .columns(['story_key', 'taken_at'])
    .execute();

  await withId(db, db.schema.createTable('wisdom_case'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'bigint')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('review', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lessons', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wisdom_case_org_idx').on('wisdom_case').column('org_id').execute();
  await withId(db, db.schema.createTable('wisdom_report'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
