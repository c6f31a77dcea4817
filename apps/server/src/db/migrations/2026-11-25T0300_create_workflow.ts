import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The two workflow systems and the work diary: 网评任务 (navy: troops, members, invitation codes,
 * labels, task types, tasks, target items, submissions), 舆情上报审批 (OA: reports, images, step
 * logs, flow messages) and 工作日志 (one record per account and day, with leaders' read marks).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('navy_group'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint')
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('navy_group_org_idx').on('navy_group').column('org_id').execute();

  await withId(db, db.schema.createTable('navy_member'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('group_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint')
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('invite_id', 'bigint')
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navy_member_org_group_idx')
    .on('navy_member')
    .columns(['org_id', 'group_id'])
    .execute();

  await withId(db, db.schema.createTable('navy_invite'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('group_id', 'bigint', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull().unique())
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('navy_label'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('navy_task_type'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('navy_task'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type_id', 'bigint', (c) => c.notNull())
    .addColumn('requirement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('review_deadline', 'bigint')
    .addColumn('link_type', 'varchar(10)')
    .addColumn('link_id', 'bigint')
    .addColumn('link_title', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reference_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platforms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('group_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('label_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('required_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navy_task_org_state_idx')
    .on('navy_task')
    .columns(['org_id', 'state'])
    .execute();

  await withId(db, db.schema.createTable('navy_task_item'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('task_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('article_id', 'bigint')
    .addColumn('required_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('navy_task_item_task_idx')
    .on('navy_task_item')
    .columns(['org_id', 'task_id'])
    .execute();

  await withId(db, db.schema.createTable('navy_comment'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('task_id', 'bigint', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('comment_url', 'varchar(2000)')
    .addColumn('screenshot_url', 'varchar(2000)')
    .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('review_opinion', 'text')
    .addColumn('score', 'integer')
    .addColumn('reviewed_by', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('evidence_state', 'varchar(12)', (c) => c.notNull().defaultTo('unverified'))
    .addColumn('evidence_status', 'integer')
    .addColumn('evidence_note', 'varchar(300)')
    .addColumn('evidence_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('navy_comment_task_idx')
    .on('navy_comment')
    .columns(['org_id', 'task_id'])
    .execute();

  await withId(db, db.schema.createTable('oa_report'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('level', 'varchar(1)', (c) => c.notNull())
    .addColumn('report_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('article_id', 'bigint')
    .addColumn('warning_id', 'bigint')
    .addColumn('article_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('carrier', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sentiment', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'text')
    .addColumn('reporter_id', 'bigint', (c) => c.notNull())
    .addColumn('approver_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('handler_id', 'bigint')
    .addColumn('instruction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('step_started_at', 'bigint', (c) => c.notNull())
    .addColumn('step_deadline', 'bigint')
    .addColumn('overdue_noticed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oa_report_org_state_idx')
    .on('oa_report')
    .columns(['org_id', 'state'])
    .execute();

  await withId(db, db.schema.createTable('oa_report_image'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('report_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('oa_report_log'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('report_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(10)')
    .addColumn('to_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oa_report_log_report_idx')
    .on('oa_report_log')
    .columns(['org_id', 'report_id'])
    .execute();

  await withId(db, db.schema.createTable('oa_flow_message'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('report_id', 'bigint', (c) => c.notNull())
    .addColumn('log_id', 'bigint')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('oa_flow_message_account_idx')
    .on('oa_flow_message')
    .columns(['org_id', 'account_id'])
    .execute();

  await withId(db, db.schema.createTable('daily_record'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('record_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('daily_record_account_day_idx')
    .on('daily_record')
    .columns(['org_id', 'account_id', 'record_date'])
    .unique()
    .execute();
  await db.schema
    .createTable('daily_record_read')
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_record_read_pk', ['record_id', 'account_id'])
    .execute();
}
