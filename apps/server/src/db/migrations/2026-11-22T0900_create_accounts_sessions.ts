import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** Organisations, accounts, sessions of the three systems, phone codes, login tickets, audit log. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('organisation'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('edition', 'varchar(32)')
    .addColumn('contact_name', 'varchar(50)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('industry', 'varchar(50)')
    .addColumn('region', 'varchar(50)')
    .addColumn('remark', 'varchar(1000)')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('require_phone_bind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_ordinary_accounts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('max_sub_accounts', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('account'))
    .addColumn('org_id', 'bigint', (c) => c.notNull().references('organisation.id'))
    .addColumn('user_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('parent_id', 'bigint')
    .addColumn('real_name', 'varchar(50)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('initialized', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_platform_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema.createIndex('account_org_idx').on('account').column('org_id').execute();
  await db.schema.createIndex('account_phone_idx').on('account').column('phone').execute();

  await withId(db, db.schema.createTable('session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('system', 'varchar(8)', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('ue_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('replaced_at', 'bigint')
    .addColumn('ip', 'varchar(64)')
    .addColumn('device', 'varchar(32)')
    .execute();
  await db.schema.createIndex('session_account_idx').on('session').column('account_id').execute();

  await withId(db, db.schema.createTable('phone_code'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('phone_code_lookup_idx')
    .on('phone_code')
    .columns(['phone', 'purpose', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('login_ticket'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('account.id'))
    .addColumn('system', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('org_id', 'bigint')
    .addColumn('account_id', 'bigint')
    .addColumn('user_name', 'varchar(64)')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('system', 'varchar(8)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('device', 'varchar(32)')
    .addColumn('detail', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_org_time_idx')
    .on('audit_log')
    .columns(['org_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_ip_time_idx')
    .on('audit_log')
    .columns(['ip', 'action', 'created_at'])
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
