import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { snap, waitForTableRows } from './helpers/browser.js';
import { closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const TOPIC = '医院舆情观察';

interface DistributionRow {
  sentiment: string;
  count: number;
}

/** The next answer of a topic analysis call, parsed. */
async function answerOf<T>(page: Page, name: string, action: () => Promise<unknown>): Promise<T> {
  const wait = page.waitForResponse(
    (r: Response) => r.url().includes(`/api/special/${name}`) && r.status() === 200,
    { timeout: 30_000 },
  );
  await action();
  const body = (await (await wait).json()) as { meta: { code: number }; data: T };
  expect(body.meta.code).toBe(200);
  return body.data;
}

const countOf = (rows: DistributionRow[], sentiment: string) =>
  rows.find((r) => r.sentiment === sentiment)?.count ?? 0;

describe('专题监测: create a topic, judge an article, see the pie change, export, open the detail', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let workspaceUrl = '';
  let firstTitle = '';

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD));
  });

  afterAll(() => closeSession(server, browser));

  it('creates a topic in simple mode and lists matching demo articles', async () => {
    await page.goto(server.url + '/analyseSet');
    await page.waitForURL(/\/analyseSet\/addAnalyse\/notCreated$/);
    await page.getByLabel('专题名称').fill(TOPIC);
    await page.getByLabel('主体词').fill('市人民医院');
    await snap(page, 'special-01-editor');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/analyse\/\d+$/);
    workspaceUrl = page.url();
    // The back-fill runs as a job; the list fills in once it has matched the demo corpus.
    await waitForTableRows(page);
    firstTitle = (await page.locator('.ant-table-row a').first().innerText()).trim();
    expect(firstTitle.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(TOPIC).count()).toBeGreaterThan(0);
    await snap(page, 'special-02-list');
  });

  it('changes one article’s sentiment and the sentiment pie changes with it', async () => {
    const stats = () => page.getByRole('tab', { name: '统计分析' }).click();
    const before = await answerOf<{ rows: DistributionRow[] }>(
      page,
      'motionDistributionSpecial',
      stats,
    );
    await page.getByText('情感分布').first().waitFor();

    await page.getByRole('tab', { name: '信息列表' }).click();
    const row = page.locator('.ant-table-row').first();
    const current = (await row.locator('.ant-tag').allInnerTexts()).join(' ');
    const [target, code] = current.includes('负面') ? ['正面', 'positive'] : ['负面', 'negative'];
    // The charts stay mounted behind their tab: the change refetches them at once.
    const after = await answerOf<{ rows: DistributionRow[] }>(
      page,
      'motionDistributionSpecial',
      async () => {
        await row.getByText('操作').click();
        await page.getByRole('menuitem', { name: '修改情感' }).hover();
        await page.getByRole('menuitem', { name: target, exact: true }).click();
        await page.getByText('情感已修改').first().waitFor();
      },
    );
    await stats();
    expect(countOf(after.rows, code)).toBe(countOf(before.rows, code) + 1);
    await page.locator('canvas').first().waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'special-03-statistics');
  });

  it('downloads the topic briefing laid out by a report template from 统计分析', async () => {
    await page.getByRole('tab', { name: '统计分析' }).click();
    await page.getByRole('button', { name: /下载专题简报/ }).click();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByText('按模板「媒体版模板」').click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-docx-')), 'b.docx');
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(/_专题简报_\d{12}\.docx$/);
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    // The 媒体版 template's header line, the topic and its first section.
    expect(text.startsWith('舆情专报')).toBe(true);
    expect(text).toContain(`${TOPIC}专题简报`);
    expect(text).toContain('一、数据概览');
  });

  it('exports the list as Excel whose header row is the Chinese column titles', async () => {
    await page.getByRole('tab', { name: '信息列表' }).click();
    await page.getByRole('button', { name: /导出/ }).click();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByText('导出最新 1000 条').click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-xlsx-')), 'list.xlsx');
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((r) =>
      rows.push((r.values as unknown[]).slice(1).map((v) => (typeof v === 'string' ? v : ''))),
    );
    const header = rows.find((r) => r.includes('标题'));
    expect(header?.slice(0, 5)).toEqual(['标题', '来源', '载体', '情感', '发布时间']);
    expect(rows.some((r) => r[0] === firstTitle)).toBe(true);
  });

  it('opens the article detail from the list', async () => {
    await page.goto(workspaceUrl);
    const link = page.locator('.ant-table-row a').first();
    const title = (await link.innerText()).trim();
    const popup = page
      .context()
      .waitForEvent('page', { timeout: 5_000 })
      .catch(() => null);
    await link.click();
    const detail = (await popup) ?? page;
    await detail.waitForURL(/\/articleDetails\?/);
    await detail.getByRole('heading', { name: title }).first().waitFor();
    await detail.waitForTimeout(800);
    await snap(detail, 'special-04-detail');
  });
});
