import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Warnings (issue 5): rules, recipients (notices), firings, per-recipient deliveries and the
 * read state of warned articles. A firing is stored before anything is sent; each delivery is
 * a job with retries, and its dedupe key (channel, recipient, similar cluster) is unique, so a
 * cluster that already alerted a recipient is never pushed to them again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('warning_rule'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // machine (evaluated as articles arrive) | artificial (an analyst pushes articles by hand)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    // The rule's own keyword rule (monitor_rule kind `warning`), when it has words.
    .addColumn('rule_id', 'bigint')
    .addColumn('mode', 'varchar(12)', (c) => c.notNull().defaultTo('simple'))
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    // JSON: sentiments, carriers, specialIds, minSimilarCount, minSourceWeight, volume window
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON: noticeWays, pushStartTime, pushEndTime, weekendPush, minIntervalMinutes
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_fired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warning_rule_org_name_idx')
    .on('warning_rule')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('warning_notice'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('account_id', 'bigint')
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('wechat_open_id', 'varchar(64)')
    .addColumn('webhook_url', 'varchar(2000)')
    // generic | wecom | dingtalk | feishu
    .addColumn('webhook_type', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('warning_rule_notice')
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('notice_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('warning_rule_notice_pk', ['rule_id', 'notice_id'])
    .execute();

  await withId(db, db.schema.createTable('warning_firing'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    // cluster:<id> (one firing per similar cluster) | volume:<window start> | manual:<n>
    .addColumn('fire_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('article_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warning_firing_key_idx')
    .on('warning_firing')
    .columns(['rule_id', 'fire_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('warning_firing_org_idx')
    .on('warning_firing')
    .columns(['org_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('warning_delivery'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('firing_id', 'bigint', (c) => c.notNull())
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('notice_id', 'bigint')
    // site | email | webhook | sms | weChat
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('target', 'varchar(2000)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull())
    // pending | sent | failed | skipped
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detail', 'varchar(1000)')
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('warning_delivery_dedupe_idx')
    .on('warning_delivery')
    .columns(['org_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('warning_delivery_firing_idx')
    .on('warning_delivery')
    .columns(['firing_id'])
    .execute();

  await db.schema.alterTable('warning_article').addColumn('firing_id', 'bigint').execute();
  await db.schema
    .createTable('warning_read')
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('warning_id', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('warning_read_pk', ['account_id', 'warning_id'])
    .execute();
}
