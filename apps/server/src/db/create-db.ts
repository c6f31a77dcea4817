import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { registerSqliteConnection } from './insert-rows.js';
import { preparingClient } from './prepared.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';
import { loadSqliteGroups } from './sqlite-groups.js';
import { useSqliteWalBuffer } from './sqlite-wal-buffer.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

// int8 (counts, epoch-ms columns) arrive as strings by default; every value we store fits 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Where a broken idle connection is reported; the default writes one line to stderr. */
export type PoolErrorLog = (message: string) => void;

const stderrLine: PoolErrorLog = (message) => process.stderr.write(`${message}\n`);

/**
 * Keeps a pool alive through a database restart. PostgreSQL ends connections with 57P01 when it
 * shuts down (or an administrator ends a backend). An idle client's error is re-emitted by
 * `pg.Pool` as an `'error'` event; a client that is checked out — its query running — emits
 * `'error'` itself after failing that query, and the pool listens only to idle clients. An
 * EventEmitter error without a listener ends the whole process, so every client gets one too.
 * The broken client is no longer queryable, so the pool drops it when it is released and the
 * next query opens a new connection: logging is all that is left to do.
 */
export function keepPoolAlive(pool: pg.Pool, log: PoolErrorLog = stderrLine): void {
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: string }) => {
      log(`数据库连接中断（${err.code ?? err.message}），将在下次请求时重新连接`);
    });
  });
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('error', () => undefined);
}

/**
 * How long an unused PostgreSQL connection stays open (pg's default is 10 s). A new backend
 * starts with cold catalog caches: its first plan of an analysis over the monthly partitions
 * took 4.6–6.5 ms against 0.35–0.5 ms on a warm one, besides the connection start itself. With
 * 10 s, bench:query's calls (which run two or three statements at once) kept opening backends.
 */
const POOL_IDLE_MS = 300_000;

/** The SQLite page cache of a connection, in MB, unless the caller says otherwise. */
export const DEFAULT_SQLITE_CACHE_MB = 32;

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file in `dataDir` (WAL). */
export function createDb(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onPoolError?: PoolErrorLog;
  /** PostgreSQL connections this process may hold (DATABASE_POOL_MAX, default 10). */
  databasePoolMax?: number;
  /** PostgreSQL: prepare the marked lookups per connection (DATABASE_PREPARED, default on). */
  databasePrepared?: boolean;
  /**
   * PostgreSQL: parallel workers a query may start (DATABASE_PARALLEL_WORKERS, default 0). The
   * analyses read tens of thousands of index entries: a Gather's start and each worker's own
   * hash of the judgements cost more than the split saves, and the workers take the cores the
   * other requests need. On the 2-core bench at 1 M articles, none against two: 重点监测列表 36–41
   * ms against 152–193, 媒体活跃度 52–55 against 137–160, keyword list 218–223 against 372–484.
   */
  databaseParallelWorkers?: number;
  /** Kysely's query log (tools that time or explain the statements). */
  log?: (event: LogEvent) => void;
  /**
   * SQLite: WAL checkpoints on a thread of their own instead of inside commits (the server and
   * the ingest benches; see wal-checkpointer.ts). Short-lived tools and tests leave it off.
   */
  checkpointInBackground?: boolean;
  /**
   * SQLite: load the `gl_groups` hash aggregate (db/sqlite-groups.ts; default on). Off, the
   * analyses group with GROUP BY: the tests compare both.
   */
  sqliteGroups?: boolean;
  /**
   * SQLite: write each commit's WAL frames in a few calls (db/sqlite-wal-buffer.ts; default on). It
   * is the process's default VFS once loaded, so it holds for every connection opened after it.
   */
  sqliteWalBuffer?: boolean;
  /**
   * SQLite: the connection's page cache in MB (SQLITE_CACHE_MB, default 32; SQLite's own is 2).
   * Hit rows go into B-trees keyed by rule, so with 10,000 active rules a write slice dirties
   * pages all over them, more than 2 MB hold: bench:rules' 10,000-rule ingest ran at 435–468
   * articles per CPU-second with SQLite's 2 MB, 513 with 8, 552 with 16 and 553–611 with 32
   * (10 rules: ~650–740 throughout), and its commits took twice as long.
   */
  sqliteCacheMb?: number | undefined;
}): Database {
  const log = opts.log ? { log: opts.log } : {};
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.databasePoolMax ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
      // Idle connections alone do not keep a process (a CLI command, a script) from exiting.
      allowExitOnIdle: true,
    });
    keepPoolAlive(pool, opts.onPoolError);
    // Set before the client is handed out: its queries queue behind this one. (A pooler in
    // transaction mode does not carry them: set them on the database there, see the README.)
    // Partitionwise aggregation groups each month's rows on their own: a topic's hits by
    // cluster come out of the (rule, cluster, time) index in cluster order, so each month is a
    // streaming group over the index and only the months' groups are merged (the merged and
    // similar-sorted lists: 42 -> 35 ms p95 at 1 M articles). Off by default in PostgreSQL for
    // its planning cost with many partitions; `article` and `rule_hit` hold one per month.
    const workers = opts.databaseParallelWorkers ?? 0;
    pool.on('connect', (client) => {
      const settings = `SET max_parallel_workers_per_gather = ${workers}; SET enable_partitionwise_aggregate = on`;
      client.query(settings).catch(() => {
        // A connection lost at once is reported and replaced by keepPoolAlive.
      });
    });
    if (opts.databasePrepared ?? true) {
      pool.on('connect', preparingClient);
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...log });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const filePath = path.join(opts.dataDir, 'guanlan.sqlite');
  if (opts.sqliteWalBuffer ?? true) {
    useSqliteWalBuffer();
  }
  const file = new SQLite(filePath);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Negative: a size in KiB rather than in pages.
  file.pragma(
    `cache_size = -${Math.round((opts.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB) * 1024)}`,
  );
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: cachingStatements(file) }),
    ...log,
  });
  registerSqliteConnection(db, file);
  if (opts.sqliteGroups ?? true) {
    loadSqliteGroups(db, file);
  }
  const checkpointer = opts.checkpointInBackground
    ? startWalCheckpointer(file, filePath, (err) =>
        stderrLine(`${err.message}，改由主连接自动检查点`),
      )
    : undefined;
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      // The last checkpoint first: the connection's close then finds the WAL copied.
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** How many prepared statements a SQLite connection keeps (most recently used). */
const STATEMENT_CACHE = 500;

/**
 * Kysely's SQLite driver prepares every statement it runs; preparing was ~5 % of the server's
 * main-thread time under bench:query. The same SQL text reuses its prepared statement (SQLite
 * re-prepares it by itself after a schema change), unless that one is still iterating a stream.
 */
export function cachingStatements(file: SQLite.Database, size = STATEMENT_CACHE): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = file.prepare.bind(file);
  file.prepare = ((source: string) => {
    const cached = cache.get(source);
    cache.delete(source);
    const statement = cached && !cached.busy ? cached : prepare(source);
    cache.set(source, statement);
    if (cache.size > size) {
      cache.delete(cache.keys().next().value!);
    }
    return statement;
  }) as typeof file.prepare;
  return file;
}

/** PostgreSQL error classes that mean "the database is not reachable right now". */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database is locked|SQLITE_BUSY/i;

/**
 * Whether an error means the database is down or restarting (answered as 5030 服务暂时不可用),
 * as opposed to a fault in our code (5000).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') {
    return false;
  }
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) {
    return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) {
    return true;
  }
  return e.cause !== undefined && e.cause !== err && isDatabaseUnavailable(e.cause);
}
