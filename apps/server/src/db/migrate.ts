import { DEFAULT_MIGRATION_TABLE, Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { costFtsMatch } from './fts-match-cost.js';
import { isPostgres } from './migrations/helpers.js';
import { MIGRATIONS } from './migrations/index.js';

/** Attempts of the migrator when a table vanished under its catalog read (see below). */
const ATTEMPTS = 3;

/**
 * True when every migration is recorded as applied. Read from Kysely's own table (absent on a
 * new database: false), so a process starting on an up-to-date database never runs the
 * migrator, whose first step reads every table's columns from the catalog.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see migrateToLatest
async function upToDate(db: Kysely<any>): Promise<boolean> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM ${sql.raw(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return Object.keys(MIGRATIONS).every((name) => applied.has(name));
  } catch {
    return false;
  }
}

/** PostgreSQL's "relation does not exist" (undefined_table). */
function vanishedTable(err: unknown): boolean {
  return (err as { code?: string } | undefined)?.code === '42P01';
}

/**
 * Runs every pending migration; throws with the failing migration's name. On PostgreSQL it then
 * sets the planner's cost of the full-text test (fts-match-cost.ts).
 *
 * Several processes share one PostgreSQL database, and any of them may drop old monthly
 * partitions (retention) while another starts. The migrator's catalog read (every column of
 * every table, through pg_get_serial_sequence) then fails on the partition dropped under it, and
 * that process refused to start (seen in the multi-process test). So an up-to-date database
 * skips the migrator, and a catalog read that lost a table is tried again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed loosely on purpose (frozen in time)
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  let applied: string[] = [];
  if (!(await upToDate(db))) {
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
      // Migrations written on parallel branches may land with earlier names than ones already
      // applied; each is independent, so run whatever is missing instead of refusing to start.
      allowUnorderedMigrations: true,
    });
    for (let attempt = 1; ; attempt += 1) {
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (!error && !failed) {
        applied = (results ?? []).map((r) => r.migrationName);
        break;
      }
      if (!failed && vanishedTable(error) && attempt < ATTEMPTS) {
        continue;
      }
      const where = failed ? ` (${failed.migrationName})` : '';
      throw new Error(`数据库迁移失败${where}: ${String(error)}`);
    }
  }
  if (isPostgres(db)) {
    await vacuumAfterMigrations(db, applied);
    await costFtsMatch(db);
  }
  return applied;
}

/**
 * PostgreSQL: VACUUM (ANALYZE) the tables a just-applied migration names in `vacuumAfter` —
 * one that rewrote every row of a table whose index-only scans the analyses rely on — once it
 * has committed (VACUUM cannot run inside the migration's transaction).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see migrateToLatest
async function vacuumAfterMigrations(db: Kysely<any>, applied: string[]): Promise<void> {
  const tables = new Set(
    applied.flatMap((name) => (MIGRATIONS[name] as { vacuumAfter?: string[] }).vacuumAfter ?? []),
  );
  for (const table of tables) {
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }
}
