import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import { BRIEFING_TYPES, formatCn } from '@guanlan/shared';
import type { BriefingType } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import type { NoticeRow } from './briefing-notice.repo.js';
import type { BriefingRow } from './briefing.repo.js';
import { frozenTemplate } from './briefing.mapper.js';

export const SEND_JOB = 'briefing.send';
export type AttachmentFormat = 'docx' | 'pdf';

/** Renders a report's attachment: its file name, mime type and bytes. */
export type RenderAttachment = (
  row: BriefingRow,
  format: AttachmentFormat,
) => Promise<{ fileName: string; contentType: string; body: Buffer }>;

export interface MailerDeps {
  db: Kysely<DB>;
  queue: JobQueue;
  clock: Clock;
  smtp: { url: string | undefined; from: string };
  appBaseUrl: string;
  render: RenderAttachment;
}

/**
 * Mails reports through SMTP: one send row and one job per recipient (stored before anything
 * is sent, retried with back-off), the document attached, the outcome kept for 发送记录.
 */
export class BriefingMailer {
  private transporter: Transporter | undefined;

  constructor(private readonly deps: MailerDeps) {}

  get configured(): boolean {
    return Boolean(this.deps.smtp.url);
  }

  /** Stores one send per recipient and queues them; refuses when mail is not configured. */
  async queueSends(
    row: BriefingRow,
    notices: readonly NoticeRow[],
    format: AttachmentFormat,
    message: string | undefined,
  ): Promise<void> {
    if (!this.configured) {
      throw new AppError('VALIDATION', '未配置邮件服务（SMTP_URL），暂不能发送报告');
    }
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      for (const n of notices) {
        const send = await trx
          .insertInto('briefing_send')
          .values({
            org_id: row.org_id,
            briefing_id: row.id,
            name: n.name,
            email: n.email,
            format,
            message: message?.trim() || null,
            status: 'queued',
            error_text: null,
            created_at: now,
            sent_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.deps.queue.insert(trx, SEND_JOB, { sendId: send.id }, { orgId: row.org_id });
      }
    });
  }

  handler(): JobHandler {
    return async ({ job, payload }) => {
      const sendId = Number((payload as { sendId: number }).sendId);
      const { db, clock } = this.deps;
      const send = await db
        .selectFrom('briefing_send')
        .selectAll()
        .where('id', '=', sendId)
        .executeTakeFirst();
      if (!send || send.status !== 'queued') {
        return;
      }
      const row = await db
        .selectFrom('briefing')
        .selectAll()
        .where('id', '=', send.briefing_id)
        .executeTakeFirst();
      try {
        if (!row) {
          throw new AppError('NOT_FOUND', '报告已删除');
        }
        const file = await this.deps.render(row, send.format as AttachmentFormat);
        this.transporter ??= nodemailer.createTransport(this.deps.smtp.url);
        await this.transporter.sendMail({
          from: this.deps.smtp.from,
          to: send.email,
          subject: `【观澜舆情】${row.title}`,
          text: mailText(row, send.name, send.message, this.deps.appBaseUrl),
          attachments: [
            { filename: file.fileName, content: file.body, contentType: file.contentType },
          ],
          messageId: `<briefing-send-${send.id}@guanlan.local>`,
        });
        const now = clock.now();
        await db
          .updateTable('briefing_send')
          .set({ status: 'sent', sent_at: now, error_text: null })
          .where('id', '=', sendId)
          .execute();
        await db.updateTable('briefing').set({ sent_at: now }).where('id', '=', row.id).execute();
      } catch (err) {
        const text = `发送失败：${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
        const last = !row || err instanceof AppError || job.attempts >= job.max_attempts;
        await db
          .updateTable('briefing_send')
          .set({ status: last ? 'failed' : 'queued', error_text: text })
          .where('id', '=', sendId)
          .execute();
        if (!last) {
          throw err;
        }
      }
    };
  }
}

function mailText(row: BriefingRow, name: string, message: string | null, base: string): string {
  const page = frozenTemplate(row).templateType === 1 ? 'paperDetail' : 'paperDetail2';
  const link = base ? `${base.replace(/\/$/, '')}/${page}?id=${row.id}` : '';
  return [
    `${name}，您好：`,
    '',
    `附件为${BRIEFING_TYPES[row.briefing_type as BriefingType] ?? '报告'}《${row.title}》，监测时段 ${formatCn(row.start_time).slice(0, 16)} 至 ${formatCn(row.end_time).slice(0, 16)}。`,
    ...(message ? ['', message] : []),
    ...(link ? ['', `在线查看：${link}`] : []),
    '',
    '—— 观澜舆情',
  ].join('\n');
}
