import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The persisted job queue (leases, retries, progress) and the monitoring rules of every
 * organisation (topics, warnings, events, monitors) with their stored hits (percolation).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('job'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('org_id', 'bigint')
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('lease_until', 'bigint')
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(200)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_ready_idx').on('job').columns(['status', 'run_at']).execute();

  await withId(db, db.schema.createTable('monitor_rule'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', 'bigint')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('backfill_job_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitor_rule_org_idx')
    .on('monitor_rule')
    .columns(['org_id', 'kind'])
    .execute();

  // One row per (rule, article): the percolation result, denormalised for fast analyses.
  await db.schema
    .createTable('rule_hit')
    .addColumn('rule_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_hit_pk', ['rule_id', 'article_id'])
    .execute();
  await db.schema
    .createIndex('rule_hit_rule_time_idx')
    .on('rule_hit')
    .columns(['rule_id', 'publish_time'])
    .execute();
  await db.schema.createIndex('rule_hit_article_idx').on('rule_hit').column('article_id').execute();

  // Per-organisation judgements on shared articles (sentiment override, 与我无关, read state).
  await db.schema
    .createTable('org_article_state')
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('article_id', 'bigint', (c) => c.notNull())
    .addColumn('sentiment', 'varchar(12)')
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_article_state_pk', ['org_id', 'article_id'])
    .execute();

  await withId(db, db.schema.createTable('api_key'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
}
