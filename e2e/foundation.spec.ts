import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openUserMenuItem, snap } from './helpers/browser.js';
import { startServer, tempDataDir } from './helpers/server.js';
import type { RunningServer } from './helpers/server.js';
import { closeSession } from './helpers/session.js';

/** The first-start banner prints the generated password of an account exactly once. */
function printedPassword(stdout: string, user = 'admin'): string | undefined {
  return new RegExp(`登录账号: ${user}\\s+初始密码:\\s*(\\S+)`).exec(stdout)?.[1];
}

describe('foundation: first start, login, layout, 404, logout', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let password: string;
  const dataDir = tempDataDir();
  /** Anything the Content-Security-Policy blocked in the browser (must stay empty). */
  const blocked: string[] = [];

  beforeAll(async () => {
    server = await startServer({ dataDir });
    password = printedPassword(server.stdout()) ?? '';
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) {
        blocked.push(m.text());
      }
    });
  });

  afterAll(() => closeSession(server, browser));

  it('prints generated passwords for the demo root and, apart from it, the platform administrator', () => {
    expect(password).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(printedPassword(server.stdout(), 'platform')).toMatch(/^[A-Za-z0-9]{8,}$/);
  });

  it('sends a visitor without a session from / to /login with the redirect', async () => {
    await page.goto(server.url + '/');
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
      '/dashboard',
    );
    await expect.poll(() => page.title()).toBe('登录 - 观澜舆情');
    await page.getByPlaceholder('用户名').waitFor();
    await snap(page, '01-login');
  });

  it('logs in through the page and lands on the dashboard layout with its Chinese title', async () => {
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(password);
    await page.locator('button[type=submit]').first().click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.title()).toBe('首页 - 观澜舆情');
    await page.locator('aside').getByText('预警').first().waitFor();
    await page.locator('aside').getByText('报告简报').first().waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'AUTHENTICATE_TOKEN')?.value).toBeTruthy();
    // The dashboard's charts draw under the Content-Security-Policy the server sends.
    await page.locator('canvas').first().waitFor();
    expect(blocked).toEqual([]);
    await snap(page, '02-dashboard');
  });

  it('shows /404 for an unknown path', async () => {
    await page.goto(server.url + '/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByText('返回首页').first().waitFor();
    await expect.poll(() => page.title()).toMatch(/404|页面不存在/);
    await snap(page, '03-not-found');
  });

  it('logs out from the user menu and is sent back to /login', async () => {
    await page.goto(server.url + '/dashboard');
    await openUserMenuItem(page, '退出登录', /\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'AUTHENTICATE_TOKEN')?.value ?? '').toBe('');
    await page.goto(server.url + '/dashboard');
    await page.waitForURL(/\/login\?redirect=/);
  });

  it('keeps data across a restart and never prints the password again', async () => {
    await server.stop();
    server = await startServer({ dataDir });
    expect(printedPassword(server.stdout())).toBeUndefined();
    const res = await fetch(
      `${server.url}/api/login/ajaxLogin?userName=admin&password=${encodeURIComponent(password)}`,
      { method: 'POST', headers: { 'content-type': 'application/json', deviceInfo: 'web' } },
    );
    const body = (await res.json()) as { meta: { code: number } };
    expect(body.meta.code).toBe(200);
  });
});
