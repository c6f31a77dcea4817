import { formatCn } from '@guanlan/shared';
import type { EventForm, EventItem, IncidentItem } from '@guanlan/shared';
import { storedCarriers, storedWords } from '../special/index.js';
import type { EventWithJob } from './event.repo.js';
import { isEnded } from './event-window.js';

const AREAS = ['all', 'title', 'content'] as const;

/** Incident types of the app's 事件库: the event's status. */
export const INCIDENT_TYPES = [
  { incidentTypeId: 1, incidentTypeName: '进行中', ended: false },
  { incidentTypeId: 2, incidentTypeName: '已结束', ended: true },
] as const;

function backfillOf(row: EventWithJob) {
  return row.job_status === null
    ? null
    : {
        status: row.job_status,
        progress: Number(row.job_progress ?? 0),
        progressText: row.job_progress_text,
      };
}

/** An event row → the list item (SPEC names: eventId, eventName, …). */
export function toEventItem(row: EventWithJob, articleCount: number, now: number): EventItem {
  const ended = isEnded(row, now);
  return {
    eventId: Number(row.id),
    eventName: row.name,
    description: row.description,
    ruleMode: row.mode === 'advanced' ? 'advanced' : 'simple',
    eventStartTime: formatCn(Number(row.start_time)),
    eventEndTime: row.end_time === null ? null : formatCn(Number(row.end_time)),
    status: ended ? 'ended' : 'ongoing',
    statusName: ended ? '已结束' : '进行中',
    enableState: row.enabled === 1,
    showState: row.show_state === 1,
    topState: row.top_state === 1,
    articleCount,
    createTime: formatCn(Number(row.created_at)),
    backfill: backfillOf(row),
  };
}

/** An event row → the edit form: the list item plus the rule's words and carriers. */
export function toEventForm(row: EventWithJob, articleCount: number, now: number): EventForm {
  return {
    ...toEventItem(row, articleCount, now),
    ...storedWords(row.definition),
    searchArea: AREAS.find((a) => a === row.area) ?? 'all',
    carriers: storedCarriers(row.filters),
  };
}

/** An event row → the 事件库 item (incidentId is the event id). */
export function toIncidentItem(row: EventWithJob, articleCount: number, now: number): IncidentItem {
  const type = INCIDENT_TYPES[isEnded(row, now) ? 1 : 0];
  return {
    incidentId: Number(row.id),
    incidentName: row.name,
    description: row.description,
    incidentTypeId: type.incidentTypeId,
    incidentTypeName: type.incidentTypeName,
    startTime: formatCn(Number(row.start_time)),
    endTime: row.end_time === null ? null : formatCn(Number(row.end_time)),
    articleCount,
    joined: row.show_state === 1 && row.enabled === 1,
  };
}
