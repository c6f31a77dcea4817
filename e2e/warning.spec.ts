import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { adminToken, closeSession, openAdminSession } from './helpers/session.js';
import type { Envelope } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';

/**
 * The demo organisation starts with a machine rule (negative news on its demo topics, orange).
 * A user sits on /warningList with the warning sound on; an article posted to the ingest API
 * must pop up as a notification without a reload, with a tone played.
 */
describe('预警: a posted article pops up live on /warningList with sound', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let apiKey = '';

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, { beforeLogin: prepare }));
  });

  /** An ingest API key, and a page that counts the tones it plays (Web Audio oscillators). */
  async function prepare(s: RunningServer, p: Page): Promise<void> {
    const token = await adminToken(s.url, PASSWORD);
    const key = (await (
      await fetch(`${s.url}/api/dataSource/saveApiKey?name=e2e`, {
        method: 'POST',
        headers: { deviceinfo: 'web', authorization: token },
      })
    ).json()) as Envelope<{ apiKey: string }>;
    apiKey = key.data.apiKey;
    await p.addInitScript(() => {
      const w = window as unknown as { __tones: number };
      w.__tones = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.__tones += 1;
        return original.call(this);
      };
    });
  }

  afterAll(() => closeSession(server, browser));

  it('turns the warning sound on from /warningList', async () => {
    await page.goto(server.url + '/warningList');
    await expect.poll(() => page.title()).toBe('预警信息 - 观澜舆情');
    const voice = page.getByRole('switch', { name: '预警提示音' });
    await voice.waitFor();
    if ((await voice.getAttribute('aria-checked')) !== 'true') {
      await voice.click();
    }
    await expect.poll(() => voice.getAttribute('aria-checked')).toBe('true');
    await page.getByText('预警提示音已开启').first().waitFor();
  });

  it('shows the notification for a new negative article without a reload', async () => {
    const tonesBefore = await page.evaluate(
      () => (window as unknown as { __tones: number }).__tones,
    );
    const title = '市人民医院急诊科被曝推诿危重病人 家属投诉无人处理';
    const res = await fetch(`${server.url}/ingest/v1/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
      body: JSON.stringify({
        url: 'https://e2e.example.cn/warning-1.html',
        title,
        content: `${title}。多名网友反映问题持续很久却得不到解决，家属多次拨打热线无人回应，感到非常失望和愤怒，视频在网络上迅速传播，引发大量质疑和批评。`,
        siteName: '城市晚报网',
        carrier: 'news',
        publishTime: Date.now(),
      }),
    });
    expect(res.status).toBe(202);
    const note = page.locator('.ant-notification-notice', { hasText: '市人民医院急诊科' });
    await note.waitFor({ timeout: 30_000 });
    await expect.poll(() => note.innerText()).toContain('橙色预警');
    await note.getByText('查看详情').waitFor();
    await snap(page, 'warning-01-live-notification');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones))
      .toBeGreaterThan(tonesBefore);
    // The list itself refreshed: the article is there, unread.
    await page.locator('.ant-table-row', { hasText: '市人民医院急诊科' }).first().waitFor();
  });
});
