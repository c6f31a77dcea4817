import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.js';
import type { Config } from '../config.js';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/create-db.js';
import { dialectFor } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createIngest } from '../ingest/create-ingest.js';
import { systemClock } from '../platform/clock.js';

/** A logger that says nothing: the command lines print their own progress. */
const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/**
 * Runs a command line's `main` and exits with the code it answers; an error prints its message
 * and exits 1.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}

/** The configured database (the server's own), migrated to the latest schema. */
export async function openDatabase(): Promise<{ config: Config; database: Database }> {
  const config = loadConfig();
  const database = createDb(config);
  await migrateToLatest(database.db);
  return { config, database };
}

/**
 * The configured database with a quiet ingest pipeline on it (`analysisWorkers`: analyse in the
 * configured worker pool); `close` stops the pipeline and closes the database.
 */
export async function openPipeline(opts: { analysisWorkers?: boolean } = {}) {
  const { config, database } = await openDatabase();
  const ingest = createIngest({
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    log: quiet,
    ...(opts.analysisWorkers ? { analysisWorkers: config.analysisWorkers } : {}),
  });
  return {
    pipeline: ingest.pipeline,
    close: async () => {
      await ingest.stop();
      await database.close();
    },
  };
}
