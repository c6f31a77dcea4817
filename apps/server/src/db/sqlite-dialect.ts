import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite transactions begin deferred (`begin`): one that read first and then wrote while
 * another connection held the writer's lock failed at once as busy, since SQLite cannot wait to
 * upgrade a read. The WAL checkpoint thread takes that lock for a moment to start the WAL over
 * (checkpoint-worker.ts), so the server's transactions take it at their start instead and wait
 * for it like any write (busy_timeout).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect whose transactions begin IMMEDIATE. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
