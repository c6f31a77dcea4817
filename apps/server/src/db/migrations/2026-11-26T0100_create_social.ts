import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * People and conversations (微博分析, 博主分析, 网民画像):
 * - `social_author`: one account per platform, kept current by upsert. `owner_key` is the
 *   owning organisation (0 = the shared pool), so a profile an organisation's own key brought
 *   stays with that organisation.
 * - Posts are articles (sentiment, regions, keywords and provenance come from the one
 *   pipeline) with link columns: `post_key` (platform:id), `parent_key` (what it reposts or
 *   comments on, as given), `post_kind` (original | repost | comment), `link_via` (how the
 *   parent was found: explicit | url | chain | root), `social_author_id`.
 * - `social_author_day`: per-author daily facts (Shanghai day) per owner key.
 * - `micro_blog_analysis`: an organisation's 微博传播分析 records with their job and result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('social_author'))
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('uid', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_key', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)')
    .addColumn('gender', 'varchar(1)')
    .addColumn('verified', 'integer')
    .addColumn('verified_type', 'integer')
    .addColumn('followers', 'bigint')
    .addColumn('friends', 'bigint')
    .addColumn('post_count', 'bigint')
    .addColumn('location', 'varchar(50)')
    .addColumn('province', 'varchar(12)')
    .addColumn('registered_at', 'bigint')
    .addColumn('avatar_url', 'varchar(2000)')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_author_uid_idx')
    .on('social_author')
    .columns(['platform', 'uid', 'owner_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('social_author_name_idx')
    .on('social_author')
    .columns(['platform', 'name'])
    .execute();

  await db.schema.alterTable('article').addColumn('post_key', 'varchar(140)').execute();
  await db.schema.alterTable('article').addColumn('parent_key', 'varchar(140)').execute();
  await db.schema.alterTable('article').addColumn('post_kind', 'varchar(12)').execute();
  await db.schema.alterTable('article').addColumn('link_via', 'varchar(12)').execute();
  await db.schema.alterTable('article').addColumn('social_author_id', 'bigint').execute();
  await db.schema.createIndex('article_post_key_idx').on('article').column('post_key').execute();
  await db.schema
    .createIndex('article_parent_key_idx')
    .on('article')
    .column('parent_key')
    .execute();
  await db.schema.createIndex('article_parent_idx').on('article').column('parent_id').execute();
  await db.schema
    .createIndex('article_social_author_idx')
    .on('article')
    .columns(['social_author_id', 'publish_time'])
    .execute();

  await db.schema
    .createTable('social_author_day')
    .addColumn('author_id', 'bigint', (c) => c.notNull())
    .addColumn('owner_key', 'bigint', (c) => c.notNull())
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('originals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reposts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('positive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('neutral', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('negative', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('social_author_day_pk', ['author_id', 'owner_key', 'day'])
    .execute();

  await withId(db, db.schema.createTable('micro_blog_analysis'))
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('root_article_id', 'bigint')
    /** running | done | failed */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(500)')
    .addColumn('job_id', 'bigint')
    .addColumn('result', 'text')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('micro_blog_analysis_org_idx')
    .on('micro_blog_analysis')
    .columns(['org_id', 'created_at'])
    .execute();
}
