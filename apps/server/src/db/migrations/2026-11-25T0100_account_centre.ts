import type { Kysely } from 'kysely';

/**
 * Account centre: per-account profile and grants (`account_profile`), and the call-level audit
 * columns of `audit_log` (call title, path, resource and id, outcome and business code).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_profile')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('account.id'))
    .addColumn('email', 'varchar(100)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('expire_at', 'bigint')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('special_ids', 'text')
    .addColumn('event_ids', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('audit_log').addColumn('title', 'varchar(100)').execute();
  await db.schema.alterTable('audit_log').addColumn('call_path', 'varchar(200)').execute();
  await db.schema.alterTable('audit_log').addColumn('resource', 'varchar(50)').execute();
  await db.schema.alterTable('audit_log').addColumn('resource_id', 'varchar(50)').execute();
  await db.schema.alterTable('audit_log').addColumn('outcome', 'varchar(16)').execute();
  await db.schema.alterTable('audit_log').addColumn('result_code', 'integer').execute();
  await db.schema
    .createIndex('audit_log_org_account_idx')
    .on('audit_log')
    .columns(['org_id', 'account_id', 'created_at'])
    .execute();
}
