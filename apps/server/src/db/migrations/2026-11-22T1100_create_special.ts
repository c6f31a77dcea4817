import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Special topics (专题) and the columns (栏目) that group them, per organisation. A special's
 * keyword rule lives in monitor_rule (kind `special`); `rule_id` points at it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('special_column'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_column_org_name_idx')
    .on('special_column')
    .columns(['org_id', 'name'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('special'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('column_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('rule_id', 'bigint', (c) => c.references('monitor_rule.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('top_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_org_name_idx')
    .on('special')
    .columns(['org_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('special_org_column_idx')
    .on('special')
    .columns(['org_id', 'column_id', 'position'])
    .execute();
}
