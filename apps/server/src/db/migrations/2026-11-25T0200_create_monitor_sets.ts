import type { Kysely } from 'kysely';
import { isPostgres, withId } from './helpers.js';

/**
 * The monitoring-set engine's storage for the kinds beside the special topics (境外 abroad,
 * 多语种 multilingual, 短视频 short video, 重点监测 intensive): groups and sets with the same
 * columns as special_column / special plus the kind and the kind's extra fields (JSON); the
 * custom keywords of monitored objects; video count snapshots; translations; the media store;
 * the abroad website directory per organisation and the outbound redirect log. Sources gain
 * the country an article is abroad by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('monitor_group'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitor_group_org_kind_name_idx')
    .on('monitor_group')
    .columns(['org_id', 'kind', 'name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('monitor_set'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('column_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rule_id', 'bigint', (c) => c.references('monitor_rule.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitor_set_org_kind_name_idx')
    .on('monitor_set')
    .columns(['org_id', 'kind', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('monitor_set_org_column_idx')
    .on('monitor_set')
    .columns(['org_id', 'kind', 'column_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('monitor_keyword'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('set_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rule_id', 'bigint', (c) => c.references('monitor_rule.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitor_keyword_set_idx')
    .on('monitor_keyword')
    .columns(['org_id', 'set_id'])
    .execute();

  await db.schema.alterTable('source').addColumn('country', 'varchar(40)').execute();

  await db.schema
    .createTable('video_snapshot')
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('plays', 'bigint')
    .addColumn('likes', 'bigint')
    .addColumn('comments', 'bigint')
    .addColumn('shares', 'bigint')
    .addColumn('favourites', 'bigint')
    .addPrimaryKeyConstraint('video_snapshot_pk', ['article_id', 'taken_at'])
    .execute();

  await db.schema
    .createTable('article_translation')
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_translation_pk', ['article_id', 'language'])
    .execute();

  await withId(db, db.schema.createTable('media_object'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(60)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('body', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('abroad_website'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('host', 'varchar(255)', (c) => c.notNull())
    .addColumn('country', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('rss_url', 'varchar(2000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('abroad_website_org_host_idx')
    .on('abroad_website')
    .columns(['org_id', 'url'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('redirect_log'))
    .addColumn('org_id', 'bigint')
    .addColumn('account_id', 'bigint')
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('allowed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
