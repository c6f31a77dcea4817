import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { costFtsMatch } from './fts-match-cost.js';
import { isPostgres } from './migrations/helpers.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Runs every pending migration; throws with the failing migration's name. On PostgreSQL it then
 * sets the planner's cost of the full-text test (fts-match-cost.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed loosely on purpose (frozen in time)
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    // Migrations written on parallel branches may land with earlier names than ones already
    // applied; each is independent, so run whatever is missing instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const where = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`数据库迁移失败${where}: ${String(error)}`);
  }
  if (isPostgres(db)) {
    await costFtsMatch(db);
  }
  return (results ?? []).map((r) => r.migrationName);
}
