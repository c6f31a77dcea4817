import type { Selectable } from 'kysely';
import { OA_TRANSITIONS } from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import type { OaReportTable } from '../../db/schema.js';
import { decodeIds } from './oa-ids.js';

export type ReportRow = Selectable<OaReportTable>;

/** The roles an account holds on a report. */
export function rolesOf(report: ReportRow, accountId: number) {
  return {
    reporter: Number(report.reporter_id) === accountId,
    approver: decodeIds(report.approver_ids).includes(accountId),
    handler: report.handler_id !== null && Number(report.handler_id) === accountId,
  };
}

/** The actions an account may take on a report now. */
export function allowedActions(report: ReportRow, accountId: number): OaAction[] {
  const roles = rolesOf(report, accountId);
  return (Object.keys(OA_TRANSITIONS) as OaAction[]).filter((action) => {
    const t = OA_TRANSITIONS[action];
    return t.from.includes(report.state as OaReportState) && roles[t.role];
  });
}
