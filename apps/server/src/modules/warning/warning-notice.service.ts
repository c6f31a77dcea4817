import type { warningCalls } from '@guanlan/shared';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { OutboundPolicy } from '../../platform/net/outbound-policy.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticeRow, WarningNoticeRepo } from './warning-notice.repo.js';

/** The notice form (saveWarningNotice) after zod parsed it. */
export type NoticeForm = z.output<typeof warningCalls.saveWarningNotice.input>;

/**
 * Warning recipients (预警接收人): an account of the organisation (in-app), a phone (SMS), an
 * e-mail address, a WeChat openid or a robot webhook (generic, 企业微信, 钉钉, 飞书).
 */
export class WarningNoticeService {
  constructor(
    private readonly repo: WarningNoticeRepo,
    private readonly clock: Clock,
    private readonly outbound: OutboundPolicy,
  ) {}

  async page(
    orgId: number,
    input: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    const { pageNum, pageSize } = input;
    const { rows, total } = await this.repo.page(
      orgId,
      input.keyword,
      pageSize,
      (pageNum - 1) * pageSize,
    );
    return { rows, total, pageNum, pageSize };
  }

  async get(orgId: number, id: number): Promise<NoticeRow> {
    const row = await this.repo.find(orgId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', '预警接收人不存在或已被删除');
    }
    return row;
  }

  /** Creates or edits a recipient; it needs at least one way to be reached. Returns its id. */
  async save(orgId: number, form: NoticeForm): Promise<number> {
    if (form.noticeId !== undefined) {
      await this.get(orgId, form.noticeId);
    }
    if (form.accountId !== undefined && !(await this.repo.hasAccount(orgId, form.accountId))) {
      throw new AppError('NOT_FOUND', '所选账号不存在或不属于本单位');
    }
    const reachable = [form.accountId, form.phone, form.email, form.weChatOpenId, form.webhookUrl];
    if (reachable.every((v) => v === undefined || v === '')) {
      throw new AppError(
        'VALIDATION',
        '请至少填写一种联系方式：账号、手机号、邮箱、微信或机器人 Webhook',
      );
    }
    if (form.webhookType !== undefined && !form.webhookUrl) {
      throw new AppError('VALIDATION', '选择了机器人类型，请同时填写 Webhook 地址');
    }
    const unsafe = form.webhookUrl ? await this.outbound.problemWith(form.webhookUrl) : null;
    if (unsafe) {
      throw new AppError('VALIDATION', `Webhook 地址不可用：${unsafe}`);
    }
    const values = {
      name: form.noticeName.trim(),
      account_id: form.accountId ?? null,
      phone: form.phone || null,
      email: form.email || null,
      wechat_open_id: form.weChatOpenId?.trim() || null,
      webhook_url: form.webhookUrl || null,
      webhook_type: form.webhookUrl ? (form.webhookType ?? null) : null,
    };
    const now = this.clock.now();
    if (form.noticeId === undefined) {
      return this.repo.insert(orgId, values, now);
    }
    await this.repo.update(orgId, form.noticeId, values, now);
    return form.noticeId;
  }

  /** Deletes a recipient; rules that named it stop pushing to it. */
  async remove(orgId: number, id: number): Promise<void> {
    await this.get(orgId, id);
    await this.repo.remove(orgId, id);
  }
}
