import type { BriefingListItem, BriefingSettingData, BriefingType } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { BriefingMailer } from './briefing-mailer.js';
import { isScheduled, nextRun, periodText } from './briefing-period.js';
import { reportTitle } from '@guanlan/shared';
import { DEFAULT_GENERATE_TIME } from './briefing-setting.repo.js';
import type { SettingValues } from './briefing-setting.repo.js';
import type { Actor, BriefingStores } from './briefing-stores.js';
import { toTemplate } from './briefing-template.repo.js';
import type { TemplateValues } from './briefing-template.repo.js';
import { templateSnapshot } from './briefing-template.repo.js';
import { toInfo, toListItem } from './briefing.mapper.js';
import { queueGeneration } from './briefing.repo.js';
import type { BriefingRow } from './briefing.repo.js';
import { reportTopics } from './report-sources.js';

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

/**
 * The reports themselves: list (with the next scheduled one), detail, on-demand generation
 * and retry, deletion; their templates; and the schedule settings.
 */
export class BriefingService {
  constructor(
    private readonly s: BriefingStores,
    private readonly queue: JobQueue,
    private readonly mailer: BriefingMailer,
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
    const id = await this.s.reports.createQueued(this.queue, {
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
      progress_text: '排队等待生成…',
      editor_note: input.summary?.trim() ?? '',
      auto_send: null,
      created_by: actor.accountId,
      created_at: now,
    });
    this.nudge();
    return id!;
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
      await queueGeneration(trx, this.queue, id, orgId);
    });
    this.nudge();
  }

  remove(orgId: number, ids: readonly number[]): Promise<void> {
    return this.s.reports.remove(orgId, ids);
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
}
