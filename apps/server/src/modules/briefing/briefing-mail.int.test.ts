import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefingCalls, parseCn } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { openDocx, seedReportCorpus } from './briefing.fixture.js';
import type { Login } from './briefing.fixture.js';

/** The base64 body of the first MIME part of `contentType` in a raw message. */
function attachment(raw: string, contentType: string): { headers: string; body: Buffer } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) =>
    p
      .replace(/\r?\n[ \t]+/g, ' ')
      .toLowerCase()
      .includes(`content-type: ${contentType}`),
  )!;
  const [folded = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers = folded.replace(/\r?\n[ \t]+/g, ' ');
  return {
    headers,
    body: Buffer.from(
      rest
        .join('')
        .replace(/--[^\r\n]*--\s*$/, '')
        .replace(/\s+/g, ''),
      'base64',
    ),
  };
}

const DAY = { start: parseCn('2026-11-01 00:00')!, end: parseCn('2026-11-01 23:59:59')! };

/** Reports mailed over real SMTP to a local server, the Word document attached. */
describe.each(ENGINES)('report mail (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const mails = () => smtp.mails;
  const call = (def: CallDef, input: Record<string, unknown> = {}) =>
    t.call(def, input, { token: a.token });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(engine, {
      smtpUrl: smtp.url,
      appBaseUrl: 'https://yuqing.example.cn',
    });
    a = await t.loginAs();
    await seedReportCorpus(t, a);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a generated report to each recipient with the Word document attached and logs it', async () => {
    const wang = (
      await call(briefingCalls.saveBriefingNotice, {
        noticeName: '王主任',
        email: 'wang@example.cn',
      })
    ).body.data as { noticeId: number };
    const li = (
      await call(briefingCalls.saveBriefingNotice, { noticeName: '李科长', email: 'li@example.cn' })
    ).body.data as { noticeId: number };
    const saved = await call(briefingCalls.saveBriefing, {
      briefingTitle: '舆情日报（2026年11月1日）',
      briefingType: 'day',
      briefingStartTime: DAY.start,
      briefingEndTime: DAY.end,
    });
    const briefingId = (saved.body.data as { briefingId: number }).briefingId;
    await t.reports.runner.drain();
    const sent = await call(briefingCalls.sendBriefing, {
      briefingId,
      noticeIds: [wang.noticeId, li.noticeId],
      message: '请审阅。',
    });
    expect(sent.body.meta.code).toBe(200);
    await t.reports.runner.drain();
    expect(
      mails()
        .map((m) => m.to)
        .sort(),
    ).toEqual([['li@example.cn'], ['wang@example.cn']]);
    const mail = mails().find((m) => m.to[0] === 'wang@example.cn')!;
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    const word = attachment(
      mail.raw,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers).toMatch(/content-disposition: attachment/i);
    const text = attachment(mail.raw, 'text/plain').body.toString('utf8');
    expect(text).toContain('王主任，您好');
    expect(text).toContain('请审阅。');
    expect(text).toContain(`在线查看：https://yuqing.example.cn/paperDetail?id=${briefingId}`);
    const doc = await openDocx(word.body);
    expect(doc.text).toContain('舆情日报（2026年11月1日）');
    expect(doc.text).toContain('3条');
    const log = (await call(briefingCalls.findBriefingSendLog, { briefingId })).body.data as {
      email: string;
      status: string;
    }[];
    expect(log.map((l) => [l.email, l.status]).sort()).toEqual([
      ['li@example.cn', 'sent'],
      ['wang@example.cn', 'sent'],
    ]);
  });

  it('a scheduled report set to send itself is mailed once it is generated', async () => {
    mails().length = 0;
    const notices = (await call(briefingCalls.findBriefingNotice, {})).body.data as {
      list: { noticeId: number }[];
    };
    const saved = await call(briefingCalls.saveBriefingSetting, {
      briefingType: 'day',
      enableState: true,
      generateTime: '09:30',
      autoSend: true,
      noticeIds: [notices.list[0]!.noticeId],
    });
    expect(saved.body.meta.code).toBe(200);
    // T0 is 09:00: the 09:30 run of this morning covers yesterday.
    t.clock.advance(30 * 60_000);
    expect(await t.reports.scheduler.tick()).toBe(1);
    await t.reports.runner.drain();
    await t.reports.runner.drain();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.to).toEqual(['wang@example.cn']);
    // Deleting the recipient takes it out of the schedule (and auto-send with it).
    await call(briefingCalls.deleteBriefingNotice, { noticeIds: [notices.list[0]!.noticeId] });
    const setting = (await call(briefingCalls.findBriefingSetting, { briefingType: 'day' })).body
      .data as { noticeIds: number[]; autoSend: boolean; enableState: boolean };
    expect(setting).toMatchObject({ noticeIds: [], autoSend: false, enableState: true });
  });
});
