import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * 即时通讯: the watched chats of an organisation (platform, account, consent/source, retention,
 * the hash of the bot/webhook token), their persons with every nickname seen, their messages
 * (recalled ones kept and flagged; each with text is also an article of the organisation,
 * carrier `chat`, at a URL made of chat and message id) and the
 * meet records (a chat's messages split by idle gaps). Groups and sets live in monitor_group /
 * monitor_set (kind `instantMessaging`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('im_chat'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('set_id', 'bigint', (c) => c.notNull())
    .addColumn('platform', 'varchar(20)', (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('consent_source', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('retention_days', 'integer', (c) => c.notNull().defaultTo(180))
    .addColumn('webhook_token_hash', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_chat_org_account_idx')
    .on('im_chat')
    .columns(['org_id', 'platform', 'account'])
    .unique()
    .execute();
  await db.schema
    .createIndex('im_chat_token_idx')
    .on('im_chat')
    .column('webhook_token_hash')
    .execute();

  await withId(db, db.schema.createTable('im_person'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('sender_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_person_chat_sender_idx')
    .on('im_person')
    .columns(['chat_id', 'sender_key'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('im_person_name'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('person_id', 'bigint', (c) => c.notNull())
    .addColumn('nick_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_person_name_idx')
    .on('im_person_name')
    .columns(['person_id', 'nick_name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('im_meet'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('person_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_meet_chat_idx')
    .on('im_meet')
    .columns(['org_id', 'chat_id', 'start_at'])
    .execute();

  await withId(db, db.schema.createTable('im_message'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('person_id', 'bigint', (c) => c.notNull())
    .addColumn('external_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('recalled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meet_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_message_chat_ext_idx')
    .on('im_message')
    .columns(['chat_id', 'external_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('im_message_chat_time_idx')
    .on('im_message')
    .columns(['chat_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('im_message_meet_idx')
    .on('im_message')
    .columns(['meet_id', 'sent_at'])
    .execute();
}
