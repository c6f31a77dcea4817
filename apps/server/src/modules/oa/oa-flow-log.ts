import type { Kysely, Selectable } from 'kysely';
import { OA_ACTION_LABELS, OA_REPORT_STATE_LABELS, formatCn } from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import type { DB, OaReportLogTable } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from '../navy/index.js';

/** A log entry as the calls answer it, with the action's and the new state's names. */
function toLog(r: Selectable<OaReportLogTable>) {
  return {
    logId: Number(r.id),
    reportId: Number(r.report_id),
    actorName: r.actor_name,
    action: r.action,
    actionName: OA_ACTION_LABELS[r.action as OaAction] ?? r.action,
    fromState: r.from_state ?? '',
    toState: r.to_state,
    toStateName: OA_REPORT_STATE_LABELS[r.to_state as OaReportState] ?? r.to_state,
    opinion: r.opinion,
    createTime: formatCn(r.created_at),
  };
}

/**
 * The reading side of a report's approval log (written by OaFlowService): one report's timeline,
 * the organisation's paged log with its keyword search, and one entry.
 */
export class OaFlowLog {
  constructor(private readonly db: Kysely<DB>) {}

  async timeline(orgId: number, reportId: number) {
    const rows = await this.db
      .selectFrom('oa_report_log')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    return rows.map((r) => toLog(r));
  }

  async page(
    orgId: number,
    q: {
      reportId?: number | undefined;
      keyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    let base = this.db
      .selectFrom('oa_report_log as l')
      .innerJoin('oa_report as r', 'r.id', 'l.report_id')
      .where('l.org_id', '=', orgId)
      .where('r.state', '!=', 'draft');
    if (q.reportId !== undefined) {
      base = base.where('l.report_id', '=', q.reportId);
    }
    const keyword = q.keyword?.trim();
    if (keyword) {
      base = base.where((eb) =>
        eb.or([eb('r.title', 'like', `%${keyword}%`), eb('l.actor_name', 'like', `%${keyword}%`)]),
      );
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .selectAll('l')
      .select('r.title as report_title')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      list: rows.map((r) => ({ ...toLog(r), reportTitle: r.report_title })),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async entry(orgId: number, logId: number) {
    const r = await this.db
      .selectFrom('oa_report_log as l')
      .innerJoin('oa_report as rp', 'rp.id', 'l.report_id')
      .selectAll('l')
      .select(['rp.title as report_title', 'rp.state as report_state'])
      .where('l.org_id', '=', orgId)
      .where('l.id', '=', logId)
      .executeTakeFirst();
    if (!r) {
      throw new AppError('NOT_FOUND', '审批日志不存在');
    }
    return {
      ...toLog(r),
      reportTitle: r.report_title,
      reportStateName: OA_REPORT_STATE_LABELS[r.report_state as OaReportState] ?? r.report_state,
    };
  }
}
