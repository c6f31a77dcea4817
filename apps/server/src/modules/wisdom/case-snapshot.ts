import { formatCn } from '@guanlan/shared';
import type { CaseSnapshot } from '@guanlan/shared';
import {
  eventContext,
  eventPhases,
  loadExclusions,
  mediaLeaders,
  sentimentDistribution,
} from '../../analysis/index.js';
import type { AnalysisDb } from '../../analysis/index.js';
import { eventScope } from '../event/index.js';

export type { CaseSnapshot };

export type CaseEventRow = {
  id: number;
  name: string;
  description: string;
  start_time: number;
  end_time: number | null;
  rule_id: number | null;
};

/**
 * Freezes a closed event into a case: timeline, phases, peak, curve, first source and first
 * official response (its earliest disposal record), sentiment and media — the event briefing's
 * facts, computed by the shared engine over the event's whole window.
 */
export async function snapshotEvent(
  adb: AnalysisDb,
  orgId: number,
  event: CaseEventRow,
  now: number,
): Promise<CaseSnapshot> {
  const exclude = await loadExclusions(adb.db, orgId);
  const scope = eventScope(orgId, event, {}, now, exclude ? { exclude } : {});
  const [context, phases, sentiments, media, disposes] = await Promise.all([
    eventContext(adb, scope),
    eventPhases(adb, scope),
    sentimentDistribution(adb, scope),
    mediaLeaders(adb, scope, { size: 5 }),
    adb.db
      .selectFrom('event_dispose')
      .select(['dispose_time', 'department', 'content'])
      .where('org_id', '=', orgId)
      .where('event_id', '=', event.id)
      .orderBy('dispose_time')
      .execute(),
  ]);
  const backfill = event.rule_id
    ? await adb.db
        .selectFrom('monitor_rule')
        .leftJoin('job', 'job.id', 'monitor_rule.backfill_job_id')
        .select('job.status')
        .where('monitor_rule.id', '=', event.rule_id)
        .executeTakeFirst()
    : undefined;
  const complete = !backfill?.status || backfill.status === 'done' || backfill.status === 'failed';
  const first = context.firstSource;
  const firstMs = first ? Number(first.timestamp) : null;
  const response = disposes[0];
  let peak: CaseSnapshot['peak'] = null;
  for (const r of phases.rows) {
    if (!peak || Number(r.count) > peak.count) {
      peak = { time: String(r.time), count: Number(r.count) };
    }
  }
  return {
    complete,
    eventId: Number(event.id),
    eventName: event.name,
    description: event.description,
    startTime: formatCn(Number(event.start_time)),
    endTime: event.end_time === null ? null : formatCn(Number(event.end_time)),
    total: context.total,
    firstSource: first
      ? {
          title: String(first.title),
          siteName: String(first.siteName),
          time: String(first.publishTime),
        }
      : null,
    firstOfficialResponse: response
      ? {
          time: formatCn(Number(response.dispose_time)),
          department: response.department,
          content: response.content,
        }
      : null,
    responseHours:
      response && firstMs
        ? Math.round(((Number(response.dispose_time) - firstMs) / 3_600_000) * 10) / 10
        : null,
    peak: peak && peak.count > 0 ? peak : null,
    phases: phases.phases.map((p) => ({
      name: p.phaseName,
      start: p.startTime,
      end: p.endTime,
      count: p.count,
    })),
    curve: phases.rows.map((r) => ({
      time: String(r.time),
      count: Number(r.count),
      negative: Number(r.negative),
    })),
    sentiments: sentiments.rows.map((r) => ({
      name: String(r.name),
      count: Number(r.count),
      percent: Number(r.percent),
    })),
    timeline: context.rows.slice(0, 20).map((r) => ({
      time: String(r.publishTime),
      title: String(r.title),
      siteName: String(r.siteName),
      reason: String(r.reason ?? ''),
    })),
    topMedia: media.rows.map((r) => ({ name: String(r.siteName), count: Number(r.count ?? 0) })),
    disposes: disposes.map((d) => ({
      time: formatCn(Number(d.dispose_time)),
      department: d.department,
      content: d.content,
    })),
  };
}
