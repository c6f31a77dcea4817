import { PostgresAdapter, sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL (only for ids, FTS and partitioning). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-increment integer primary key `id` portable across both engines. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export { sql };
