import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { adminToken, callApi, closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const EVENT = '市人民医院舆情事件';

/** The seven views in tab order, with a text each one shows once its data is in. */
const VIEWS = [
  { tab: '事件脉络', path: 'context', ready: '事件脉络（关键文章）' },
  { tab: '参与主体', path: 'participant', ready: '重点媒体' },
  { tab: '传播扩散', path: 'diffuse', ready: '跨载体传播顺序' },
  { tab: '发展趋势', path: 'growingTrend', ready: '事件发展阶段' },
  { tab: '影响力分析', path: 'influence', ready: '计算方法' },
  { tab: '处置情况', path: 'dispose', ready: '处置记录' },
  { tab: '舆论共识', path: 'consensus', ready: '观点占比' },
] as const;

/** `YYYY-MM-DD HH:mm` of a moment, in the machine's time zone (the picker's). */
function pickerText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

describe('事件分析: create an event from the demo corpus, open the seven views, download the Word report', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let eventId = 0;

  /** One call of the API as the logged-in admin. */
  const api = <T>(name: string, query: Record<string, string | number>): Promise<T> =>
    callApi<T>(server.url, token, `/api/event/${name}`, query);

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, {
      beforeLogin: async (s) => {
        token = await adminToken(s.url, PASSWORD);
      },
    }));
  });

  afterAll(() => closeSession(server, browser));

  it('creates an event over the last 30 days and opens its analysis once back-filled', async () => {
    await page.goto(server.url + '/incidentList');
    await page.getByRole('button', { name: /新建事件/ }).click();
    await page.getByLabel('事件名称').fill(EVENT);
    const start = page.getByLabel('开始时间');
    await start.click();
    await start.fill(pickerText(Date.now() - 30 * 86_400_000));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByLabel('事件描述').fill('演示数据中与市人民医院有关的报道');
    await page.getByLabel('主体词').fill('市人民医院');
    await snap(page, 'event-01-editor');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/incident\/context\?eventId=\d+$/);
    eventId = Number(new URL(page.url()).searchParams.get('eventId'));
    expect(eventId).toBeGreaterThan(0);

    // The back-fill runs as a job; the views fill in once it has matched the demo corpus.
    await expect
      .poll(
        async () =>
          (
            await api<{ articleCount: number; backfill: { status: string } | null }>(
              'findEventInfo',
              { eventId },
            )
          ).articleCount,
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await api<{ backfill: { status: string } | null }>('findEventInfo', { eventId }))
            .backfill?.status ?? 'done',
        {
          timeout: 90_000,
          interval: 2_000,
        },
      )
      .not.toMatch(/queued|running/);
    await page.reload();
    await page.getByTestId('event-name').filter({ hasText: EVENT }).waitFor();
  });

  it('lists the event in 事件库 with its state', async () => {
    await page.goto(server.url + '/incidentList');
    const row = page.locator('.ant-table-row').filter({ hasText: EVENT });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/进行中/);
    await page.waitForTimeout(800);
    await snap(page, 'event-02-list');
    // 停用 and 启用 again: the state tag follows the switch.
    const toggle = row.getByRole('switch', { name: `启用 ${EVENT}` });
    await toggle.click();
    await row.getByText('已停用').waitFor();
    await toggle.click();
    await row.getByText('进行中').waitFor();
    // 编辑 opens the stored event in the drawer.
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    await expect.poll(() => page.getByLabel('事件名称').inputValue()).toBe(EVENT);
    expect(await page.getByLabel('主体词').inputValue()).toBe('市人民医院');
    await page.waitForTimeout(800);
    await snap(page, 'event-02b-edit');
    await page.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('opens each of the seven views with data, keeping the event in the address', async () => {
    await page.goto(`${server.url}/incident/context?eventId=${eventId}`);
    for (const [i, view] of VIEWS.entries()) {
      await page.getByRole('tab', { name: view.tab }).click();
      await page.waitForURL(new RegExp(`/incident/${view.path}\\?eventId=${eventId}$`));
      await page.getByText(view.ready, { exact: true }).first().waitFor({ timeout: 30_000 });
      // Let the charts draw (lazy ECharts chunk, map GeoJSON, animation).
      await page.waitForTimeout(1_500);
      expect(await page.getByText('数据加载失败').count(), view.tab).toBe(0);
      await snap(page, `event-${String(i + 3).padStart(2, '0')}-${view.path}`);
    }
  });

  it('shows the influence formula the server documents', async () => {
    await page.goto(`${server.url}/incident/influence?eventId=${eventId}`);
    const formula = await page.getByTestId('influence-formula').innerText();
    const data = await api<{ formula: string }>('findEventInfluence', { eventId });
    expect(formula.trim()).toBe(data.formula.trim());
  });

  it('registers a disposal record and lists it with its author', async () => {
    await page.goto(`${server.url}/incident/dispose?eventId=${eventId}`);
    await page.getByRole('button', { name: /登记处置/ }).click();
    await page.getByLabel('处置部门').fill('宣传部');
    await page.getByLabel('处置措施与回应').fill('官方微博发布情况通报，说明事件经过和处理进展');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('处置记录已登记').first().waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: '宣传部' });
    await row.waitFor();
    expect(await row.innerText()).toContain('admin');
    await page.waitForTimeout(1_000);
    await snap(page, 'event-10-dispose-record');
  });

  it('downloads the Word report whose document names the event', async () => {
    await page.goto(`${server.url}/incident/report?eventId=${eventId}`);
    await page.getByText('报告内容').waitFor();
    await snap(page, 'event-11-report');
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: /下载报告/ }).click();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-docx-')), 'event.docx');
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const xml = await zip.file('word/document.xml')?.async('string');
    expect(xml).toBeDefined();
    expect(xml).toContain(EVENT);
  });
});
