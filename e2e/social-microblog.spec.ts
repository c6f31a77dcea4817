import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';

describe('微博分析: analyse a demo post and read its spread', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD));
  });

  afterAll(() => closeSession(server, browser));

  it('lists the finished demo analyses on first start', async () => {
    await page.goto(server.url + '/app/microBloghistory');
    await page.getByText('观澜市发布', { exact: false }).first().waitFor();
    expect(await page.getByText('已完成').count()).toBeGreaterThanOrEqual(2);
    await snap(page, 'microblog-history');
  });

  it('analyses a demo post by its id: progress, then the levels chart and coverage', async () => {
    await page.goto(server.url + '/app/microBlogAnalysis');
    await page.getByPlaceholder(/微博链接/).fill('Dm3x0');
    await page.getByRole('button', { name: /开始分析/ }).click();
    await page.waitForURL(/\/app\/microBlogDetail\?analysisId=\d+/);
    await page.getByText('已完成', { exact: true }).first().waitFor({ timeout: 30_000 });
    const levels = page.getByTestId('micro-blog-levels');
    await levels.locator('canvas').first().waitFor();
    expect(await levels.getByText('最大深度').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('micro-blog-coverage').innerText())
      .toMatch(/基于 \d+ 条 \/ 平台显示 \d+ 条转发/);
    await page.getByText('关键传播节点').first().waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'microblog-detail');
  });
});
