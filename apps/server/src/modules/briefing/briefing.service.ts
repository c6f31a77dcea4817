import type {
  BriefingArticleData,
  BriefingListItem,
  BriefingSettingData,
  BriefingType,
  CustomizedFileData,
} from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import type { Kysely } from 'kysely';
import { carrierLabel, sentimentLabel, tableToXlsx, xlsxFileName } from '../../analysis/index.js';
import type { Table } from '../../analysis/index.js';
import { DOCX_MIME, reportDocx, reportXlsx } from '../../briefing/index.js';
import type { ReportPrinter } from '../../briefing/index.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { BriefingArticleRepo, ArticleEdit, ArticleHome } from './briefing-article.repo.js';
import type { AttachmentFormat, BriefingMailer } from './briefing-mailer.js';
import type { BriefingNoticeRepo, NoticeValues } from './briefing-notice.repo.js';
import { isScheduled, nextRun, periodText, reportTitle } from './briefing-period.js';
import { DEFAULT_GENERATE_TIME } from './briefing-setting.repo.js';
import type { BriefingSettingRepo, SettingValues } from './briefing-setting.repo.js';
import { toTemplate } from './briefing-template.repo.js';
import type { BriefingTemplateRepo, TemplateValues } from './briefing-template.repo.js';
import { GENERATE_JOB, PERIOD_OF_TYPE } from './briefing-generator.js';
import { templateSnapshot } from './briefing-templates.js';
import { frozenTemplate, toContent, toInfo, toListItem } from './briefing.mapper.js';
import type { BriefingRepo, BriefingRow } from './briefing.repo.js';
import type { CustomizedFileRepo } from './customized-file.repo.js';
import { reportTopics } from './report-sources.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
const MIME_BY_EXT: Record<string, string> = {
  docx: DOCX_MIME,
  doc: 'application/msword',
  pdf: PDF,
  xlsx: XLSX,
  xls: 'application/vnd.ms-excel',
  wps: 'application/vnd.ms-works',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export interface Actor {
  orgId: number;
  accountId: number;
}

export interface BriefingStores {
  db: Kysely<DB>;
  reports: BriefingRepo;
  templates: BriefingTemplateRepo;
  settings: BriefingSettingRepo;
  notices: BriefingNoticeRepo;
  articles: BriefingArticleRepo;
  files: CustomizedFileRepo;
}

export interface SaveBriefingInput {
  briefingId?: number | undefined;
  briefingTitle: string;
  briefingType: BriefingType;
  briefingStartTime: number;
  briefingEndTime: number;
  templateId?: number | undefined;
  specialIds?: readonly number[] | undefined;
  summary?: string | undefined;
}

/** A report's table the chart calls answer (from its frozen snapshot). */
export type SnapshotTable = 'trend' | 'sentiment' | 'carriers' | 'regions' | 'media' | 'hotWords';
const TABLE_TITLES: Record<SnapshotTable, string> = {
  trend: '情感走势',
  sentiment: '情感分布',
  carriers: '载体分布',
  regions: '地域分布',
  media: '媒体活跃度排行',
  hotWords: '热词云',
};

const safeName = (s: string) => s.replace(/[\\/:*?"<>|\r\n]/g, '_').trim() || '报告';

/** Every report call (/api/briefing/*) over the stores, the job queue, the mailer and the printer. */
export class BriefingService {
  constructor(
    private readonly s: BriefingStores,
    private readonly queue: JobQueue,
    private readonly mailer: BriefingMailer,
    private readonly printer: ReportPrinter,
    private readonly clock: Clock,
    private readonly nudge: () => void,
  ) {}

  // ——— reports ———

  async page(
    orgId: number,
    f: { briefingType?: BriefingType | undefined; keyword?: string | undefined },
    pageNum: number,
    pageSize: number,
  ) {
    const { rows, total } = await this.s.reports.page(orgId, f, (pageNum - 1) * pageSize, pageSize);
    const list = rows.map((r) => toListItem(r as BriefingRow));
    const next =
      pageNum === 1 && !f.keyword?.trim() && f.briefingType
        ? await this.upcoming(orgId, f.briefingType)
        : undefined;
    return { list: next ? [next, ...list] : list, total, pageNum, pageSize };
  }

  /** The next scheduled report as a row without id (dead link) and without start time (待生成报告). */
  private async upcoming(orgId: number, type: BriefingType): Promise<BriefingListItem | undefined> {
    if (!isScheduled(type)) {
      return undefined;
    }
    const setting = await this.s.settings.find(orgId, type);
    if (!setting || setting.enabled !== 1) {
      return undefined;
    }
    const run = nextRun(type, setting.generate_time, this.clock.now());
    const template =
      setting.template_id === null
        ? await this.s.templates.fallback(orgId, this.clock.now())
        : await this.s.templates.get(orgId, setting.template_id).catch(() => undefined);
    return {
      briefingId: null,
      briefingTitle: reportTitle(type, run.range, type === 'specialDay' ? '' : undefined),
      briefingStartTime: null,
      briefingEndTime: null,
      templateType: template?.template_type ?? 1,
      briefingType: type,
      templateId: template?.id ?? null,
      templateName: template?.name ?? '',
      status: 'pending',
      progress: 0,
      progressText: null,
      errorText: null,
      source: 'auto',
      topicNames: [],
      generatedAt: null,
      sentAt: null,
      scheduledAt: formatCn(run.at),
    };
  }

  async info(orgId: number, id: number) {
    return toInfo(await this.s.reports.get(orgId, id));
  }

  /**
   * New report: checked, stored as 生成中 with its frozen template and queued (the data is
   * frozen when the job runs). An existing report: only its title and 编者按 change.
   */
  async save(actor: Actor, input: SaveBriefingInput): Promise<number> {
    const now = this.clock.now();
    if (input.briefingId !== undefined) {
      await this.s.reports.get(actor.orgId, input.briefingId);
      await this.s.reports.update(input.briefingId, {
        title: input.briefingTitle,
        ...(input.summary !== undefined ? { editor_note: input.summary.trim() } : {}),
      });
      return input.briefingId;
    }
    const specialIds = [...new Set(input.specialIds ?? [])];
    if (
      (input.briefingType === 'special' || input.briefingType === 'specialDay') &&
      specialIds.length === 0
    ) {
      throw new AppError('VALIDATION', '专题报告请至少选择一个专题');
    }
    if (input.briefingStartTime > now) {
      throw new AppError('VALIDATION', '开始时间不能晚于当前时间');
    }
    const topics = await reportTopics(this.s.db, actor.orgId, specialIds, true);
    const template =
      input.templateId === undefined
        ? await this.s.templates.fallback(actor.orgId, now)
        : await this.s.templates.get(actor.orgId, input.templateId);
    const id = await this.s.db.transaction().execute(async (trx) => {
      const created = await this.s.reports.insert(trx, {
        org_id: actor.orgId,
        title: input.briefingTitle,
        briefing_type: input.briefingType,
        template_id: template.id,
        template: templateSnapshot(template),
        special_ids: JSON.stringify(specialIds),
        topic_names: JSON.stringify(topics.names),
        start_time: input.briefingStartTime,
        end_time: Math.min(input.briefingEndTime, now),
        source: 'manual',
        period_key: null,
        status: 'generating',
        progress: 0,
        progress_text: '排队等待生成…',
        error_text: null,
        editor_note: input.summary?.trim() ?? '',
        snapshot: null,
        auto_send: null,
        created_by: actor.accountId,
        created_at: now,
        generated_at: null,
        sent_at: null,
      });
      await this.queue.insert(trx, GENERATE_JOB, { briefingId: created }, { orgId: actor.orgId });
      return created;
    });
    this.nudge();
    return id;
  }

  /** Retries a failed (or never started) report; a generated one keeps its frozen data. */
  async regenerate(orgId: number, id: number): Promise<void> {
    const row = await this.s.reports.get(orgId, id);
    if (row.status === 'done') {
      throw new AppError('VALIDATION', '报告已生成，数据已固定；如需最新数据请新建报告');
    }
    if (row.status === 'generating') {
      throw new AppError('VALIDATION', '报告正在生成中，请稍候');
    }
    await this.s.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('briefing')
        .set({
          status: 'generating',
          progress: 0,
          progress_text: '排队等待生成…',
          error_text: null,
        })
        .where('id', '=', id)
        .execute();
      await this.queue.insert(trx, GENERATE_JOB, { briefingId: id }, { orgId });
    });
    this.nudge();
  }

  remove(orgId: number, ids: readonly number[]): Promise<void> {
    return this.s.reports.remove(orgId, ids);
  }

  // ——— outputs ———

  private async content(orgId: number, id: number) {
    const row = await this.s.reports.get(orgId, id);
    const content = toContent(row);
    if (!content) {
      throw new AppError(
        'VALIDATION',
        row.status === 'failed'
          ? '报告生成失败，请重新生成后再下载'
          : '报告尚未生成完成，请稍后再试',
      );
    }
    return { row, content };
  }

  /** The report as Word (default), PDF (the report page printed by Chromium) or Excel. */
  async download(actor: Actor, id: number, ext: string | undefined): Promise<FileResult> {
    const { row } = await this.content(actor.orgId, id);
    if (ext !== undefined && !['docx', 'pdf', 'xlsx'].includes(ext)) {
      throw new AppError('VALIDATION', '报告只能下载为 Word、PDF 或 Excel');
    }
    const file = await this.render(
      row,
      (ext ?? 'docx') as 'docx' | 'pdf' | 'xlsx',
      actor.accountId,
    );
    return new FileResult(file.fileName, file.contentType, file.body);
  }

  /** Renders one output of a generated report (also the mail attachment). */
  async render(row: BriefingRow, ext: 'docx' | 'pdf' | 'xlsx', accountId?: number) {
    const content = toContent(row);
    if (!content) {
      throw new AppError('VALIDATION', '报告尚未生成完成');
    }
    const base = safeName(row.title);
    if (ext === 'xlsx') {
      return { fileName: `${base}.xlsx`, contentType: XLSX, body: await reportXlsx(content) };
    }
    if (ext === 'pdf') {
      const page = frozenTemplate(row).templateType === 1 ? '/paperDetail' : '/paperDetail2';
      const printer = accountId ?? (await this.printAccount(row));
      const body = await this.printer.pdf(row.org_id, printer, `${page}?id=${row.id}&print=1`);
      return { fileName: `${base}.pdf`, contentType: PDF, body };
    }
    return { fileName: `${base}.docx`, contentType: DOCX_MIME, body: await reportDocx(content) };
  }

  /** Who a PDF is printed as when no one asked (mail jobs): the report's author or the root account. */
  private async printAccount(row: BriefingRow): Promise<number> {
    if (row.created_by !== null) {
      return row.created_by;
    }
    const root = await this.s.db
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', row.org_id)
      .where('kind', '=', 'root')
      .orderBy('id')
      .executeTakeFirst();
    if (!root) {
      throw new AppError('NOT_FOUND', '单位主账号不存在，无法生成 PDF');
    }
    return root.id;
  }

  /** A chart table of a generated report (the same table the page draws). */
  async table(orgId: number, id: number, key: Exclude<SnapshotTable, 'trend'>): Promise<Table> {
    const { content } = await this.content(orgId, id);
    return content.snapshot.tables[key];
  }

  /** The trend table with its granularity. */
  async trend(orgId: number, id: number) {
    const { content } = await this.content(orgId, id);
    return content.snapshot.tables.trend;
  }

  async tableExcel(orgId: number, id: number, key: SnapshotTable): Promise<FileResult> {
    const { content } = await this.content(orgId, id);
    const title = `${content.title}_${TABLE_TITLES[key]}`;
    const body = await tableToXlsx(content.snapshot.tables[key], {
      sheetName: TABLE_TITLES[key],
      title,
    });
    return new FileResult(xlsxFileName(safeName(title), this.clock.now()), XLSX, body);
  }

  // ——— templates ———

  async templates(orgId: number) {
    return (await this.s.templates.list(orgId, this.clock.now())).map(toTemplate);
  }

  saveTemplate(orgId: number, id: number | undefined, v: TemplateValues) {
    return this.s.templates.save(orgId, id, v, this.clock.now());
  }

  removeTemplate(orgId: number, id: number) {
    return this.s.templates.remove(orgId, id);
  }

  // ——— settings ———

  async setting(orgId: number, type: BriefingType): Promise<BriefingSettingData> {
    if (!isScheduled(type)) {
      throw new AppError('VALIDATION', '专题报告按需生成，没有自动生成设置');
    }
    const row = await this.s.settings.find(orgId, type);
    const hhmm = row?.generate_time ?? DEFAULT_GENERATE_TIME;
    const enabled = row?.enabled === 1;
    return {
      briefingType: type,
      enableState: enabled,
      generateTime: hhmm,
      templateId: row?.template_id ?? null,
      specialIds: row ? (JSON.parse(row.special_ids) as number[]) : [],
      autoSend: row?.auto_send === 1,
      noticeIds: row ? (JSON.parse(row.notice_ids) as number[]) : [],
      periodText: periodText(type, hhmm),
      nextRunAt: enabled ? formatCn(nextRun(type, hhmm, this.clock.now()).at) : null,
    };
  }

  async saveSetting(orgId: number, type: BriefingType, v: SettingValues): Promise<void> {
    if (!isScheduled(type)) {
      throw new AppError('VALIDATION', '专题报告按需生成，不支持自动生成');
    }
    if (v.templateId !== undefined) {
      await this.s.templates.get(orgId, v.templateId);
    }
    await reportTopics(this.s.db, orgId, v.specialIds ?? [], true);
    await this.s.notices.many(orgId, v.noticeIds ?? []);
    if (v.autoSend && (v.noticeIds ?? []).length === 0) {
      throw new AppError('VALIDATION', '开启自动发送时请选择接收人');
    }
    if (v.autoSend && !this.mailer.configured) {
      throw new AppError('VALIDATION', '未配置邮件服务（SMTP_URL），暂不能开启自动发送');
    }
    await this.s.settings.save(orgId, type, v, this.clock.now());
  }

  // ——— recipients and sending ———

  async notices(orgId: number, keyword: string | undefined, pageNum: number, pageSize: number) {
    const { rows, total } = await this.s.notices.page(
      orgId,
      keyword,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return {
      list: rows.map((r) => ({
        noticeId: r.id,
        noticeName: r.name,
        email: r.email,
        phone: r.phone,
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  saveNotice(orgId: number, id: number | undefined, v: NoticeValues) {
    return this.s.notices.save(orgId, id, v, this.clock.now());
  }

  /** Deletes recipients and takes them out of the schedules that sent to them. */
  async removeNotices(orgId: number, ids: readonly number[]): Promise<void> {
    await this.s.notices.remove(orgId, ids);
    await this.s.settings.dropNotices(orgId, ids);
  }

  async send(
    orgId: number,
    id: number,
    noticeIds: readonly number[],
    format: AttachmentFormat,
    message: string | undefined,
  ): Promise<void> {
    const { row } = await this.content(orgId, id);
    const notices = await this.s.notices.many(orgId, noticeIds);
    await this.mailer.queueSends(row, notices, format, message);
    this.nudge();
  }

  /** Mails a scheduled report that was set to send itself (after it is generated). */
  async autoSend(row: BriefingRow): Promise<void> {
    if (!row.auto_send) {
      return;
    }
    const { noticeIds } = JSON.parse(row.auto_send) as { noticeIds: number[] };
    const notices = await this.s.db
      .selectFrom('briefing_notice')
      .selectAll()
      .where('org_id', '=', row.org_id)
      .where('id', 'in', noticeIds.length > 0 ? noticeIds : [0])
      .execute();
    if (notices.length > 0 && this.mailer.configured) {
      await this.mailer.queueSends(row, notices, 'docx', undefined);
      this.nudge();
    }
  }

  async sendLog(orgId: number, id: number) {
    await this.s.reports.get(orgId, id);
    const rows = await this.s.db
      .selectFrom('briefing_send')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('briefing_id', '=', id)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      noticeName: r.name,
      email: r.email,
      status: r.status as 'queued' | 'sent' | 'failed',
      errorText: r.error_text,
      time: formatCn(r.sent_at ?? r.created_at),
    }));
  }

  // ——— analyst articles ———

  /** A report's own articles, or the waiting list of a period (日报/周报/月报). */
  async home(
    orgId: number,
    briefingId: number | undefined,
    period: string | undefined,
  ): Promise<ArticleHome> {
    if (briefingId !== undefined) {
      const row = await this.s.reports.get(orgId, briefingId);
      return { briefingId, period: PERIOD_OF_TYPE[row.briefing_type] ?? row.briefing_type };
    }
    if (!period) {
      throw new AppError('VALIDATION', '请指定报告（briefingId）或报告周期（日报/周报/月报）');
    }
    return { briefingId: 0, period };
  }

  async articlePage(orgId: number, home: ArticleHome, pageNum: number, pageSize: number) {
    const { rows, total } = await this.s.articles.page(
      orgId,
      home,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    const list: BriefingArticleData[] = rows.map((r) => ({
      articleId: r.article_id,
      title: r.edited_title ?? r.title,
      originalTitle: r.title,
      summary: r.edited_summary ?? r.summary.slice(0, 300),
      category: r.category ?? '',
      siteName: r.site_name ?? '',
      carrierName: carrierLabel(r.carrier),
      sentiment: sentimentLabel(r.sentiment),
      publishTime: formatCn(r.publish_time),
      url: r.url,
      position: r.position,
    }));
    return { list, total, pageNum, pageSize };
  }

  editArticle(orgId: number, home: ArticleHome, articleId: number, e: ArticleEdit) {
    return this.s.articles.edit(orgId, home, articleId, e);
  }

  sortArticles(orgId: number, home: ArticleHome, ids: readonly number[]) {
    return this.s.articles.sort(orgId, home, ids);
  }

  removeArticles(orgId: number, home: ArticleHome, ids: readonly number[]) {
    return this.s.articles.remove(orgId, home, ids);
  }

  // ——— customised files ———

  async upload(actor: Actor, fileName: string, type: BriefingType | undefined, content: string) {
    const body = Buffer.from(content, 'base64');
    if (body.length === 0) {
      throw new AppError('VALIDATION', '文件内容为空');
    }
    const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    return this.s.files.insert(
      actor.orgId,
      {
        fileName,
        briefingType: type ?? null,
        mime: MIME_BY_EXT[ext] ?? 'application/octet-stream',
        body,
        createdBy: actor.accountId,
      },
      this.clock.now(),
    );
  }

  async files(
    orgId: number,
    f: { keyword?: string | undefined; briefingType?: string | undefined },
    pageNum: number,
    pageSize: number,
  ) {
    const { rows, total } = await this.s.files.page(orgId, f, (pageNum - 1) * pageSize, pageSize);
    const list: CustomizedFileData[] = rows.map((r) => ({
      fileId: r.id,
      fileName: r.file_name,
      fileSize: r.size,
      briefingType: (r.briefing_type as BriefingType | null) ?? null,
      uploaderName: r.uploaderRealName ?? r.uploader ?? '',
      createdAt: formatCn(r.created_at),
    }));
    return { list, total, pageNum, pageSize };
  }

  async downloadFile(orgId: number, id: number): Promise<FileResult> {
    const f = await this.s.files.get(orgId, id);
    return new FileResult(f.file_name, f.mime, Buffer.from(f.body));
  }

  removeFile(orgId: number, id: number) {
    return this.s.files.remove(orgId, id);
  }
}
