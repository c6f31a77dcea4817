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

/**
 * SQLite: one hand-written sqlite_stat1 row (the documented way to inform the planner) saying
 * an index over `columns` columns is unique from its first column on, so lookups by that column
 * use the narrow index rather than the table. A later ANALYZE or PRAGMA optimize replaces it
 * with measured figures.
 */
export async function statIndexUnique(
  db: Kysely<any>,
  table: string,
  index: string,
  columns: number,
): Promise<void> {
  const ones = Array.from({ length: columns }, () => '1').join(' ');
  // Creates the statistics tables when missing; run again after the insert to reload them.
  await sql`ANALYZE sqlite_schema`.execute(db);
  await sql`DELETE FROM sqlite_stat1 WHERE idx = ${index}`.execute(db);
  await sql`INSERT INTO sqlite_stat1 (tbl, idx, stat)
    VALUES (${table}, ${index}, ${`1000000 ${ones}`})`.execute(db);
  await sql`ANALYZE sqlite_schema`.execute(db);
}

/** Storage options of every monthly partition (2026-11-26T0700: insert-driven autovacuum). */
export const MONTH_STORAGE = sql`WITH (
    autovacuum_vacuum_insert_scale_factor = 0.01,
    autovacuum_vacuum_insert_threshold = 2000,
    autovacuum_analyze_scale_factor = 0.02)`;

/** `YYYYMM` of the UTC month starting at `from` (partition names `<table>_pYYYYMM`). */
export function monthSuffix(from: number): string {
  const d = new Date(from);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** UTC month starts of the `publish_time` values a query yields (column `m`, text). */
async function monthStarts(db: Kysely<any>, from: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await sql<{ m: string }>`SELECT DISTINCT
      (date_trunc('month', to_timestamp(publish_time / 1000.0) AT TIME ZONE 'UTC'))::text AS m
      FROM ${from}`.execute(db);
  return rows.map((r) => Date.parse(`${r.m.replace(' ', 'T')}Z`));
}

/**
 * PostgreSQL: turns a stored table into one range-partitioned by `publish_time` in UTC months
 * (`<table>_pYYYYMM` for each month of its rows, of `article`'s partitions and the next two
 * months, plus `<table>_default`), the way 2026-11-26T0900 did for `article`: the rows are
 * copied by `select` (default: every row of the old table, renamed `<table>_unpartitioned`)
 * into the new table, whose primary key is `primaryKey` (it must contain `publish_time`);
 * every other index is recreated under its old name. `publish_time` must already be a column
 * of the old table or be produced by `addColumn` + `select`.
 */
export async function partitionByPublishMonth(
  db: Kysely<any>,
  table: string,
  opts: {
    /** The new key (must hold `publish_time`); default: the old key, INCLUDE columns too. */
    primaryKey?: string[];
    /** Adds `publish_time bigint NOT NULL` (the old table lacks it). */
    addPublishTime?: boolean;
    /** The rows to copy, reading `<table>_unpartitioned` as `old` (default: all of it). */
    select?: ReturnType<typeof sql>;
  },
): Promise<void> {
  const old = `${table}_unpartitioned`;
  const { rows: indexes } = await sql<{ def: string; name: string }>`SELECT indexdef AS def,
      indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ${table}`.execute(db);
  const { rows: pk } = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
      WHERE conrelid = ${table}::regclass AND contype = 'p'`.execute(db);
  const pkName = pk[0]?.name ?? `${table}_pk`;
  // The old key's columns, and those it INCLUDEs (an index-only scan's payload).
  const { rows: pkCols } = await sql<{ col: string; is_key: boolean }>`SELECT a.attname AS col,
      k.ord <= i.indnkeyatts AS is_key
      FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = ${table}::regclass AND i.indisprimary ORDER BY k.ord`.execute(db);
  const keyCols = opts.primaryKey ?? pkCols.filter((c) => c.is_key).map((c) => c.col);
  const included = opts.primaryKey ? [] : pkCols.filter((c) => !c.is_key).map((c) => c.col);
  const include =
    included.length > 0 ? sql` INCLUDE (${sql.join(included.map((c) => sql.id(c)))})` : sql``;
  await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(old)}`.execute(db);
  if (pk[0]) {
    await sql`ALTER TABLE ${sql.table(old)} RENAME CONSTRAINT ${sql.id(pkName)}
        TO ${sql.id(`${pkName}_old`)}`.execute(db);
  }
  const added = opts.addPublishTime ? sql`, publish_time bigint NOT NULL` : sql``;
  await sql`CREATE TABLE ${sql.table(table)} (LIKE ${sql.table(old)} INCLUDING DEFAULTS${added},
      CONSTRAINT ${sql.id(pkName)} PRIMARY KEY (${sql.join(keyCols.map((c) => sql.id(c)))})${include})
      PARTITION BY RANGE (publish_time)`.execute(db);
  await sql`CREATE TABLE ${sql.table(`${table}_default`)} PARTITION OF ${sql.table(table)} DEFAULT`.execute(
    db,
  );
  const starts = new Set([
    ...(opts.addPublishTime ? [] : await monthStarts(db, sql.table(old))),
    ...(await monthStarts(db, sql`article`)),
  ]);
  const now = new Date();
  for (let i = 0; i <= 2; i += 1) {
    starts.add(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
  }
  for (const from of starts) {
    const d = new Date(from);
    const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    await sql`CREATE TABLE ${sql.table(`${table}_p${monthSuffix(from)}`)} PARTITION OF ${sql.table(table)}
        FOR VALUES FROM (${sql.lit(from)}) TO (${sql.lit(to)}) ${MONTH_STORAGE}`.execute(db);
  }
  await sql`INSERT INTO ${sql.table(table)} ${opts.select ?? sql`SELECT * FROM ${sql.table(old)} old`}`.execute(
    db,
  );
  await sql`DROP TABLE ${sql.table(old)}`.execute(db);
  for (const { def, name } of indexes) {
    if (name !== pkName) {
      await sql.raw(def.replace(/ ON (?:ONLY )?(?:\w+\.)?\w+ /, ` ON ${table} `)).execute(db);
    }
  }
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
}
