import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';

/**
 * 博主分析 and 网民画像 on the demo organisation: two demo bloggers contrasted from the list,
 * a blogger's detail with its BCI formula, the sensitive-blogger ranking, and a portrait's
 * relation graph and the 关系全景图.
 */
describe('博主对比 and 网民画像 relation graph', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD));
  }, 120_000);

  afterAll(() => closeSession(server, browser));

  it('contrasts two demo bloggers picked in the analysis list', async () => {
    await page.goto(server.url + '/app/blogger');
    await expect.poll(() => page.title()).toBe('博主分析 - 观澜舆情');
    for (const name of ['城市观察', '民生直通车']) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await snap(page, 'social-blogger-list');
    await page.getByRole('button', { name: /对比所选（2）/ }).click();
    await page.waitForURL(/\/app\/contrast\?contrastId=\d+/);
    const members = page.getByTestId('contrast-members');
    await members.getByRole('cell', { name: '城市观察', exact: true }).waitFor();
    await members.getByRole('cell', { name: '民生直通车', exact: true }).waitFor();
    const overlap = page.getByTestId('contrast-overlap');
    await overlap.getByText('城市观察 × 民生直通车').waitFor();
    await page.getByTestId('contrast-motion').locator('canvas').first().waitFor();
    await snap(page, 'social-contrast');
  });

  it('re-analyses a blogger as a queue job and the list settles on 已完成 by itself', async () => {
    await page.goto(server.url + '/app/blogger');
    const row = page.getByRole('row').filter({ hasText: '交通快报' });
    await row.getByRole('button', { name: '重新分析' }).click();
    await page.getByText('已重新分析').waitFor();
    // 分析中 (with its per cent) until the job has run; the page polls, no reload.
    await expect
      .poll(() => row.locator('.ant-tag').first().innerText(), { timeout: 20_000 })
      .toBe('已完成');
    await snap(page, 'social-blogger-rerun');
  });

  it('shows a blogger’s index with its formula and the sensitive-blogger ranking', async () => {
    await page.goto(server.url + '/app/blogger');
    await page
      .getByRole('row')
      .filter({ hasText: '交通快报' })
      .getByRole('button', { name: '查看' })
      .click();
    await page.waitForURL(/\/app\/bloggerDetail\?analysisId=\d+/);
    await expect.poll(() => page.getByTestId('bci-formula').innerText()).toContain('× 160');
    await page.getByTestId('post-trend').locator('canvas').first().waitFor();
    await snap(page, 'social-blogger-detail');
    await page.goto(server.url + '/app/sensitivity');
    const ranking = page.getByTestId('sensitive-ranking');
    await ranking.getByText('demo-blogger-1', { exact: true }).waitFor();
    await snap(page, 'social-sensitivity');
  });

  it('draws a demo portrait’s relation graph and the panorama of the list', async () => {
    await page.goto(server.url + '/app/portraithistory');
    await page
      .getByRole('row')
      .filter({ hasText: '热心市民小王' })
      .getByRole('button', { name: '查看' })
      .click();
    await page.waitForURL(/\/app\/portraitDetail\?portraitId=\d+/);
    const graph = page.getByTestId('relation-graph');
    await graph.getByText(/转发\/评论TA：\d+ 个账号/).waitFor();
    await graph.locator('canvas').first().waitFor();
    await snap(page, 'social-portrait-detail');
    await page.goto(server.url + '/app/fullgraph?carrier=microBlog');
    await page.getByText('关系全景图（3 个画像对象）').waitFor();
    await page.getByTestId('relation-graph').locator('canvas').first().waitFor();
    await snap(page, 'social-fullgraph');
  });
});
