import type { Kysely } from 'kysely';
import { isPostgres, withId } from './helpers.js';

/**
 * Reports (报告/简报): templates, the reports themselves with their frozen snapshot, the
 * per-type schedule settings, recipients, mail sends and uploaded customised files. The
 * analyst's edits of an added article (title, summary, category) live on briefing_article.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('briefing_template'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('template_type', 'integer', (c) => c.notNull())
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('header_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('briefing_template_org_name_idx')
    .on('briefing_template')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  // period_key is set for scheduled reports only: one report per organisation and period.
  await withId(db, db.schema.createTable('briefing'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('briefing_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('template_id', 'bigint')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('special_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('topic_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(60)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)')
    .addColumn('error_text', 'varchar(500)')
    .addColumn('editor_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'text')
    .addColumn('auto_send', 'text')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('generated_at', 'bigint')
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('briefing_org_type_idx')
    .on('briefing')
    .columns(['org_id', 'briefing_type', 'start_time'])
    .execute();
  await db.schema
    .createIndex('briefing_period_idx')
    .on('briefing')
    .columns(['org_id', 'period_key'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('briefing_setting'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('briefing_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('generate_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('template_id', 'bigint')
    .addColumn('special_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('auto_send', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notice_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('briefing_setting_org_type_idx')
    .on('briefing_setting')
    .columns(['org_id', 'briefing_type'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('briefing_notice'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('briefing_notice_org_idx')
    .on('briefing_notice')
    .columns(['org_id', 'email'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('briefing_send'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('briefing_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('error_text', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('briefing_send_briefing_idx')
    .on('briefing_send')
    .columns(['briefing_id'])
    .execute();

  await withId(db, db.schema.createTable('customized_file'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('briefing_type', 'varchar(12)')
    .addColumn('mime', 'varchar(120)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('body', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customized_file_org_idx')
    .on('customized_file')
    .columns(['org_id', 'created_at'])
    .execute();

  await db.schema.alterTable('briefing_article').addColumn('title', 'varchar(200)').execute();
  await db.schema.alterTable('briefing_article').addColumn('summary', 'varchar(2000)').execute();
  await db.schema.alterTable('briefing_article').addColumn('category', 'varchar(30)').execute();
}
