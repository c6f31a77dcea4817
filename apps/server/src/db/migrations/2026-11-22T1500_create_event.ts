import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Events (事件分析) and their disposal records (处置记录), per organisation. An event's keyword
 * rule lives in monitor_rule (kind `event`); `rule_id` points at it. Its articles are the rule's
 * hits inside [start_time, end_time or now].
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('event'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rule_id', 'bigint', (c) => c.references('monitor_rule.id'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_org_name_idx')
    .on('event')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('event_dispose'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('dispose_time', 'bigint', (c) => c.notNull())
    .addColumn('department', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint')
    .addColumn('author_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_dispose_org_event_idx')
    .on('event_dispose')
    .columns(['org_id', 'event_id', 'dispose_time'])
    .execute();
}
