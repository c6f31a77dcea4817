import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  article,
  firings,
  ingestAndNotify,
  machineRule,
  notice,
} from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=` / `?Q?`) of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    );
}

function decodeQp(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** The decoded subject and every decoded text part of a raw message. */
function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const body = rest.join('\n\n');
  const parts = body.split(/^--.*$/m).map((part) => {
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = pb.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(ph)) {
      return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(ph)) {
      return decodeQp(content);
    }
    return content;
  });
  return { subject, text: parts.join('\n') };
}

/** Warning e-mail over real SMTP to a local server (smtp-server on 127.0.0.1). */
describe.each(ENGINES)('warning e-mail (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const mails = () => smtp.mails;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(engine, {
      smtpUrl: smtp.url,
      appBaseUrl: 'https://yuqing.example.cn',
    });
    a = await t.loginAs();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a red warning with the title in the subject and the links in the body', async () => {
    const zhang = await notice(t, a.token, { noticeName: '张三', email: 'zhang.san@example.cn' });
    const ruleId = await machineRule(t, a.token, {
      ruleName: '校园安全',
      subjectWords: '校园',
      noticeIds: [zhang],
      noticeWays: ['site', 'email'],
    });
    const raw = article(t, '某校园发生学生食物中毒事件', NEGATIVE, {
      url: 'https://news.example.cn/campus-1.html',
    });
    const [id] = await ingestAndNotify(t, [raw]);

    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.to).toEqual(['zhang.san@example.cn']);
    const mail = parseMail(mails()[0]!.raw);
    expect(mail.subject).toContain('【红色预警】');
    expect(mail.subject).toContain('校园安全');
    expect(mail.subject).toContain('某校园发生学生食物中毒事件');
    expect(mail.text).toContain('https://news.example.cn/campus-1.html');
    expect(mail.text).toContain(`https://yuqing.example.cn/articleDetails?articleId=${id}`);

    const log = await firings(t, a.token, ruleId);
    const email = log.list[0]!.deliveries.find((d) => d.channel === 'email')!;
    expect(email).toMatchObject({
      target: 'zh***@example.cn',
      noticeName: '张三',
      status: 'sent',
      statusName: '已发送',
      attempts: 1,
      detail: null,
      sentAt: '2026-11-02 09:00:00',
    });

    // Draining again sends nothing more.
    await t.notify.runner.drain();
    expect(mails()).toHaveLength(1);
  });
});
