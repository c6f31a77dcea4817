import type { Kysely } from 'kysely';
import { OA_REPORT_STATE_LABELS, formatCn } from '@guanlan/shared';
import type { OaReportState } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { encodeIds } from './oa-ids.js';
import type { OaFlowService } from './oa-flow.service.js';
import type { OaReportReader } from './oa-report-reader.js';
import { rolesOf } from './oa-report-roles.js';

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

/**
 * 舆情上报 (/opinionOA/report), the writing side: reports with their article snapshot, the
 * one-click report from an article or warning, deletion and screenshots. Lists and details are
 * OaReportReader's.
 */
export class OaReportService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly flow: OaFlowService,
    private readonly reader: OaReportReader,
  ) {}

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
      const report = await this.reader.require(orgId, reportId);
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

  async addImage(
    orgId: number,
    accountId: number,
    input: { reportId: number; imageName: string; imageData: string },
  ): Promise<number> {
    const r = await this.reader.require(orgId, input.reportId);
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
    const r = await this.reader.require(orgId, Number(img.report_id));
    if (!rolesOf(r, accountId).reporter && !rolesOf(r, accountId).handler) {
      throw new AppError('FORBIDDEN', '只有上报人或处置人可以删除截图');
    }
    await this.db.deleteFrom('oa_report_image').where('id', '=', img.id).execute();
  }
}
