import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openUserMenuItem, snap } from './helpers/browser.js';
import { startServer } from './helpers/server.js';
import { closeSession, loginThroughPage } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';

describe('数据源中心: source health, demo notice, API key shown once', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ env: { GUANLAN_ADMIN_PASSWORD: PASSWORD } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  });

  afterAll(() => closeSession(server, browser));

  it('opens 数据源管理 from the user menu after logging in', async () => {
    await loginThroughPage(page, server.url, PASSWORD);
    await openUserMenuItem(page, '数据源管理', /\/dataSourceCenter$/);
    await expect.poll(() => page.title()).toBe('数据源中心 - 观澜舆情');
  });

  it('lists the default sources with their health and says the articles are demo data', async () => {
    await page.getByText('数据源总数').waitFor();
    await page.locator('.ant-table-row', { hasText: '平台默认' }).first().waitFor();
    const health = page
      .locator('.ant-table-row .ant-tag')
      .filter({ hasText: /^(采集失败|等待首次采集)$/ });
    await health.first().waitFor();
    expect(await health.count()).toBeGreaterThan(0);
    const notice = page.getByTestId('demo-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/演示数据[\s\S]*\d[\d,]* 篇演示文章/);
    expect(await page.getByText(/其中演示数据 [\d,]+ 篇/).count()).toBe(1);
    await snap(page, 'data-source-01-sources');
  });

  it('creates an API key and shows the full key exactly once', async () => {
    await page.getByRole('tab', { name: /数据接入密钥/ }).click();
    await page
      .getByRole('button', { name: /创建密钥/ })
      .first()
      .click();
    await page.getByPlaceholder('请输入密钥名称').fill('e2e 数据供应商');
    await page.getByRole('button', { name: /^创\s*建$/ }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    const apiKey = (await shown.innerText()).trim();
    expect(apiKey).toMatch(/^glk_\S{20,}$/);
    expect(await page.getByText('关闭本窗口后将无法再次查看', { exact: false }).count()).toBe(1);
    expect(await page.locator('pre').first().innerText()).toContain(`Bearer ${apiKey}`);
    await snap(page, 'data-source-02-key-created');

    await page.getByRole('button', { name: '我已妥善保存' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.locator('.ant-table-row', { hasText: 'e2e 数据供应商' });
    await row.waitFor();
    expect(await row.innerText()).toContain(apiKey.slice(0, 10));
    expect(await page.content()).not.toContain(apiKey);
    await snap(page, 'data-source-03-keys');
  });
});
