import type { Kysely, Selectable } from 'kysely';
import type { DB, SourceTable } from '../../db/schema.js';
import { DEFAULT_SOURCES } from './default-sources.js';

export type SourceRow = Selectable<SourceTable>;

/** Source directory queries: scheduling, run results and first-start seeding. */
export class SourceRepo {
  constructor(private readonly db: Kysely<DB>) {}

  find(id: number): Promise<SourceRow | undefined> {
    return this.db.selectFrom('source').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Enabled rss/site sources whose next run is due. */
  due(now: number, limit = 50): Promise<SourceRow[]> {
    return this.db
      .selectFrom('source')
      .selectAll()
      .where('enabled', '=', 1)
      .where('kind', 'in', ['rss', 'site'])
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .limit(limit)
      .execute();
  }

  async recordSuccess(id: number, now: number, state: unknown, intervalSec: number): Promise<void> {
    await this.db
      .updateTable('source')
      .set({
        state: JSON.stringify(state ?? {}),
        last_run_at: now,
        last_success_at: now,
        consecutive_errors: 0,
        next_run_at: now + intervalSec * 1000,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Failing sources back off exponentially (up to 6 h) so an unreachable feed never spins. */
  async recordFailure(row: SourceRow, now: number, message: string): Promise<void> {
    const errors = row.consecutive_errors + 1;
    const backoffSec = Math.min(6 * 3600, row.interval_sec * 2 ** Math.min(errors - 1, 8));
    await this.db
      .updateTable('source')
      .set({
        last_run_at: now,
        last_error_at: now,
        last_error: message.slice(0, 500),
        consecutive_errors: errors,
        next_run_at: now + backoffSec * 1000,
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** Inserts the default directory once (platform-wide sources have no organisation). */
  async seedDefaults(now: number): Promise<number> {
    const existing = await this.db
      .selectFrom('source')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      return 0;
    }
    await this.db
      .insertInto('source')
      .values(
        DEFAULT_SOURCES.map((s, i) => ({
          org_id: null,
          name: s.name,
          kind: s.kind,
          url: s.url,
          config: '{}',
          carrier: s.carrier,
          region: s.region ?? null,
          language: s.language,
          is_abroad: s.isAbroad ? 1 : 0,
          weight: s.weight,
          interval_sec: 900,
          enabled: 1,
          state: '{}',
          // Spread first runs so a fresh start does not fire every feed at once.
          next_run_at: now + i * 5_000,
          last_run_at: null,
          last_success_at: null,
          last_error_at: null,
          last_error: null,
          consecutive_errors: 0,
          items_total: 0,
          created_at: now,
        })),
      )
      .execute();
    return DEFAULT_SOURCES.length;
  }
}
