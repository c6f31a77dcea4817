import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DisposeRow, EventDisposeRepo } from './event-dispose.repo.js';
import type { EventService } from './event.service.js';

/** Disposal records one event may hold. */
export const MAX_DISPOSES_PER_EVENT = 200;

/** A disposal record as the form sends it. */
export interface DisposeForm {
  eventId: number;
  disposeId?: number | undefined;
  disposeTime: number;
  department: string;
  content: string;
}

/** Disposal records (处置记录) of an event: what the office did, when, by which department. */
export class EventDisposeService {
  constructor(
    private readonly disposes: EventDisposeRepo,
    private readonly events: EventService,
    private readonly clock: Clock,
  ) {}

  /** The event's records, oldest action first (4004 for another organisation's event). */
  async list(orgId: number, eventId: number): Promise<DisposeRow[]> {
    await this.events.get(orgId, eventId);
    return this.disposes.list(orgId, eventId);
  }

  /** Adds or edits a record; the author is the account that registers it. */
  async save(
    orgId: number,
    form: DisposeForm,
    author: { accountId: number; userName: string },
  ): Promise<number> {
    const event = await this.events.get(orgId, form.eventId);
    const now = this.clock.now();
    if (form.disposeTime < Number(event.start_time)) {
      throw new AppError('VALIDATION', '处置时间不能早于事件开始时间');
    }
    if (form.disposeTime > now) {
      throw new AppError('VALIDATION', '处置时间不能晚于当前时间');
    }
    const values = {
      dispose_time: form.disposeTime,
      department: form.department.trim(),
      content: form.content.trim(),
      updated_at: now,
    };
    if (form.disposeId !== undefined) {
      if (!(await this.disposes.find(orgId, form.eventId, form.disposeId))) {
        throw new AppError('NOT_FOUND', '处置记录不存在或已被删除');
      }
      await this.disposes.update(orgId, form.disposeId, values);
      return form.disposeId;
    }
    if ((await this.disposes.count(orgId, form.eventId)) >= MAX_DISPOSES_PER_EVENT) {
      throw new AppError('VALIDATION', `每个事件最多登记${MAX_DISPOSES_PER_EVENT}条处置记录`);
    }
    return this.disposes.insert(orgId, {
      ...values,
      event_id: form.eventId,
      account_id: author.accountId,
      author_name: author.userName.slice(0, 50),
      created_at: now,
    });
  }
}
