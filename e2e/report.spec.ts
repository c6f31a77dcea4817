import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { adminToken, callApi, closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const TITLE = '端到端测试舆情日报（近半年）';
const NOTICE_EMAIL = 'duty-room@example.com';

describe('报告: generate a daily report from the list, watch it finish, open and download it', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let briefingId = 0;

  /** One call of the API as the logged-in admin. */
  const api = <T>(name: string, query: Record<string, string | number>): Promise<T> =>
    callApi<T>(server.url, token, `/api/${name}`, query);

  /** The row of the report made by this spec. */
  const reportRow = (): Locator => page.locator('.ant-table-row').filter({ hasText: TITLE });

  /** Picks 下载 → `item` on the report's row and returns the saved file. */
  async function downloadFromList(item: RegExp, ext: string): Promise<string> {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await reportRow().getByRole('button', { name: /下载/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-report-')), `r.${ext}`);
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
    return file;
  }

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, {
      page: { timezoneId: 'Asia/Shanghai' },
      beforeLogin: async (s) => {
        token = await adminToken(s.url, PASSWORD);
      },
    }));
  });

  afterAll(() => closeSession(server, browser));

  it('adds a recipient in 接收人管理, refusing a malformed e-mail first', async () => {
    await page.goto(server.url + '/report/daily');
    await page.getByRole('button', { name: /接收人管理/ }).click();
    await page.getByRole('button', { name: /添加接收人/ }).click();
    await page.getByLabel('姓名').fill('值班室');
    await page.getByLabel('邮箱').fill('not-an-email');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('邮箱格式不正确').waitFor();
    await page.getByLabel('邮箱').fill(NOTICE_EMAIL);
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('cell', { name: NOTICE_EMAIL }).waitFor();
    await snap(page, 'report-01-notices');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    const notices = await api<{ list: { email: string }[] }>('briefing/findBriefingNotice', {
      pageNum: 1,
      pageSize: 20,
    });
    expect(notices.list.map((n) => n.email)).toContain(NOTICE_EMAIL);
  });

  it('generates a report over 近半年 and lists it as 已生成', async () => {
    await page.getByRole('button', { name: /生成报告/ }).click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByLabel('标题');
    await expect.poll(() => title.inputValue()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日舆情日报$/);
    await dialog.locator('.ant-picker-range').click();
    await page.locator('.ant-picker-presets li', { hasText: '近半年' }).click();
    await expect.poll(() => title.inputValue()).toMatch(/至.*舆情日报$/);
    await title.fill(TITLE);
    await dialog.getByLabel('编者按').fill('端到端测试写下的编者按');
    await snap(page, 'report-02-generate');
    await dialog.getByRole('button', { name: /生\s*成/ }).click();

    // The demo corpus is generated in well under a second: the row is seen as 生成中 (with
    // its progress bar) only on a slow machine, so the test waits for 已生成 (the progress
    // rendering itself is covered by the column's unit tests).
    await dialog.waitFor({ state: 'hidden' });
    await reportRow().getByText('已生成').waitFor({ timeout: 60_000 });
    await snap(page, 'report-04-done');

    const link = reportRow().getByRole('link', { name: TITLE });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/paperDetail2?\?id=\d+$/);
    briefingId = Number(new URL(href, server.url).searchParams.get('id'));
    const info = await api<{ templateType: number; status: string; editorNote: string }>(
      'briefing/findBriefingInfo',
      { briefingId },
    );
    expect(info.status).toBe('done');
    expect(info.editorNote).toBe('端到端测试写下的编者按');
    expect(href.startsWith(info.templateType === 1 ? '/paperDetail?' : '/paperDetail2?')).toBe(
      true,
    );
  });

  it('opens the report in a new page that shows its title and total', async () => {
    const [paper] = await Promise.all([
      page.context().waitForEvent('page'),
      reportRow().getByRole('link', { name: TITLE }).click(),
    ]);
    await paper.waitForLoadState();
    const total = paper.getByTestId('report-total');
    await total.waitFor({ timeout: 60_000 });
    await paper.getByText(TITLE).first().waitFor();
    const info = await api<{ snapshot: { facts: { total: number } } | null }>(
      'briefing/findBriefingInfo',
      { briefingId },
    );
    const expected = info.snapshot?.facts.total ?? -1;
    expect(expected).toBeGreaterThan(0);
    expect((await total.innerText()).replace(/[,\s]/g, '')).toBe(String(expected));
    await paper.waitForTimeout(1_500);
    await snap(paper, 'report-05-paper');
    await paper.close();
  });

  it('downloads the Word report whose document carries the title', async () => {
    const file = await downloadFromList(/Word/, 'docx');
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const xml = await zip.file('word/document.xml')?.async('string');
    expect(xml).toBeDefined();
    expect(xml).toContain(TITLE);
  });

  it('downloads the PDF report', async () => {
    const file = await downloadFromList(/PDF/, 'pdf');
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('edits the title and 编者按 of the generated report, keeping its data', async () => {
    await reportRow()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const dialog = page.getByRole('dialog');
    const note = dialog.getByLabel('编者按');
    await expect.poll(() => note.inputValue()).toBe('端到端测试写下的编者按');
    await note.fill('修改后的编者按：请各单位关注近期负面信息');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const info = await api<{ editorNote: string; status: string; briefingTitle: string }>(
      'briefing/findBriefingInfo',
      { briefingId },
    );
    expect(info).toMatchObject({
      editorNote: '修改后的编者按：请各单位关注近期负面信息',
      status: 'done',
      briefingTitle: TITLE,
    });
  });

  it('reorders and removes the articles waiting for the next daily report', async () => {
    const articles = await api<{ list: { id: number }[] }>(
      'special/findSpecialArticleSingleOrAll',
      { pageNum: 1, pageSize: 3 },
    );
    const ids = articles.list.map((a) => a.id);
    expect(ids.length).toBe(3);
    await api('article/joinBriefingArticle', { articleIds: ids.join(','), period: 'day' });
    const order = async () =>
      (
        await api<{ list: { articleId: number }[] }>('briefing/findBriefingArticle', {
          period: 'day',
          pageNum: 1,
          pageSize: 50,
        })
      ).list.map((a) => a.articleId);
    const before = await order();
    expect(before).toHaveLength(3);

    await page.getByRole('tab', { name: '待入报文章' }).click();
    await page.getByText('下一期报告生成时将收录以下文章', { exact: false }).waitFor();
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().getByRole('button', { name: '下移' }).click();
    await expect.poll(order).toEqual([before[1], before[0], before[2]]);
    await snap(page, 'report-06-waiting-articles');

    await rows
      .last()
      .getByRole('button', { name: /移\s*除/ })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /移\s*除/ })
      .click();
    await expect.poll(order).toEqual([before[1], before[0]]);
    await expect.poll(() => rows.count()).toBe(2);
  });

  it('uploads a finished document into the 定制报告 tab of the list and downloads it back', async () => {
    await page.getByRole('tab', { name: '定制报告' }).click();
    const body = Buffer.from('PK\u0003\u0004 观澜舆情定制报告（端到端）');
    await page.locator('.ant-upload input[type=file]').setInputFiles({
      name: '领导批示专报.docx',
      mimeType: 'application/octet-stream',
      buffer: body,
    });
    const row = page.locator('.ant-table-row', { hasText: '领导批示专报.docx' });
    await row.waitFor({ timeout: 20_000 });
    await snap(page, 'report-07-customized-files');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /下\s*载/ }).click(),
    ]);
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(body)).toBe(true);
  });
});
