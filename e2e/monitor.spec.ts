import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap, waitForTableRows } from './helpers/browser.js';
import { adminToken, closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const HOUR = 3600_000;
/** A 2×2 PNG: the cover of the ingested videos (stored in our media store). */
const COVER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** A fixed batch through the ingest API: abroad news in two languages and three videos. */
function corpus(now: number): string {
  const lines = [
    ...['London', 'Paris', 'Berlin', 'Tokyo'].map((city, i) => ({
      url: `https://abroad.example.org/hospital-${i}`,
      title: `${city} hospital opens a new emergency wing`,
      content: `The city hospital in ${city} opened a new emergency wing on Monday, officials said.`,
      siteName: ['BBC News', 'France 24', 'Deutsche Welle', 'NHK World'][i],
      carrier: 'news',
      isAbroad: true,
      language: 'en',
      publisherRegion: ['英国', '法国', '德国', '日本'][i],
      publishTime: now - (i + 1) * HOUR,
    })),
    {
      url: 'https://abroad.example.org/hospital-ja',
      title: '東京の病院が救急棟を新設',
      content: '東京の病院は月曜日に新しい救急棟を開設した。hospital',
      siteName: 'NHK',
      carrier: 'news',
      isAbroad: true,
      language: 'ja',
      publisherRegion: '日本',
      publishTime: now - 5 * HOUR,
    },
    ...[0, 1, 2].map((i) => ({
      url: `https://video.example.cn/night-market-${i}`,
      title: `夜市美食探店第${i + 1}期`,
      content: '带你逛遍本地夜市美食，烧烤、糖水一应俱全。',
      siteName: '抖音',
      carrier: 'video',
      coverUrl: COVER,
      engagement: { plays: 1000 * (i + 1), likes: 100 * (i + 1), comments: 10 * (i + 1) },
      publishTime: now - (i + 1) * HOUR,
    })),
  ];
  return lines.map((line) => JSON.stringify(line)).join('\n');
}

/** Saves the next download of `action` and returns its file path and suggested name. */
async function downloadOf(page: Page, action: () => Promise<unknown>) {
  const wait = page.waitForEvent('download', { timeout: 60_000 });
  await action();
  const download = await wait;
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-monitor-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

describe('监测家族: abroad, multilingual and short-video sets on the shared workspace', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, {
      beforeLogin: async ({ url }) => {
        const token = await adminToken(url, PASSWORD);
        const keyRes = await fetch(`${url}/api/dataSource/saveApiKey?name=monitor-e2e`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token, deviceInfo: 'web' },
        });
        const apiKey = ((await keyRes.json()) as { data: { apiKey: string } }).data.apiKey;
        const ingest = await fetch(`${url}/ingest/v1/articles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
          body: corpus(Date.now()),
        });
        expect(ingest.status).toBe(202);
      },
    }));
  });

  afterAll(() => closeSession(server, browser));

  /** Creates a set through the shared editor and waits until its list has rows. */
  async function createSet(
    setPage: string,
    name: string,
    words: string,
    extra?: () => Promise<void>,
  ) {
    await page.goto(server.url + setPage);
    await page.getByLabel('方案名称').fill(name);
    await extra?.();
    await page.getByLabel('主体词').fill(words);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/\d+$/);
    // The back-fill runs as a job; the list fills in once it has matched the stored articles.
    await waitForTableRows(page);
  }

  it('opens the demo set of every kind with data on first start', async () => {
    for (const [path, name] of [
      ['/app/abroadSocialization/notCreated', 'abroad'],
      ['/app/multilingual/notCreated', 'multilingual'],
      ['/app/shortVideo/notCreated', 'video'],
    ] as const) {
      await page.goto(server.url + path);
      // Without a chosen set the workspace opens the first one (the demo set).
      await page.waitForURL(/\/\d+$/);
      await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
      await snap(page, `monitor-00-demo-${name}-list`);
      await page.getByRole('tab', { name: '统计分析' }).click();
      await page.waitForTimeout(2000);
      await snap(page, `monitor-00-demo-${name}-statistics`);
    }
    await page.getByRole('tab', { name: '信息列表' }).click();
    // A demo video keeps count snapshots: its details draw their growth.
    await page
      .locator('.ant-table-row', { hasText: '演示数据' })
      .first()
      .locator('a')
      .first()
      .click();
    await page.waitForURL(/\/shortVideo\/details\?/);
    await page.getByText('数据增长').waitFor();
    await page.locator('canvas').first().waitFor();
    await page.waitForTimeout(1500);
    await snap(page, 'monitor-00-demo-video-details');
  });

  it('境外: creates a set, lists its articles, draws the world map and exports', async () => {
    await createSet('/abroadNewsSet', '境外医院报道', 'hospital');
    expect(page.url()).toMatch(/\/app\/abroadSocialization\/\d+$/);
    await snap(page, 'monitor-01-abroad-list');

    const excel = await downloadOf(page, async () => {
      await page.getByRole('button', { name: /导出/ }).click();
      await page.getByText('导出最新 1000 条').click();
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(excel.file);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    // A header row of Chinese column titles, then the articles.
    const rows = sheet.getSheetValues().map((r) => (Array.isArray(r) ? r.map(String) : []));
    expect(rows.some((r) => r.includes('标题'))).toBe(true);

    await page.getByRole('tab', { name: '统计分析' }).click();
    await page.getByText('地域分布').first().waitFor();
    await page.locator('canvas').first().waitFor();
    await page.waitForTimeout(1500);
    await snap(page, 'monitor-02-abroad-statistics');

    const briefing = await downloadOf(page, async () => {
      await page.getByRole('button', { name: /下载监测简报/ }).click();
      await page.getByText('标准简报').click();
    });
    expect(briefing.name).toMatch(/\.docx$/);
    const zip = await JSZip.loadAsync(fs.readFileSync(briefing.file));
    expect(await zip.file('word/document.xml')!.async('string')).toContain('境外医院报道');
  });

  it('多语种: a set of chosen languages lists its articles with the language shown', async () => {
    await createSet('/multilingualSet', '多语种医院报道', 'hospital', async () => {
      await page.getByRole('checkbox', { name: '英语' }).check();
      await page.getByRole('checkbox', { name: '日语' }).check();
    });
    expect(page.url()).toMatch(/\/app\/multilingual\/\d+$/);
    await page.getByRole('group', { name: '语种' }).waitFor();
    await expect.poll(() => page.getByText('英语').count()).toBeGreaterThan(0);
    await snap(page, 'monitor-03-multilingual-list');
    await page.getByRole('tab', { name: '统计分析' }).click();
    // The statistics tab draws the set's charts: 语种分布 among them, with its Excel.
    await page.getByText('语种分布').first().waitFor();
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(1500);
    await snap(page, 'monitor-04-multilingual-statistics');
    const card = page.locator('.ant-card', { hasText: '语种分布' });
    const excel = await downloadOf(page, async () => {
      await card
        .getByRole('button', { name: /导出|Excel|下载/ })
        .first()
        .click();
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(excel.file);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells.some((c) => c === '英语' || c === '日语')).toBe(true);
  });

  it('短视频: lists videos with covers and opens the details with counts and growth', async () => {
    await createSet('/shortVideoSet', '夜市美食短视频', '夜市', async () => {
      await page.getByRole('checkbox', { name: '抖音' }).check();
    });
    expect(page.url()).toMatch(/\/app\/shortVideo\/\d+$/);
    await expect.poll(() => page.locator('.ant-table-row img').count()).toBeGreaterThan(0);
    await snap(page, 'monitor-05-video-list');
    await page.getByRole('tab', { name: '统计分析' }).click();
    await page.getByText('载体统计').waitFor();
    await snap(page, 'monitor-06-video-statistics');

    await page.getByRole('tab', { name: '信息列表' }).click();
    await page.locator('.ant-table-row a').first().click();
    await page.waitForURL(/\/shortVideo\/details\?/);
    await page.getByText('数据增长').waitFor();
    await expect.poll(() => page.getByText('不可获取').count()).toBeGreaterThan(0);
    await page.waitForTimeout(800);
    await snap(page, 'monitor-07-video-details');
  });

  it('境外网站导航: a grouped, searchable directory of overseas media', async () => {
    await page.goto(server.url + '/app/abroadWebsite');
    await page.getByText('国家和地区').waitFor();
    await expect
      .poll(() => page.locator('a[href*="/indymedia/indyMedia/redirect"]').count())
      .toBeGreaterThan(20);
    await snap(page, 'monitor-08-abroad-websites');
    await page.getByLabel('搜索网站').fill('BBC');
    await page.getByLabel('搜索网站').press('Enter');
    await expect.poll(() => page.getByText('BBC').count()).toBeGreaterThan(0);
  });

  it('重点监测: a monitored account with a custom keyword, and its information', async () => {
    await page.goto(server.url + '/monitorlist');
    await page.getByRole('button', { name: /新建分组/ }).click();
    await page.getByLabel('分组名称').fill('境外媒体');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('分组已保存').first().waitFor();
    await page.getByRole('button', { name: /新建监测对象/ }).click();
    await page.getByLabel('对象名称').fill('BBC 中文');
    await page.getByLabel('站点名称').fill('BBC News');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('监测对象已保存').first().waitFor();
    await snap(page, 'monitor-09-monitor-list');
    await page.goto(server.url + '/emphasisMonitor');
    await page.getByText('重点监测信息').waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'monitor-10-emphasis');
  });

  it('云搜索: searches, then turns the search into a special topic', async () => {
    await page.goto(server.url + '/app/cloudSearchIndex');
    await page
      .getByPlaceholder(/关键词/)
      .first()
      .fill('医院');
    await page
      .getByPlaceholder(/关键词/)
      .first()
      .press('Enter');
    await page.waitForURL(/\/app\/cloudSearchList\?/);
    await page.getByText('搜索结果').first().waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'monitor-11-cloud-search');
    await page.getByRole('button', { name: /转为专题/ }).click();
    await page.waitForURL(/\/analyseSet\/addAnalyse\/notCreated\?/);
    await page.waitForTimeout(1500);
    await snap(page, 'monitor-12-to-special');
    await expect.poll(() => page.getByLabel('主体词').inputValue()).toBe('医院');
    await snap(page, 'monitor-12-to-special');
  });

  it('the one article filter bar on warnings, favourites and the data centre', async () => {
    for (const [path, name] of [
      ['/warningList', 'monitor-13-warning-filters'],
      ['/account/collect', 'monitor-14-favorite-filters'],
      ['/dataindex?keyword=%E5%8C%BB%E9%99%A2', 'monitor-15-datacenter-filters'],
    ] as const) {
      await page.goto(server.url + path);
      await page.getByText('近7天').first().waitFor();
      await page.waitForTimeout(800);
      await snap(page, name);
    }
  });
});
