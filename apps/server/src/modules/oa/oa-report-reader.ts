import type { Kysely } from 'kysely';
import { OA_LEVEL_LABELS, OA_REPORT_STATE_LABELS, formatCn } from '@guanlan/shared';
import type { OaReportState } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from '../navy/index.js';
import { decodeIds, idPattern } from './oa-ids.js';
import type { OaFlowLog } from './oa-flow-log.js';
import { allowedActions } from './oa-report-roles.js';
import type { ReportRow } from './oa-report-roles.js';

export interface ReportQuery {
  reportState?: string | undefined;
  level?: string | undefined;
  reportType?: string | undefined;
  overdue?: boolean | undefined;
  mine?: 'reported' | 'toApprove' | 'toHandle' | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  keyword?: string | undefined;
  reportIds?: number[] | undefined;
}

/**
 * The reading side of 舆情上报 (/opinionOA/report): one report (drafts stay the reporter's), the
 * filtered lists and export rows with each caller's allowed actions, and the detail with images
 * and timeline.
 */
export class OaReportReader {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly log: OaFlowLog,
  ) {}

  async require(orgId: number, reportId: number): Promise<ReportRow> {
    const row = await this.db
      .selectFrom('oa_report')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '上报不存在或已删除');
    }
    return row;
  }

  /** Accounts of the organisation who may approve or handle. */
  async users(orgId: number) {
    const rows = await this.db
      .selectFrom('account')
      .select(['id', 'user_name', 'real_name', 'kind'])
      .where('org_id', '=', orgId)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      userId: Number(r.id),
      userName: r.user_name,
      realName: r.real_name ?? r.user_name,
      kind: r.kind,
    }));
  }

  private filtered(orgId: number, accountId: number, q: ReportQuery) {
    const now = this.clock.now();
    let base = this.db
      .selectFrom('oa_report')
      .where('org_id', '=', orgId)
      // Drafts are the reporter's own until submitted.
      .where((eb) => eb.or([eb('state', '!=', 'draft'), eb('reporter_id', '=', accountId)]));
    if (q.reportState) {
      base = base.where('state', '=', q.reportState);
    }
    if (q.level) {
      base = base.where('level', '=', q.level);
    }
    if (q.reportType?.trim()) {
      base = base.where('report_type', '=', q.reportType.trim());
    }
    if (q.overdue === true) {
      base = base.where('step_deadline', 'is not', null).where('step_deadline', '<', now);
    } else if (q.overdue === false) {
      base = base.where((eb) =>
        eb.or([eb('step_deadline', 'is', null), eb('step_deadline', '>=', now)]),
      );
    }
    if (q.mine === 'reported') {
      base = base.where('reporter_id', '=', accountId);
    } else if (q.mine === 'toApprove') {
      base = base
        .where('approver_ids', 'like', idPattern(accountId))
        .where('state', 'in', ['pending', 'feedback']);
    } else if (q.mine === 'toHandle') {
      base = base
        .where('handler_id', '=', accountId)
        .where('state', 'in', ['approved', 'handling']);
    }
    if (q.startTime !== undefined) {
      base = base.where('created_at', '>=', q.startTime);
    }
    if (q.endTime !== undefined) {
      base = base.where('created_at', '<=', q.endTime);
    }
    const keyword = q.keyword?.trim();
    if (keyword) {
      base = base.where((eb) =>
        eb.or([
          eb('title', 'like', `%${keyword}%`),
          eb('content', 'like', `%${keyword}%`),
          eb('source', 'like', `%${keyword}%`),
        ]),
      );
    }
    if (q.reportIds && q.reportIds.length > 0) {
      base = base.where('id', 'in', q.reportIds);
    }
    return base;
  }

  async page(
    orgId: number,
    accountId: number,
    q: ReportQuery & { pageNum: number; pageSize: number },
  ) {
    const base = this.filtered(orgId, accountId, q);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const names = await this.nameMap(orgId);
    return {
      list: rows.map((r) => this.toItem(r, accountId, names)),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** Every matching row (the export), newest first, at most 8000. */
  async all(orgId: number, accountId: number, q: ReportQuery) {
    const rows = await this.filtered(orgId, accountId, q)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(8000)
      .execute();
    const names = await this.nameMap(orgId);
    return rows.map((r) => this.toItem(r, accountId, names));
  }

  async nameMap(orgId: number): Promise<Map<number, string>> {
    const users = await this.users(orgId);
    return new Map(users.map((u) => [u.userId, u.realName]));
  }

  toItem(r: ReportRow, accountId: number, names: Map<number, string>) {
    const now = this.clock.now();
    return {
      reportId: Number(r.id),
      reportTitle: r.title,
      reportState: r.state,
      reportStateName: OA_REPORT_STATE_LABELS[r.state as OaReportState] ?? r.state,
      level: r.level,
      levelName: OA_LEVEL_LABELS[r.level as '1' | '2' | '3'] ?? r.level,
      reportType: r.report_type,
      source: r.source,
      carrier: r.carrier,
      sentiment: r.sentiment,
      articleUrl: r.article_url,
      articleId: r.article_id === null ? null : Number(r.article_id),
      reporterId: Number(r.reporter_id),
      reporterName: names.get(Number(r.reporter_id)) ?? '',
      approverIds: decodeIds(r.approver_ids),
      approverNames: decodeIds(r.approver_ids).map((id) => names.get(id) ?? String(id)),
      handlerId: r.handler_id === null ? null : Number(r.handler_id),
      handlerName: r.handler_id === null ? '' : (names.get(Number(r.handler_id)) ?? ''),
      stepDeadline: r.step_deadline === null ? '' : formatCn(r.step_deadline),
      overdue: r.step_deadline !== null && r.step_deadline < now,
      createTime: formatCn(r.created_at),
      updateTime: formatCn(r.updated_at),
      actions: allowedActions(r, accountId),
    };
  }

  async info(orgId: number, accountId: number, reportId: number) {
    const r = await this.require(orgId, reportId);
    if (r.state === 'draft' && Number(r.reporter_id) !== accountId) {
      throw new AppError('NOT_FOUND', '上报不存在或已删除');
    }
    const names = await this.nameMap(orgId);
    const images = await this.db
      .selectFrom('oa_report_image')
      .select(['id', 'name', 'data', 'created_at'])
      .where('report_id', '=', r.id)
      .orderBy('id')
      .execute();
    return {
      ...this.toItem(r, accountId, names),
      content: r.content,
      summary: r.summary,
      instruction: r.instruction,
      feedback: r.feedback,
      snapshot: r.snapshot ? (JSON.parse(r.snapshot) as Record<string, unknown>) : null,
      images: images.map((i) => ({
        imageId: Number(i.id),
        imageName: i.name,
        imageData: i.data,
        createTime: formatCn(i.created_at),
      })),
      timeline: await this.log.timeline(orgId, Number(r.id)),
    };
  }
}
