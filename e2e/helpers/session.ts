import { expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { desktopPage, launchBrowser } from './browser.js';
import { startServer } from './server.js';
import type { RunningServer } from './server.js';

/** The demo administrator's access token, through the login call (for API steps of a test). */
export async function adminToken(baseUrl: string, password: string): Promise<string> {
  const res = await fetch(
    `${baseUrl}/api/login/ajaxLogin?userName=admin&password=${encodeURIComponent(password)}`,
    { method: 'POST', headers: { 'content-type': 'application/json', deviceinfo: 'web' } },
  );
  const body = (await res.json()) as {
    meta: { code: number; message: string };
    data: { accessToken: string };
  };
  if (body.meta.code !== 200) {
    throw new Error(`login failed: ${body.meta.message}`);
  }
  return body.data.accessToken;
}

/** Logs in as the demo administrator through the login page and waits for the dashboard. */
export async function loginThroughPage(
  page: Page,
  baseUrl: string,
  password: string,
): Promise<void> {
  await page.goto(baseUrl + '/login');
  await page.getByPlaceholder('用户名').fill('admin');
  await page.getByPlaceholder('密码').fill(password);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(/\/dashboard$/);
}

/** The product, Chromium and a desktop page logged in as the demo administrator. */
export interface AdminSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * Starts the built product with `password` as the administrator's, opens Chromium on a desktop
 * page (`page` options as desktopPage takes them), runs `beforeLogin` (API set-up, init scripts)
 * and logs in through the login page. What was started is stopped again if a step fails.
 */
export async function openAdminSession(
  password: string,
  options: {
    page?: BrowserContextOptions;
    beforeLogin?: (server: RunningServer, page: Page) => Promise<void>;
  } = {},
): Promise<AdminSession> {
  const server = await startServer({ env: { GUANLAN_ADMIN_PASSWORD: password } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await desktopPage(browser, options.page);
    await options.beforeLogin?.(server, page);
    await loginThroughPage(page, server.url, password);
    return { server, browser, page };
  } catch (err) {
    await closeSession(server, browser);
    throw err;
  }
}

/** Closes the browser and stops the product (either may not have started). */
export async function closeSession(
  server: RunningServer | undefined,
  browser: Browser | undefined,
): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/** The envelope every /api call answers. */
export interface Envelope<T> {
  meta: { code: number; message: string };
  data: T;
}

/** One POST of the API as `token`, input in the query string; expects code 200, answers the data. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${baseUrl}${path}?${qs.toString()}`, {
    method: 'POST',
    headers: { deviceinfo: 'web', authorization: token },
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.meta.code, `${path}: ${body.meta.message}`).toBe(200);
  return body.data;
}
