import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';

export const SCREEN_TITLES: Record<string, string> = {
  publicOpinion: '舆情态势大屏',
  emergencyCommandCenter: '应急指挥中心',
  visualScreen: '可视化大屏',
  hotList: '热榜大屏',
  dataSourceCenter: '数据源中心',
};
export const SCREEN_ORDER = Object.keys(SCREEN_TITLES);

export interface ScreenSetForm {
  screenCode: string;
  screenTitle: string;
  specialIds?: number[] | undefined;
  eventIds?: number[] | undefined;
  timeRange: string;
  refreshSeconds: number;
  rotateSeconds: number;
}

export interface ScreenSet {
  screenCode: string;
  screenTitle: string;
  specialIds: number[];
  eventIds: number[];
  timeRange: string;
  refreshSeconds: number;
  rotateSeconds: number;
  saved: boolean;
  updatedAt: number | null;
}

const defaults = (screenCode: string): ScreenSet => ({
  screenCode,
  screenTitle: SCREEN_TITLES[screenCode] ?? screenCode,
  specialIds: [],
  eventIds: [],
  timeRange: '24h',
  refreshSeconds: 60,
  rotateSeconds: 0,
  saved: false,
  updatedAt: null,
});

/** Per organisation, one setting per screen: title, binding, time range, refresh and rotation. */
export class ScreenSetService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async all(orgId: number): Promise<ScreenSet[]> {
    const rows = await this.db
      .selectFrom('big_screen_set')
      .selectAll()
      .where('org_id', '=', orgId)
      .execute();
    const byCode = new Map(rows.map((r) => [r.screen_code, r]));
    return SCREEN_ORDER.map((code) => {
      const r = byCode.get(code);
      return r
        ? {
            screenCode: code,
            screenTitle: r.screen_title,
            specialIds: JSON.parse(r.special_ids) as number[],
            eventIds: JSON.parse(r.event_ids) as number[],
            timeRange: r.time_range,
            refreshSeconds: r.refresh_seconds,
            rotateSeconds: r.rotate_seconds,
            saved: true,
            updatedAt: Number(r.updated_at),
          }
        : defaults(code);
    });
  }

  async one(orgId: number, screenCode: string): Promise<ScreenSet> {
    return (await this.all(orgId)).find((s) => s.screenCode === screenCode) ?? defaults(screenCode);
  }

  /** Stores a screen's setting; bound specials and events must be the organisation's own. */
  async save(orgId: number, form: ScreenSetForm): Promise<void> {
    const specialIds = [...new Set(form.specialIds ?? [])];
    const eventIds = [...new Set(form.eventIds ?? [])];
    await this.checkOwned(orgId, 'special', specialIds, '专题');
    await this.checkOwned(orgId, 'event', eventIds, '事件');
    const values = {
      screen_title: form.screenTitle,
      special_ids: JSON.stringify(specialIds),
      event_ids: JSON.stringify(eventIds),
      time_range: form.timeRange,
      refresh_seconds: form.refreshSeconds,
      rotate_seconds: form.rotateSeconds,
      updated_at: this.clock.now(),
    };
    const updated = await this.db
      .updateTable('big_screen_set')
      .set(values)
      .where('org_id', '=', orgId)
      .where('screen_code', '=', form.screenCode)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await this.db
        .insertInto('big_screen_set')
        .values({ org_id: orgId, screen_code: form.screenCode, ...values })
        .execute();
    }
  }

  private async checkOwned(
    orgId: number,
    table: 'special' | 'event',
    ids: number[],
    label: string,
  ): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== ids.length) {
      throw new AppError('NOT_FOUND', `所选${label}不存在`);
    }
  }
}
