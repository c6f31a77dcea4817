import { DAY_MS } from '@guanlan/shared';
import type { RuleBackfill } from '../../ingest/match/rule-backfill.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { compileRule, storedCarriers, storedWords } from '../special/index.js';
import type { CompiledRule, RuleForm } from '../special/index.js';
import type { EventFilter, EventRepo, EventWithJob } from './event.repo.js';

/** How many events one organisation may keep (保存前校验 checks it). */
export const MAX_EVENTS_PER_ORG = 100;
/** The longest window an event may span. */
export const MAX_EVENT_SPAN_MS = 366 * DAY_MS;

/** The event form: its name, window and description, the rule, and eventId when editing. */
export type EventFormInput = RuleForm & {
  eventId?: number | undefined;
  eventName: string;
  eventStartTime: number;
  eventEndTime?: number | undefined;
  description?: string | undefined;
};

/** A page of events and how many match over all pages. */
export interface EventPage {
  rows: EventWithJob[];
  total: number;
}

export { storedCarriers, storedWords };

/** Events (事件): validation, save with rule + back-fill, delete, toggles, lists. */
export class EventService {
  constructor(
    private readonly events: EventRepo,
    private readonly backfill: RuleBackfill,
    private readonly clock: Clock,
  ) {}

  async page(
    orgId: number,
    filter: EventFilter,
    pageNum: number,
    pageSize: number,
  ): Promise<EventPage> {
    const [rows, total] = await Promise.all([
      this.events.page(orgId, filter, pageSize, (pageNum - 1) * pageSize),
      this.events.count(orgId, filter),
    ]);
    return { rows, total };
  }

  count(orgId: number, filter: EventFilter): Promise<number> {
    return this.events.count(orgId, filter);
  }

  /** The event or 4004: another organisation's event is indistinguishable from none. */
  async get(orgId: number, eventId: number): Promise<EventWithJob> {
    const row = await this.events.find(orgId, eventId);
    if (!row) {
      throw new AppError('NOT_FOUND', '事件不存在或已被删除');
    }
    return row;
  }

  /** The first reason saving would fail, in the order the form shows them; null when valid. */
  async problem(orgId: number, form: EventFormInput): Promise<string | null> {
    return (await this.check(orgId, form)).message;
  }

  private async check(
    orgId: number,
    form: EventFormInput,
  ): Promise<{
    message: string | null;
    key?: 'CONFLICT' | 'NOT_FOUND';
    rule?: CompiledRule;
    data?: unknown;
  }> {
    if (form.eventId !== undefined && !(await this.events.find(orgId, form.eventId))) {
      return { message: '事件不存在或已被删除', key: 'NOT_FOUND' };
    }
    const same = await this.events.findByName(orgId, form.eventName.trim());
    if (same && same.id !== form.eventId) {
      return { message: '事件名称已存在', key: 'CONFLICT' };
    }
    if (form.eventId === undefined && (await this.events.count(orgId)) >= MAX_EVENTS_PER_ORG) {
      return { message: `事件数量已达上限（${MAX_EVENTS_PER_ORG}个），请先删除不用的事件` };
    }
    if (form.eventStartTime > this.clock.now()) {
      return { message: '事件开始时间不能晚于当前时间' };
    }
    if (form.eventEndTime !== undefined) {
      if (form.eventEndTime < form.eventStartTime) {
        return { message: '事件结束时间不能早于开始时间' };
      }
      if (form.eventEndTime - form.eventStartTime > MAX_EVENT_SPAN_MS) {
        return { message: '事件时间跨度不能超过一年' };
      }
    }
    const compiled = compileRule(form);
    if (!compiled.ok) {
      const { position, length, field } = compiled.error;
      return { message: compiled.error.message, data: { position, length, field: field ?? null } };
    }
    return { message: null, rule: compiled.rule };
  }

  /**
   * Creates or edits an event and its monitor_rule (kind `event`; updated_at and version bumped
   * so every RuleBook reloads for live matching), then queues the rule's back-fill over stored
   * articles with progress. Returns the event id.
   */
  async save(orgId: number, form: EventFormInput, accountId: number | null): Promise<number> {
    const checked = await this.check(orgId, form);
    if (!checked.rule) {
      throw new AppError(
        checked.key ?? 'VALIDATION',
        checked.message ?? undefined,
        checked.data ?? null,
      );
    }
    const { rule } = checked;
    const now = this.clock.now();
    const name = form.eventName.trim();
    const fields = {
      name,
      description: form.description?.trim() ?? '',
      mode: form.ruleMode,
      definition: JSON.stringify(rule.words),
      area: rule.area,
      filters: JSON.stringify(rule.filters),
      start_time: form.eventStartTime,
      end_time: form.eventEndTime ?? null,
      updated_at: now,
    };
    const ruleValues = {
      name,
      definition: JSON.stringify(rule.input),
      area: rule.area,
      filters: JSON.stringify(rule.filters),
    };
    if (form.eventId === undefined) {
      const ids = await this.events.insert(
        orgId,
        {
          ...fields,
          show_state: 1,
          top_state: 0,
          enabled: 1,
          created_by: accountId,
          created_at: now,
        },
        { ...ruleValues, enabled: 1 },
        now,
      );
      await this.backfill.backfill(orgId, ids.ruleId);
      return ids.eventId;
    }
    const old = await this.get(orgId, form.eventId);
    await this.events.update(orgId, old.id, fields, {
      ...ruleValues,
      enabled: old.enabled,
      updated_at: now,
      bumpVersion: true,
    });
    if (old.rule_id !== null) {
      await this.backfill.backfill(orgId, Number(old.rule_id));
    }
    return old.id;
  }

  /** Deletes the event, its disposal records, its rule and the rule's stored hits. */
  async remove(orgId: number, eventId: number): Promise<void> {
    const row = await this.get(orgId, eventId);
    await this.events.remove(orgId, eventId, row.rule_id === null ? null : Number(row.rule_id));
    this.backfill.invalidate();
  }

  async setShown(orgId: number, eventId: number, shown: boolean): Promise<void> {
    await this.get(orgId, eventId);
    await this.events.update(orgId, eventId, {
      show_state: shown ? 1 : 0,
      updated_at: this.clock.now(),
    });
  }

  async setTop(orgId: number, eventId: number, top: boolean): Promise<void> {
    await this.get(orgId, eventId);
    await this.events.update(orgId, eventId, {
      top_state: top ? 1 : 0,
      updated_at: this.clock.now(),
    });
  }

  /** Disabling stops live matching (monitor_rule.enabled = 0); enabling back-fills the gap. */
  async setEnabled(orgId: number, eventId: number, enabled: boolean): Promise<void> {
    const row = await this.get(orgId, eventId);
    const now = this.clock.now();
    const flag = enabled ? 1 : 0;
    await this.events.update(
      orgId,
      eventId,
      { enabled: flag, updated_at: now },
      { enabled: flag, updated_at: now },
    );
    this.backfill.invalidate();
    if (enabled && row.enabled !== 1 && row.rule_id !== null) {
      await this.backfill.backfill(orgId, Number(row.rule_id));
    }
  }

  /** 加入事件分析 from the 事件库: shows and enables the event; returns its id. */
  async join(orgId: number, eventId: number): Promise<number> {
    const row = await this.get(orgId, eventId);
    if (row.show_state !== 1) {
      await this.setShown(orgId, eventId, true);
    }
    if (row.enabled !== 1) {
      await this.setEnabled(orgId, eventId, true);
    }
    return row.id;
  }
}
