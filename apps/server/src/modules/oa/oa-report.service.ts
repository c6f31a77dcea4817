import type { Kysely, Selectable } from 'kysely';
import { OA_LEVEL_LABELS, OA_REPORT_STATE_LABELS, OA_TRANSITIONS, formatCn } from '@guanlan/shared';
import type { OaAction, OaReportState } from '@guanlan/shared';
import type { DB, OaReportTable } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from '../navy/index.js';
import { decodeIds, encodeIds, idPattern } from './oa-ids.js';
import type { OaFlowService } from './oa-flow.service.js';

export type ReportRow = Selectable<OaReportTable>;

export interface ReportInput {
  reportId?: number | undefined;
  reportTitle: string;
  content?: string | undefined;
  articleUrl?: string | undefined;
  articleId?: number | undefined;
  level: '1' | '2' | '3';
  reportType: string;
  source?: string | undefined;
  carrier?: string | undefined;
  summary?: string | undefined;
  sentiment?: string | undefined;
  approverIds?: number[] | undefined;
  submit: boolean;
}

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

/** 舆情上报 (/opinionOA/report): reports, their article snapshot, images, lists and details. */
export class OaReportService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly flow: OaFlowService,
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

  /** The default approvers: the organisation's root account(s). */
  private async defaultApprovers(orgId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('kind', '=', 'root')
      .where('status', '=', 'active')
      .execute();
    return rows.map((r) => Number(r.id));
  }

  private async checkAccounts(orgId: number, ids: readonly number[]): Promise<void> {
    const found = await this.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .where('status', '=', 'active')
      .execute();
    if (found.length !== new Set(ids).size) {
      throw new AppError('NOT_FOUND', '所选审批人不存在或已停用');
    }
  }

  /** Creates or edits (reporter, 草稿 or 已退回) a report; `submit` sends it for approval. */
  async save(orgId: number, accountId: number, input: ReportInput): Promise<number> {
    const approvers =
      input.approverIds && input.approverIds.length > 0
        ? input.approverIds
        : await this.defaultApprovers(orgId);
    if (input.approverIds && input.approverIds.length > 0) {
      await this.checkAccounts(orgId, input.approverIds);
    }
    const now = this.clock.now();
    const values = {
      title: input.reportTitle,
      content: input.content ?? '',
      level: input.level,
      report_type: input.reportType,
      article_url: input.articleUrl ?? '',
      source: input.source ?? '',
      carrier: input.carrier ?? '',
      summary: input.summary ?? '',
      sentiment: input.sentiment ?? '',
      approver_ids: encodeIds(approvers),
      updated_at: now,
    };
    let reportId = input.reportId;
    if (reportId !== undefined) {
      const report = await this.require(orgId, reportId);
      if (Number(report.reporter_id) !== accountId) {
        throw new AppError('FORBIDDEN', '只有上报人可以修改上报');
      }
      if (report.state !== 'draft' && report.state !== 'returned') {
        throw new AppError(
          'VALIDATION',
          `上报${OA_REPORT_STATE_LABELS[report.state as OaReportState]}，不能再修改`,
        );
      }
      await this.db.updateTable('oa_report').set(values).where('id', '=', report.id).execute();
      if (!input.submit) {
        // Saving and submitting at once is one step: 提交上报.
        await this.flow.log(orgId, reportId, accountId, 'edit', report.state, report.state, '');
      }
    } else {
      let snapshot: string | null = null;
      if (input.articleId !== undefined) {
        snapshot = await this.articleSnapshot(orgId, input.articleId);
      }
      const row = await this.db
        .insertInto('oa_report')
        .values({
          ...values,
          org_id: orgId,
          state: 'draft',
          article_id: input.articleId ?? null,
          warning_id: null,
          snapshot,
          reporter_id: accountId,
          handler_id: null,
          instruction: '',
          feedback: '',
          step_started_at: now,
          step_deadline: null,
          overdue_noticed_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reportId = Number(row.id);
      await this.flow.log(orgId, reportId, accountId, 'create', null, 'draft', '');
    }
    if (input.submit) {
      await this.flow.act(orgId, accountId, { reportId, decision: 'submit' });
    }
    return reportId;
  }

  /** The article as it was when reported, so the evidence survives its deletion. */
  private async articleSnapshot(orgId: number, articleId: number): Promise<string> {
    const a = await this.db
      .selectFrom('article')
      .leftJoin('org_article_state as s', (j) =>
        j.onRef('s.article_id', '=', 'article.id').on('s.org_id', '=', orgId),
      )
      .select([
        'article.id',
        'article.title',
        'article.url',
        'article.site_name',
        'article.carrier',
        'article.summary',
        'article.content',
        'article.sentiment',
        'article.publish_time',
        'article.author_name',
        's.sentiment as org_sentiment',
        's.is_deleted',
      ])
      .where('article.id', '=', articleId)
      .executeTakeFirst();
    if (!a || a.is_deleted === 1) {
      throw new AppError('NOT_FOUND', '文章不存在或已被删除');
    }
    return JSON.stringify({
      articleId: Number(a.id),
      title: a.title,
      url: a.url,
      source: a.site_name ?? '',
      carrier: a.carrier,
      summary: a.summary,
      content: [...a.content].slice(0, 5000).join(''),
      sentiment: a.org_sentiment ?? a.sentiment,
      publishTime: formatCn(a.publish_time),
      author: a.author_name ?? '',
      snapshotTime: formatCn(this.clock.now()),
    });
  }

  /** One-click 上报 from the main system: a draft prefilled from the article (or warning). */
  async fromArticle(
    orgId: number,
    accountId: number,
    input: { articleId: number; remark?: string | undefined; warningId?: number | undefined },
  ): Promise<number> {
    let level: '1' | '2' | '3' = '3';
    if (input.warningId !== undefined) {
      const w = await this.db
        .selectFrom('warning_article')
        .select(['article_id', 'level'])
        .where('org_id', '=', orgId)
        .where('id', '=', input.warningId)
        .executeTakeFirst();
      if (!w || Number(w.article_id) !== input.articleId) {
        throw new AppError('NOT_FOUND', '预警不存在或已删除');
      }
      level = w.level === 'red' ? '1' : w.level === 'orange' ? '2' : '3';
    }
    const snapshot = await this.articleSnapshot(orgId, input.articleId);
    const a = JSON.parse(snapshot) as Record<string, string>;
    if (level === '3' && a.sentiment === 'negative') {
      level = '2';
    }
    const reportId = await this.save(orgId, accountId, {
      reportTitle: [...(a.title ?? '')].slice(0, 200).join('') || '未命名文章',
      content: [input.remark?.trim(), a.summary].filter(Boolean).join('\n\n'),
      articleUrl: a.url,
      articleId: input.articleId,
      level,
      reportType: input.warningId !== undefined ? '负面舆情' : '社情民意',
      source: a.source,
      carrier: a.carrier,
      summary: a.summary,
      sentiment: a.sentiment,
      submit: false,
    });
    if (input.warningId !== undefined) {
      await this.db
        .updateTable('oa_report')
        .set({ warning_id: input.warningId })
        .where('id', '=', reportId)
        .execute();
    }
    return reportId;
  }

  async remove(orgId: number, accountId: number, ids: readonly number[]): Promise<void> {
    const rows = await this.db
      .selectFrom('oa_report')
      .select(['id', 'state', 'reporter_id'])
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', '上报不存在或已删除');
    }
    if (rows.some((r) => Number(r.reporter_id) !== accountId)) {
      throw new AppError('FORBIDDEN', '只能删除自己的上报');
    }
    if (rows.some((r) => r.state !== 'draft' && r.state !== 'returned')) {
      throw new AppError('VALIDATION', '只能删除草稿或已退回的上报');
    }
    const own = rows.map((r) => r.id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('oa_report_image').where('report_id', 'in', own).execute();
      await trx.deleteFrom('oa_flow_message').where('report_id', 'in', own).execute();
      await trx.deleteFrom('oa_report_log').where('report_id', 'in', own).execute();
      await trx.deleteFrom('oa_report').where('id', 'in', own).execute();
    });
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
      timeline: await this.flow.timeline(orgId, Number(r.id)),
    };
  }

  async addImage(
    orgId: number,
    accountId: number,
    input: { reportId: number; imageName: string; imageData: string },
  ): Promise<number> {
    const r = await this.require(orgId, input.reportId);
    if (!rolesOf(r, accountId).reporter && !rolesOf(r, accountId).handler) {
      throw new AppError('FORBIDDEN', '只有上报人或处置人可以上传截图');
    }
    const count = await this.db
      .selectFrom('oa_report_image')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('report_id', '=', r.id)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= 9) {
      throw new AppError('VALIDATION', '每条上报最多9张截图');
    }
    const row = await this.db
      .insertInto('oa_report_image')
      .values({
        org_id: orgId,
        report_id: r.id,
        name: input.imageName,
        data: input.imageData,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async removeImage(orgId: number, accountId: number, imageId: number): Promise<void> {
    const img = await this.db
      .selectFrom('oa_report_image')
      .select(['id', 'report_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', imageId)
      .executeTakeFirst();
    if (!img) {
      throw new AppError('NOT_FOUND', '截图不存在或已删除');
    }
    const r = await this.require(orgId, Number(img.report_id));
    if (!rolesOf(r, accountId).reporter && !rolesOf(r, accountId).handler) {
      throw new AppError('FORBIDDEN', '只有上报人或处置人可以删除截图');
    }
    await this.db.deleteFrom('oa_report_image').where('id', '=', img.id).execute();
  }
}
