import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { snap } from './helpers/browser.js';
import { adminToken, callApi, closeSession, openAdminSession } from './helpers/session.js';
import type { RunningServer } from './helpers/server.js';

const PASSWORD = 'Admin12345';
const FULL_HD = { width: 1920, height: 1080 };
const UPDATES = 2000;

/** What the screen page exposes for this test: the push and the data paths of its updates. */
interface ScreenHooks {
  push(frame: string): void;
  apply(data: unknown): void;
}

const SCREENS = [
  { path: '/publicOpinion', name: 'publicOpinion', ready: 'panel-statistics', charts: 5 },
  {
    path: '/emergencyCommandCenter',
    name: 'emergencyCommandCenter',
    ready: 'panel-events',
    charts: 3,
  },
  { path: '/visualScreen', name: 'visualScreen', ready: 'panel-statistics', charts: 5 },
  { path: '/hotList', name: 'hotList', ready: 'panel-merged', charts: 0 },
  {
    path: '/dataSourceCenter?view=screen',
    name: 'dataSourceCenter',
    ready: 'panel-sources',
    charts: 1,
  },
] as const;

describe('大屏, 热点 and 智库 in Chromium at 1920×1080 on the demo data', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';

  const api = <T>(path: string, query: Record<string, string | number> = {}): Promise<T> =>
    callApi<T>(server.url, token, path, query);

  /** Panels must sit inside the stage and never overlap each other. */
  async function assertNoOverlap(): Promise<void> {
    const boxes = await page.$$eval('[data-testid=screen-stage] section', (els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      expect(a.x + a.w).toBeLessThanOrEqual(FULL_HD.width + 1);
      expect(a.y + a.h).toBeLessThanOrEqual(FULL_HD.height + 1);
      for (let j = i + 1; j < boxes.length; j++) {
        const b = boxes[j]!;
        const overlap =
          a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
        expect(overlap, `panels ${i} and ${j} overlap`).toBe(false);
      }
    }
  }

  beforeAll(async () => {
    ({ server, browser, page } = await openAdminSession(PASSWORD, {
      page: { viewport: FULL_HD },
      beforeLogin: async (s) => {
        token = await adminToken(s.url, PASSWORD);
      },
    }));
  }, 240_000);

  afterAll(() => closeSession(server, browser));

  it('draws every screen full-screen with demo data, Chinese text and filled charts', async () => {
    for (const s of SCREENS) {
      await page.goto(server.url + s.path);
      await page.getByTestId(s.ready).waitFor({ timeout: 60_000 });
      await page.waitForFunction((n) => document.querySelectorAll('canvas').length >= n, s.charts, {
        timeout: 30_000,
      });
      // Lists are filled: every list panel of the screen has rows.
      expect(
        await page
          .locator('[data-testid=screen-stage] li, [data-testid=screen-stage] tbody tr')
          .count(),
      ).toBeGreaterThan(5);
      // Let the charts (and the map's GeoJSON) finish their entry animation.
      await page.waitForTimeout(2500);
      await expect.poll(() => page.getByText(/更新于/).count()).toBeGreaterThan(0);
      await assertNoOverlap();
      const file = await snap(page, `screens-${s.name}`);
      process.stdout.write(`screenshot ${file}\n`);
    }
  }, 300_000);

  it('ranks hot topics with the formula shown, lists hot lists, and opens the 智库 case', async () => {
    await page.goto(server.url + '/app/hottopic');
    await page.getByText('热度计算方法').waitFor({ timeout: 60_000 });
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(2);
    await snap(page, 'screens-hottopic');
    await page.locator('.ant-table-row').first().click();
    await page.getByRole('button', { name: /导出文章/ }).waitFor();
    await page.locator('.ant-drawer .ant-table-row').first().waitFor();
    await snap(page, 'screens-hottopic-drawer');
    await page.keyboard.press('Escape');

    await page.goto(server.url + '/app/hottopicList');
    await page.getByText('全网合并').waitFor();
    await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText(/上榜/).count()).toBeGreaterThan(0);
    await snap(page, 'screens-hotlist-page');
    await page.getByRole('tab', { name: '微博热搜' }).click();
    await page.locator('.ant-table-row').first().click();
    await page
      .locator('.ant-modal-title')
      .getByText(/排名轨迹/)
      .waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'screens-hotlist-trajectory');
    await page.keyboard.press('Escape');

    await page.goto(server.url + '/wisdomindex');
    await page.getByText('地铁早高峰故障的舆情应对').waitFor({ timeout: 30_000 });
    await snap(page, 'screens-wisdom-index');
    await page.getByText('地铁早高峰故障的舆情应对').click();
    await page.waitForURL(/\/wisdomdetails\?caseId=\d+/);
    await page.getByText('首次官方回应').waitFor();
    await page.getByText('市交通运输局').first().waitFor();
    await page.waitForTimeout(800);
    await snap(page, 'screens-wisdom-details');
  }, 180_000);

  it('takes a real push: an article arriving through the ingest API shows in the live feed', async () => {
    const { apiKey } = await api<{ apiKey: string }>('/api/dataSource/saveApiKey', {
      name: '大屏推送测试',
    });
    await page.goto(server.url + '/publicOpinion');
    await page.getByTestId('panel-live').waitFor({ timeout: 60_000 });
    const title = `市人民医院推送测试文章${Date.now()}`;
    const res = await fetch(`${server.url}/ingest/v1/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
      body: `${JSON.stringify({ url: `https://push.example.cn/${Date.now()}.html`, title, content: `${title}。市人民医院今日发布通知。`, publishTime: Date.now() })}\n`,
    });
    expect(res.status).toBe(202);
    await page.getByTestId('panel-live').getByText(title).waitFor({ timeout: 30_000 });
  }, 120_000);

  it(`stays within 20 MB of JS heap through ${UPDATES} data updates`, async () => {
    await page.goto(server.url + '/publicOpinion');
    await page.getByTestId('panel-statistics').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const before = await heap();
    const applied = await page.evaluate(async (count) => {
      const screen = (window as unknown as { __guanlanScreen: ScreenHooks }).__guanlanScreen;
      let n = 0;
      let nextId = 10_000_000;
      // Half of the updates: live-feed pushes, exactly as the websocket hands them over.
      for (let i = 0; i < count; i += 1) {
        {
          const live = Array.from({ length: 5 }, () => {
            nextId += 1;
            return {
              id: nextId,
              title: `推送测试 ${nextId} 市人民医院新院区启用`,
              siteName: '示例网',
              carrierName: '新闻',
              sentiment: nextId % 3 === 0 ? 'negative' : 'neutral',
              sentimentName: '中性',
              publishTime: '2026-11-25 10:00:00',
            };
          });
          screen.push(
            JSON.stringify({ type: 'bigScreen', at: '2026-11-25 10:00:00', count: 5, live }),
          );
        }
        n += 1;
        if (i % 10 === 9) {
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        }
      }
      return n;
    }, UPDATES / 2);
    // The other half: whole-screen data replacements (every chart gets a new option).
    const replaced = await page.evaluate(async (count) => {
      const screen = (window as unknown as { __guanlanScreen: ScreenHooks }).__guanlanScreen;
      const res = await fetch('/api/app/bigScreen/findBigScreenData?screenCode=publicOpinion', {
        method: 'POST',
        headers: {
          deviceinfo: 'web',
          authorization: decodeURIComponent(
            (document.cookie.match(/(?:^|; )AUTHENTICATE_TOKEN=([^;]*)/) ?? [])[1] ?? '',
          ),
        },
      });
      const body = (await res.json()) as { data: { panels: Record<string, { data: unknown }> } };
      const data = body.data;
      for (let i = 0; i < count; i += 1) {
        const copy = JSON.parse(JSON.stringify(data)) as typeof data;
        const stats = copy.panels.statistics!.data as { total: number; today: number };
        stats.total += i;
        stats.today += i % 7;
        const ratio = copy.panels.ratio!.data as { negative: number; total: number };
        ratio.negative += i % 5;
        ratio.total += i % 5;
        const trend = copy.panels.carrierTrend!.data as { rows: Record<string, number | string>[] };
        for (const row of trend.rows) {
          row.news = Number(row.news ?? 0) + (i % 9);
        }
        screen.apply(copy);
        if (i % 5 === 4) {
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        }
      }
      return count;
    }, UPDATES / 2);
    await page.waitForTimeout(2000);
    const after = await heap();
    const growthMb = (after - before) / 1024 / 1024;
    process.stdout.write(
      `heap: ${(before / 1024 / 1024).toFixed(1)} MB before, ${(after / 1024 / 1024).toFixed(1)} MB after ${applied + replaced} updates (growth ${growthMb.toFixed(2)} MB)\n`,
    );
    expect(applied + replaced).toBeGreaterThanOrEqual(UPDATES);
    expect(growthMb).toBeLessThan(20);
    await snap(page, 'screens-after-updates');
  }, 300_000);

  it('opens a shared screen without a session, and not after the link is revoked', async () => {
    const share = await api<{ shareId: number; path: string }>(
      '/api/app/bigScreen/saveBigScreenShare',
      { screenCode: 'hotList', validHours: 24 },
    );
    const guest = await browser.newPage({ viewport: FULL_HD, locale: 'zh-CN' });
    await guest.goto(server.url + share.path);
    await guest.getByTestId('panel-merged').waitFor({ timeout: 60_000 });
    expect(guest.url()).toContain('/screenShare');
    expect(await guest.getByText('只读分享').count()).toBe(1);
    expect(await guest.getByRole('button', { name: /设置/ }).count()).toBe(0);
    await guest.waitForTimeout(1000);
    await snap(guest, 'screens-shared-hotList');
    await api('/api/app/bigScreen/revokeBigScreenShare', { shareId: share.shareId });
    await guest.reload();
    await guest.getByText('分享链接已被撤销').waitFor({ timeout: 30_000 });
    await guest.close();
  }, 120_000);
});
