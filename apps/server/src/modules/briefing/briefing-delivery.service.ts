import { formatCn } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import type { AttachmentFormat, BriefingMailer } from './briefing-mailer.js';
import type { NoticeValues } from './briefing-notice.repo.js';
import type { BriefingOutputs } from './briefing-output.service.js';
import type { BriefingStores } from './briefing-stores.js';
import type { BriefingRow } from './briefing.repo.js';

/** 报告接收人 and sending: recipients, mailing a generated report, auto-send, the send log. */
export class BriefingDelivery {
  constructor(
    private readonly s: BriefingStores,
    private readonly outputs: BriefingOutputs,
    private readonly mailer: BriefingMailer,
    private readonly clock: Clock,
    private readonly nudge: () => void,
  ) {}

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
    const { row } = await this.outputs.generated(orgId, id);
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
    const notices = await this.s.notices.existing(row.org_id, noticeIds);
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
}
