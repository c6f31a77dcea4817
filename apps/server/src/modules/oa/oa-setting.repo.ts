import type { Kysely } from 'kysely';
import { OA_DEFAULT_DEADLINE_MINUTES } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';

const KEY = 'oaDeadlines';

export interface OaDeadlines {
  level1: number;
  level2: number;
  level3: number;
}

export const DEFAULT_DEADLINES: OaDeadlines = {
  level1: OA_DEFAULT_DEADLINE_MINUTES['1'],
  level2: OA_DEFAULT_DEADLINE_MINUTES['2'],
  level3: OA_DEFAULT_DEADLINE_MINUTES['3'],
};

/** Per-organisation step deadlines of each level, in minutes (默认 Ⅰ 1 小时, Ⅱ 4 小时, Ⅲ 24 小时). */
export class OaSettingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async deadlines(orgId: number): Promise<OaDeadlines> {
    const row = await this.db
      .selectFrom('org_setting')
      .select('value')
      .where('org_id', '=', orgId)
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (!row) {
      return { ...DEFAULT_DEADLINES };
    }
    try {
      return { ...DEFAULT_DEADLINES, ...(JSON.parse(row.value) as Partial<OaDeadlines>) };
    } catch {
      return { ...DEFAULT_DEADLINES };
    }
  }

  async save(orgId: number, value: OaDeadlines, now: number): Promise<void> {
    await this.db
      .insertInto('org_setting')
      .values({ org_id: orgId, key: KEY, value: JSON.stringify(value), updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['org_id', 'key'])
          .doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
      )
      .execute();
  }

  /** The step deadline (ms) of a level. */
  static stepMs(d: OaDeadlines, level: string): number {
    const minutes = level === '1' ? d.level1 : level === '2' ? d.level2 : d.level3;
    return minutes * 60_000;
  }
}
