import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { adminToken, callApi, closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';

/**
 * The two workflow systems driven from the main system: an article is reported (上报) into the
 * OA, instructed, handled, fed back and closed (办结) — seen in the timeline; a warning becomes a
 * 网评任务, a member submits, a reviewer scores, and the ranking changes.
 */
describe('工作流: 舆情上报审批 and 网评任务 from the main system', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let articles: { id: number; title: string }[] = [];

  const api = <T>(path: string, input: Record<string, string | number> = {}): Promise<T> =>
    callApi<T>(server.url, token, `/api/${path}`, input);

  /** Confirms the open dialog (antd puts a space between two Chinese characters). */
  async function confirmDialog(): Promise<void> {
    const dialog = page.locator('.ant-modal:visible').last();
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).catch(async (err: unknown) => {
      await snap(page, 'workflow-failed-dialog');
      throw err;
    });
  }

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, {
      beforeLogin: async (s) => {
        server = s; // api() below reads it before the session is returned
        token = await adminToken(s.url, PASSWORD);
        const deadline = Date.now() + 60_000;
        while (articles.length < 2 && Date.now() < deadline) {
          const page1 = await api<{ list: { id: number; title: string }[] }>(
            'special/findSpecialArticleSingleOrAll',
            { pageNum: 1, pageSize: 5 },
          );
          articles = page1.list;
          if (articles.length < 2) {
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      },
    }));
  }, 120_000);

  afterAll(() => closeSession(server, browser));

  it('reports an article, approves with an instruction, feeds back and closes it in the OA', async () => {
    const article = articles[0]!;
    await page.goto(`${server.url}/articleDetails?articleId=${article.id}`);
    await page.getByRole('button', { name: /上\s*报$/ }).waitFor();
    await snap(page, 'workflow-article-detail');
    await page.getByRole('button', { name: /上\s*报$/ }).click();
    await page.waitForURL(/\/opinionOa\?edit=\d+/);
    const reportId = Number(new URL(page.url()).searchParams.get('edit'));
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByLabel('标题').inputValue()).toBe(article.title);
    await snap(page, 'workflow-oa-prefilled');
    await drawer.getByRole('button', { name: '提交审批' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.goto(`${server.url}/reportedDetail/${reportId}`);
    await page.getByRole('button', { name: /^批\s*示$/ }).click();
    await page
      .locator('.ant-modal:visible')
      .getByRole('textbox')
      .fill('请网信办牵头核实，两小时内回复处置情况。');
    await confirmDialog();
    await page.getByRole('button', { name: '开始处置' }).click();
    await confirmDialog();
    await page.getByRole('button', { name: '处置反馈' }).click();
    await page
      .locator('.ant-modal:visible')
      .getByRole('textbox')
      .fill('已联系发布平台核实，相关内容已更正说明。');
    await confirmDialog();
    await page.getByRole('button', { name: /^办\s*结$/ }).click();
    await confirmDialog();

    const steps = page.getByTestId('oa-step');
    await expect.poll(() => steps.count()).toBe(6);
    expect(await steps.allInnerTexts()).toEqual([
      expect.stringContaining('创建上报'),
      expect.stringContaining('提交上报'),
      expect.stringMatching(/批示[\s\S]*请网信办牵头核实/),
      expect.stringContaining('开始处置'),
      expect.stringMatching(/处置反馈[\s\S]*已联系发布平台核实/),
      expect.stringMatching(/办结[\s\S]*已办结/),
    ]);
    await page.getByText('已办结').first().waitFor();
    await snap(page, 'workflow-oa-timeline');
  }, 120_000);

  it('creates a task from a warning; a member submits, a reviewer scores, the ranking changes', async () => {
    const article = articles[1]!;
    await api('article/saveWarningArticle', { articleIds: article.id, warningLevel: 'orange' });
    const rankOne = async () => {
      await page.goto(`${server.url}/navtSystem`);
      await page.getByRole('tab', { name: '统计排名' }).click();
      const first = page.getByTestId('navy-ranking').locator('tbody tr.ant-table-row').first();
      await first.waitFor();
      return first.locator('td').nth(1).innerText();
    };
    expect(await rankOne()).toBe('张伟');
    await snap(page, 'workflow-navy-ranking-before');

    await page.goto(`${server.url}/warningList`);
    const row = page.locator('tr', { hasText: article.title.slice(0, 12) }).first();
    await row.getByRole('button', { name: '创建网评任务' }).waitFor();
    await snap(page, 'workflow-warning-list');
    await row.getByRole('button', { name: '创建网评任务' }).click();
    await page.waitForURL(/\/navtSystem\?linkType=warning/);
    const dialog = page.locator('.ant-modal', { hasText: '新建网评任务' });
    await dialog.getByText(article.title).first().waitFor();
    await snap(page, 'workflow-navy-task-form');
    await confirmDialog();
    await page.waitForURL(/\/navtSystem\/detail\/\d+/);

    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('进行中').first().waitFor();
    await page.getByRole('button', { name: '提交网评' }).first().click();
    await page
      .locator('.ant-modal:visible')
      .getByRole('textbox')
      .first()
      .fill('支持依法依规处理，期待权威部门及时公布调查结果。');
    await confirmDialog();

    await page.getByRole('tab', { name: /提交记录/ }).click();
    const submission = page.locator('tr', { hasText: '系统管理员' }).first();
    await submission.getByText('待审核').waitFor();
    await submission.getByRole('button', { name: /审\s*核/ }).click();
    const score = page.locator('.ant-modal:visible').getByRole('spinbutton');
    await score.fill('30');
    await confirmDialog();
    await submission.getByText('30 分').waitFor();
    await snap(page, 'workflow-navy-reviewed');

    expect(await rankOne()).toBe('系统管理员');
    await page.locator('canvas').first().waitFor();
    await snap(page, 'workflow-navy-ranking-after');
  }, 120_000);
});
