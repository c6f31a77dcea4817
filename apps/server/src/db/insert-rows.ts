import type SQLite from 'better-sqlite3';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * SQLite connections by the Kysely adapter they were opened with. A transaction of a Kysely
 * instance shares its adapter object, so the connection is found from either.
 */
const sqliteConnections = new WeakMap<object, SQLite.Database>();

/** create-db: makes `file` the connection insertRows writes through for `db`'s transactions. */
export function registerSqliteConnection(db: Kysely<DB>, file: SQLite.Database): void {
  sqliteConnections.set(db.getExecutor().adapter, file);
}

/**
 * The SQLite connection a transaction of `db` holds, for statements run on it directly (see
 * insertRows); undefined on PostgreSQL and outside a transaction.
 */
export function transactionConnection(
  db: Kysely<DB> | Transaction<DB>,
): SQLite.Database | undefined {
  return db.isTransaction ? sqliteConnections.get(db.getExecutor().adapter) : undefined;
}

/** Rows per multi-row INSERT on PostgreSQL (one round trip each). */
const CHUNK = 300;

type Row = Record<string, unknown>;

/** The rows' common column list, or null when a row lacks one or adds another. */
function columnsOf(rows: readonly Row[]): string[] | null {
  const columns = Object.keys(rows[0]!);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || columns.some((c) => row[c] === undefined)) {
      return null;
    }
  }
  return columns;
}

/**
 * SQLite, on a transaction's connection: inserts `rows` (of the same columns) one prepared
 * single-row statement each, and answers for each whether it was written. With `conflict` (a
 * conflict target such as `(url_hash)`, or '' for any), a row whose key is stored is skipped.
 * Answers undefined, writing nothing, when the rows' columns differ.
 *
 * One statement per row, not a multi-row INSERT: SQLite journals a multi-row statement's
 * changed pages so it can undo the statement alone, and past 64 KiB that statement journal is a
 * temporary file — created, written and deleted in every write slice of the ingest (the
 * article rows: ~30 pages per slice at 10,000 rules, bench:rules).
 */
export function insertEach(
  file: SQLite.Database,
  table: string,
  rows: readonly Row[],
  conflict?: string,
): boolean[] | undefined {
  if (rows.length === 0) {
    return [];
  }
  const columns = columnsOf(rows);
  if (!columns) {
    return undefined;
  }
  const insert = rowInserter(file, table, columns, conflict);
  return rows.map(insert);
}

/**
 * The single-row INSERT of insertEach for rows with these `columns`, prepared once: answers
 * for a row whether it was written. For a caller whose next row depends on the last one.
 */
export function rowInserter(
  file: SQLite.Database,
  table: string,
  columns: readonly string[],
  conflict?: string,
): (row: Row) => boolean {
  const names = columns.map((c) => `"${c}"`).join(', ');
  const marks = columns.map(() => '?').join(', ');
  const skip = conflict === undefined ? '' : ` ON CONFLICT ${conflict} DO NOTHING`;
  const statement = file.prepare(`INSERT INTO "${table}" (${names}) VALUES (${marks})${skip}`);
  const values: unknown[] = new Array<unknown>(columns.length);
  return (row) => {
    for (let i = 0; i < columns.length; i += 1) {
      values[i] = row[columns[i]!];
    }
    return statement.run(values).changes > 0;
  };
}

/**
 * Inserts rows of the same columns into `table`; with `skipConflicts`, a row whose key is
 * already stored is skipped. Used for the many small rows an article brings (keywords,
 * regions; its hits when not on a SQLite transaction, see ingest/persist/hit-rows.ts).
 *
 * SQLite, inside a transaction: one prepared single-row statement run per row on the
 * transaction's connection (Kysely's SQLite driver has one, which the transaction holds until
 * it ends, so nothing else can run in between). Building a multi-row INSERT of up to 300 rows
 * × 13 values through Kysely, and preparing its SQL (its text changed with every row count),
 * cost more than the rows' own B-tree inserts (bench:rules, 10,000 rules: 28 hits per article).
 * Elsewhere — PostgreSQL, or outside a transaction — multi-row INSERTs through Kysely.
 */
export async function insertRows<T extends keyof DB>(
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  opts: { skipConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const plain = rows as readonly Row[];
  const file = transactionConnection(db);
  if (file && insertEach(file, table, plain, opts.skipConflicts ? '' : undefined)) {
    return;
  }
  const kdb = db as unknown as Kysely<Record<string, Row>>;
  for (let i = 0; i < plain.length; i += CHUNK) {
    const insert = kdb.insertInto(table).values(plain.slice(i, i + CHUNK));
    await (opts.skipConflicts ? insert.onConflict((oc) => oc.doNothing()) : insert).execute();
  }
}
