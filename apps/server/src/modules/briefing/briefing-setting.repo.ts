import type { Kysely, Selectable } from 'kysely';
import type { BriefingSettingTable, DB } from '../../db/schema.js';

export type SettingRow = Selectable<BriefingSettingTable>;

export const DEFAULT_GENERATE_TIME = '08:00';

export interface SettingValues {
  enableState: boolean;
  generateTime: string;
  templateId?: number | undefined;
  specialIds?: readonly number[] | undefined;
  autoSend: boolean;
  noticeIds?: readonly number[] | undefined;
}

/** The schedule of each report type per organisation (one row per type once saved). */
export class BriefingSettingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  find(orgId: number, type: string): Promise<SettingRow | undefined> {
    return this.db
      .selectFrom('briefing_setting')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('briefing_type', '=', type)
      .executeTakeFirst();
  }

  /** Every enabled schedule of every organisation (the scheduler's work list). */
  enabled(): Promise<SettingRow[]> {
    return this.db.selectFrom('briefing_setting').selectAll().where('enabled', '=', 1).execute();
  }

  /** Takes deleted recipients out of every schedule of the organisation that sends to them. */
  async dropNotices(orgId: number, noticeIds: readonly number[]): Promise<void> {
    const gone = new Set(noticeIds);
    const rows = await this.db
      .selectFrom('briefing_setting')
      .select(['id', 'notice_ids'])
      .where('org_id', '=', orgId)
      .execute();
    for (const row of rows) {
      const before = JSON.parse(row.notice_ids) as number[];
      const after = before.filter((id) => !gone.has(id));
      if (after.length !== before.length) {
        await this.db
          .updateTable('briefing_setting')
          .set({
            notice_ids: JSON.stringify(after),
            ...(after.length === 0 ? { auto_send: 0 } : {}),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
  }

  /**
   * Saves a schedule. Switching it on (from off) stamps `enabled_at`, so periods that were due
   * before are not made up; saving it while on keeps the stamp.
   */
  async save(orgId: number, type: string, v: SettingValues, now: number): Promise<void> {
    const before = await this.find(orgId, type);
    const values = {
      enabled: v.enableState ? 1 : 0,
      generate_time: v.generateTime,
      template_id: v.templateId ?? null,
      special_ids: JSON.stringify([...new Set(v.specialIds ?? [])]),
      auto_send: v.autoSend ? 1 : 0,
      notice_ids: JSON.stringify([...new Set(v.noticeIds ?? [])]),
      enabled_at: v.enableState ? (before?.enabled === 1 ? before.enabled_at : now) : null,
      updated_at: now,
    };
    await this.db
      .insertInto('briefing_setting')
      .values({ ...values, org_id: orgId, briefing_type: type })
      .onConflict((oc) => oc.columns(['org_id', 'briefing_type']).doUpdateSet(values))
      .execute();
  }
}
