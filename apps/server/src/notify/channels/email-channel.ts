import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { PermanentDeliveryError } from './channel.js';
import type { Channel } from './channel.js';
import { htmlBody, subjectOf, textLines } from './warning-message.js';
import type { WarningMessage } from './warning-message.js';

export interface SmtpConfig {
  /** smtp://user:pass@host:port or smtps://… ; absent = e-mail not configured. */
  url: string | undefined;
  from: string;
}

/**
 * E-mail through SMTP (nodemailer). The Message-ID is derived from the delivery id, so a
 * retry after a crash reaches mail clients as the same message.
 */
export class EmailChannel implements Channel {
  private transporter: Transporter | undefined;

  constructor(private readonly config: SmtpConfig) {}

  async send(target: string, m: WarningMessage) {
    if (!this.config.url) {
      throw new PermanentDeliveryError('未配置邮件服务（SMTP_URL），无法发送预警邮件');
    }
    this.transporter ??= nodemailer.createTransport(this.config.url);
    try {
      await this.transporter.sendMail({
        from: this.config.from,
        to: target,
        subject: subjectOf(m),
        text: textLines(m).join('\n'),
        html: htmlBody(m),
        messageId: `<warning-${m.deliveryId}@guanlan.local>`,
      });
    } catch (err) {
      throw new Error(`邮件发送失败：${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
