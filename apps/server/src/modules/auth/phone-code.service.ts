import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SmsProvider } from '../../platform/sms/sms-provider.js';

export type CodePurpose = 'login' | 'bind' | 'register' | 'forget';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_PER_DAY = 10;
const MAX_ATTEMPTS = 5;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  login: '登录',
  bind: '绑定手机',
  register: '申请试用',
  forget: '找回密码',
};

/** 138****0000 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

/** Six-digit SMS codes: 5-minute lifetime, one send a minute, 10 a day, 5 wrong tries. */
export class PhoneCodeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sms: SmsProvider,
  ) {}

  async send(
    phone: string,
    purpose: CodePurpose,
  ): Promise<{ phoneMasked: string; expiresInSec: number }> {
    const now = this.clock.now();
    const recent = await this.db
      .selectFrom('phone_code')
      .select(['created_at'])
      .where('phone', '=', phone)
      .where('created_at', '>', now - 24 * 3600_000)
      .orderBy('created_at', 'desc')
      .execute();
    const last = recent[0];
    if (last && now - last.created_at < RESEND_AFTER_MS) {
      const wait = Math.ceil((RESEND_AFTER_MS - (now - last.created_at)) / 1000);
      throw new AppError('RATE_LIMITED', `验证码发送过于频繁，请${wait}秒后再试`);
    }
    if (recent.length >= MAX_PER_DAY) {
      throw new AppError('RATE_LIMITED', '该手机号今日获取验证码次数已达上限，请明天再试');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db
      .insertInto('phone_code')
      .values({
        phone,
        purpose,
        code_hash: hashCode(phone, code),
        attempts: 0,
        created_at: now,
        expires_at: now + CODE_TTL_MS,
        used_at: null,
      })
      .execute();
    const text = `【观澜舆情】您的${PURPOSE_TEXT[purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
    try {
      await this.sms.send(phone, text);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', '短信发送失败，请稍后再试');
    }
    return { phoneMasked: maskPhone(phone), expiresInSec: CODE_TTL_MS / 1000 };
  }

  /** Consumes a valid code; throws PHONE_CODE_INVALID otherwise (counting the wrong try). */
  async consume(phone: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('phone_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row || row.attempts >= MAX_ATTEMPTS) {
      throw new AppError('PHONE_CODE_INVALID');
    }
    if (row.code_hash !== hashCode(phone, code)) {
      await this.db
        .updateTable('phone_code')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      throw new AppError('PHONE_CODE_INVALID');
    }
    const used = await this.db
      .updateTable('phone_code')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) {
      throw new AppError('PHONE_CODE_INVALID');
    }
  }
}
