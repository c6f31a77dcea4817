import type { Kysely } from 'kysely';

/**
 * Who created a special topic: an account's 专题数上限 (maxSpecialCount) counts the topics it
 * created itself. Older topics stay null (made before accounts had limits).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('special').addColumn('created_by', 'bigint').execute();
  await db.schema
    .createIndex('special_org_created_by_idx')
    .on('special')
    .columns(['org_id', 'created_by'])
    .execute();
}
