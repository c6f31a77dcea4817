import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const MINUTE = 60_000;

/** A Telegram Desktop export of one chat: two talks an hour apart, a nickname change. */
function telegramExport(now: number): string {
  const at = (min: number) => String(Math.floor((now - 180 * MINUTE + min * MINUTE) / 1000));
  const msg = (id: number, min: number, from: string, fromId: string, text: string) => ({
    id,
    type: 'message',
    date: '2026-11-20T09:00:00',
    date_unixtime: at(min),
    from,
    from_id: fromId,
    text,
  });
  return JSON.stringify({
    name: 'E2E测试群',
    type: 'private_group',
    id: 1,
    messages: [
      msg(1, 0, '周老师', 'user1', '明早学校门口要修路'),
      msg(2, 3, '家长甲', 'user2', '那接送孩子怎么办'),
      msg(3, 6, '周老师', 'user1', '从西门进出'),
      msg(4, 90, '周老师（班主任）', 'user1', '修路延期到周五'),
      msg(5, 95, '家长乙', 'user3', '收到'),
    ],
  });
}

async function downloadOf(page: Page, action: () => Promise<unknown>) {
  const wait = page.waitForEvent('download', { timeout: 60_000 });
  await action();
  const download = await wait;
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-im-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

async function sheetTexts(file: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets[0]!.getSheetValues().flat().map(String);
}

describe('即时通讯: import a chat export → meet records → export; 群组监测 shows the demo hits', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD));
  });

  afterAll(() => closeSession(server, browser));

  it('shows the demo chats and their meet records on first start', async () => {
    await page.goto(server.url + '/app/instantMessaging');
    await expect.poll(() => page.title()).toBe('即时通讯 - 观澜舆情');
    await page.getByRole('cell', { name: '阳光小区业主群', exact: true }).first().waitFor();
    await page.getByText('相邻两条消息间隔超过30分钟即开始新的会话').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(4);
    await snap(page, 'im-demo');
  });

  it('adds a chat with its consent and imports a Telegram export', async () => {
    await page.getByRole('button', { name: '添加群' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('群号/群标识').fill('e2e-telegram');
    await dialog.getByLabel('群名称').fill('E2E测试群');
    await dialog.getByLabel('授权/来源').fill('群主授权导入');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = page.getByRole('row').filter({ hasText: 'E2E测试群' });
    await row.waitFor();
    await row.getByRole('button', { name: /导\s*入/ }).click();
    const importer = page.getByRole('dialog').filter({ hasText: '导入聊天记录' });
    await importer.getByLabel('文件格式').click();
    await page.getByTitle('Telegram 导出（result.json）').click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-tg-')), 'result.json');
    fs.writeFileSync(file, telegramExport(Date.now()));
    await importer.locator('input[type=file]').setInputFiles(file);
    await page.getByText('导入完成：新增5条').waitFor();
    await expect.poll(() => row.locator('td').nth(5).innerText()).toBe('5');
  });

  it('opens the imported meet records with the nickname history and exports them both ways', async () => {
    const meets = page
      .getByRole('row')
      .filter({ hasText: 'E2E测试群' })
      .filter({ hasText: '分钟' });
    await expect.poll(() => meets.count()).toBe(2);
    await meets.filter({ hasText: '明早学校门口要修路' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('从西门进出').waitFor();
    const all = await downloadOf(page, () =>
      drawer.getByRole('button', { name: '导出全部' }).click(),
    );
    expect(all.name).toMatch(/E2E测试群_会话记录_.*\.xlsx$/);
    expect(await sheetTexts(all.file)).toEqual(
      expect.arrayContaining(['明早学校门口要修路', '那接送孩子怎么办', '从西门进出']),
    );
    const rows = drawer.locator('.ant-table-row');
    await rows.nth(0).locator('input[type=checkbox]').check();
    await rows.nth(2).locator('input[type=checkbox]').check();
    const some = await downloadOf(page, () =>
      drawer.getByRole('button', { name: /导出所选/ }).click(),
    );
    const texts = await sheetTexts(some.file);
    expect(texts).toContain('明早学校门口要修路');
    expect(texts).toContain('从西门进出');
    expect(texts).not.toContain('那接送孩子怎么办');
    await snap(page, 'im-records');
    await drawer.getByRole('tab', { name: /参与人/ }).click();
    await drawer.getByRole('tabpanel').getByRole('cell', { name: '家长甲' }).waitFor();
    await page.keyboard.press('Escape');
    const later = page.getByRole('row').filter({ hasText: '修路延期到周五' });
    await later.click();
    await drawer.getByRole('tab', { name: /参与人/ }).click();
    const panel = drawer.getByRole('tabpanel', { name: /参与人/ });
    const teacher = panel.getByRole('row').filter({ hasText: 'user1' });
    await expect
      .poll(() => teacher.locator('.ant-tag').allInnerTexts())
      .toEqual(['周老师', '周老师（班主任）']);
    await snap(page, 'im-persons');
    await page.keyboard.press('Escape');
  });

  it('shows the demo group-monitoring set with its chat hits', async () => {
    await page.goto(server.url + '/groupSet/addGroup/notCreated');
    await page.getByLabel('监测群组').waitFor();
    await page.goto(server.url + '/app/group/notCreated');
    await page.getByText('小区民生诉求').first().waitFor();
    await page.getByText('小区民生诉求').first().click();
    await expect
      .poll(async () => page.locator('.ant-table-row').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await snap(page, 'group-monitor');
  });
});
