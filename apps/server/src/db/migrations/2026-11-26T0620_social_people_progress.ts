import type { Kysely } from 'kysely';

/**
 * 博主分析 and 网民画像 run as jobs on the shared queue (like 微博分析): each record keeps the
 * job's progress (0–1) while 分析中, and a portrait keeps its failure reason in its own column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blogger_analysis')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('portrait_analysis')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('portrait_analysis')
    .addColumn('fail_reason', 'varchar(500)')
    .execute();
}
