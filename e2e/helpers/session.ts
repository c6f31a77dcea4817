import type { Page } from 'playwright-core';

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
