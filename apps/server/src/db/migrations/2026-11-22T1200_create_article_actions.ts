import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * What an organisation does with articles (issue 4): favourites in folders, filter boxes,
 * theme words, settings (organisation- and account-wide), the message centre, articles pushed
 * as warnings by hand and articles added to day/week/month reports. All per organisation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('favorite_folder'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('favorite_folder_org_name_idx')
    .on('favorite_folder')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  // folder_id 0 = the default folder (默认收藏夹), which cannot be deleted.
  await db.schema
    .createTable('favorite_article')
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('folder_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorite_article_pk', ['org_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('favorite_article_folder_idx')
    .on('favorite_article')
    .columns(['org_id', 'folder_id', 'created_at'])
    .execute();

  // special_id 0 = applies to every list and analysis of the organisation.
  await withId(db, db.schema.createTable('filter_box'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('special_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('filter_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('filter_box_unique_idx')
    .on('filter_box')
    .columns(['org_id', 'special_id', 'filter_type', 'content'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('theme'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('theme_org_name_idx')
    .on('theme')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('org_setting')
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_setting_pk', ['org_id', 'key'])
    .execute();
  await db.schema
    .createTable('account_setting')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_setting_pk', ['account_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('message'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('article_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('message_account_idx')
    .on('message')
    .columns(['account_id', 'read_at', 'created_at'])
    .execute();

  // kind: artificial (pushed by an analyst) | machine (fired by a warning rule, issue 5).
  await withId(db, db.schema.createTable('warning_article'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('rule_id', 'bigint')
    .addColumn('remark', 'varchar(500)')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warning_article_org_idx')
    .on('warning_article')
    .columns(['org_id', 'created_at'])
    .execute();

  // briefing_id 0 = waiting for the next report of its period.
  await withId(db, db.schema.createTable('briefing_article'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('briefing_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('briefing_article_unique_idx')
    .on('briefing_article')
    .columns(['org_id', 'period', 'briefing_id', 'article_id'])
    .unique()
    .execute();
}
