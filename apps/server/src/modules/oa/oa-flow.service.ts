import type { Kysely } from 'kysely';
import {
  OA_ACTION_LABELS,
  OA_LEVEL_LABELS,
  OA_REPORT_STATE_LABELS,
  OA_TRANSITIONS,
  formatCn,
} from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { postMessages } from '../message/index.js';
import { decodeIds, encodeIds } from './oa-ids.js';
import { rolesOf } from './oa-report-roles.js';
import type { ReportRow } from './oa-report-roles.js';
import { OaSettingRepo } from './oa-setting.repo.js';

const ROLE_NAMES = { reporter: '上报人', approver: '审批人', handler: '处置人' } as const;

/** States whose step runs against the level's deadline. */
const TIMED: readonly OaReportState[] = ['pending', 'approved', 'handling', 'feedback'];

export interface ActInput {
  reportId: number;
  decision: OaAction;
  opinion?: string | undefined;
  forwardToId?: number | undefined;
  handlerId?: number | undefined;
}

/**
 * The approval flow of a report: every step is checked against OA_TRANSITIONS (state and role),
 * written as a log entry and announced by a flow message to the next actor; each timed step gets
 * the level's deadline, and an overdue step raises one in-app notice to the approvers. Reading
 * the log is OaFlowLog's, the flow-message inbox OaFlowMessages'.
 */
export class OaFlowService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: OaSettingRepo,
  ) {}

  private async actorName(accountId: number): Promise<string> {
    const a = await this.db
      .selectFrom('account')
      .select(['user_name', 'real_name'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return a?.real_name ?? a?.user_name ?? '';
  }

  async log(
    orgId: number,
    reportId: number,
    accountId: number,
    action: string,
    from: string | null,
    to: string,
    opinion: string,
  ): Promise<number> {
    const row = await this.db
      .insertInto('oa_report_log')
      .values({
        org_id: orgId,
        report_id: reportId,
        account_id: accountId,
        actor_name: await this.actorName(accountId),
        action,
        from_state: from,
        to_state: to,
        opinion,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Takes one step; a wrong state or role is refused and nothing changes. */
  async act(orgId: number, accountId: number, input: ActInput): Promise<void> {
    const report = await this.db
      .selectFrom('oa_report')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', input.reportId)
      .executeTakeFirst();
    if (!report || (report.state === 'draft' && Number(report.reporter_id) !== accountId)) {
      throw new AppError('NOT_FOUND', '上报不存在或已删除');
    }
    const rule = OA_TRANSITIONS[input.decision];
    const from = report.state as OaReportState;
    const label = OA_ACTION_LABELS[input.decision];
    if (!rule.from.includes(from)) {
      throw new AppError(
        'VALIDATION',
        `上报当前为「${OA_REPORT_STATE_LABELS[from]}」，不能${label}`,
      );
    }
    if (!rolesOf(report, accountId)[rule.role]) {
      throw new AppError('FORBIDDEN', `只有本上报的${ROLE_NAMES[rule.role]}可以${label}`);
    }
    const opinion = input.opinion?.trim() ?? '';
    if ((input.decision === 'approve' || input.decision === 'return') && opinion === '') {
      throw new AppError(
        'VALIDATION',
        input.decision === 'approve' ? '请填写批示意见' : '请填写退回原因',
      );
    }
    if (input.decision === 'feedback' && opinion === '') {
      throw new AppError('VALIDATION', '请填写处置反馈');
    }
    const patch: Partial<Record<string, unknown>> = {};
    let handlerId = report.handler_id === null ? null : Number(report.handler_id);
    let approvers = decodeIds(report.approver_ids);
    if (input.decision === 'approve') {
      handlerId = input.handlerId ?? Number(report.reporter_id);
      await this.requireAccount(orgId, handlerId, '处置人');
      patch.handler_id = handlerId;
      patch.instruction = opinion;
    } else if (input.decision === 'forward') {
      if (input.forwardToId === undefined) {
        throw new AppError('VALIDATION', '请选择转审的审批人');
      }
      await this.requireAccount(orgId, input.forwardToId, '审批人');
      approvers = [input.forwardToId];
      patch.approver_ids = encodeIds(approvers);
    } else if (input.decision === 'feedback') {
      patch.feedback = opinion;
    }
    const now = this.clock.now();
    const deadlines = await this.settings.deadlines(orgId);
    const to = rule.to;
    const res = await this.db
      .updateTable('oa_report')
      .set({
        ...patch,
        state: to,
        step_started_at: now,
        step_deadline: TIMED.includes(to)
          ? now + OaSettingRepo.stepMs(deadlines, report.level)
          : null,
        overdue_noticed_at: null,
        updated_at: now,
      })
      .where('id', '=', report.id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw new AppError('CONFLICT', '上报状态已被他人修改，请刷新后重试');
    }
    const logId = await this.log(
      orgId,
      Number(report.id),
      accountId,
      input.decision,
      from,
      to,
      opinion,
    );
    const reporter = Number(report.reporter_id);
    const recipients: Record<OaAction, number[]> = {
      submit: approvers,
      approve: handlerId === null ? [] : [handlerId, reporter],
      return: [reporter],
      forward: approvers,
      handle: approvers,
      feedback: approvers,
      finish: [reporter, ...(handlerId === null ? [] : [handlerId])],
    };
    const actor = await this.actorName(accountId);
    const next = [...new Set(recipients[input.decision])].filter((id) => id !== accountId);
    if (next.length > 0) {
      await this.db
        .insertInto('oa_flow_message')
        .values(
          next.map((id) => ({
            org_id: orgId,
            report_id: Number(report.id),
            log_id: logId,
            account_id: id,
            title: `${actor}${label}了「${report.title}」`.slice(0, 200),
            content: opinion || `上报状态：${OA_REPORT_STATE_LABELS[to]}`,
            created_at: now,
            read_at: null,
          })),
        )
        .execute();
    }
  }

  private async requireAccount(orgId: number, id: number, what: string): Promise<void> {
    const a = await this.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!a) {
      throw new AppError('NOT_FOUND', `所选${what}不存在或已停用`);
    }
  }

  /**
   * Posts one message-centre notice (审批) to the approvers of every report whose current step is
   * past its deadline and not yet noticed; answers how many reports were noticed.
   */
  async noticeOverdue(): Promise<number> {
    const now = this.clock.now();
    const due: ReportRow[] = await this.db
      .selectFrom('oa_report')
      .selectAll()
      .where('step_deadline', 'is not', null)
      .where('step_deadline', '<', now)
      .where('overdue_noticed_at', 'is', null)
      .limit(500)
      .execute();
    for (const r of due) {
      const claimed = await this.db
        .updateTable('oa_report')
        .set({ overdue_noticed_at: now })
        .where('id', '=', r.id)
        .where('overdue_noticed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        continue;
      }
      const state = OA_REPORT_STATE_LABELS[r.state as OaReportState] ?? r.state;
      await postMessages(
        this.db,
        Number(r.org_id),
        decodeIds(r.approver_ids),
        [
          {
            type: 'approval',
            title: `上报办理超时：${r.title}`,
            content: `${OA_LEVEL_LABELS[r.level as '1' | '2' | '3'] ?? ''}上报「${r.title}」在「${state}」环节已超过办理时限（${formatCn(r.step_deadline ?? now)}），请尽快处理。`,
            link: `/reportedDetail/${r.id}`,
            articleId: r.article_id === null ? null : Number(r.article_id),
          },
        ],
        now,
      );
    }
    return due.length;
  }
}
