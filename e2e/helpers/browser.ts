import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** Debian's Chromium; nothing is downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A desktop page as the product's users see it: 1440×900, Chinese locale, downloads on. */
export function desktopPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
    ...options,
  });
}

/** Saves a full-page screenshot under test-results/e2e/ for a human to look at. */
export async function snap(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Opens the header's user menu and picks one item, until the page has moved to `url`. A live
 * warning toast or the dropdown's own animation can swallow the first click, so it retries.
 */
export async function openUserMenuItem(page: Page, item: string, url: RegExp): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    try {
      await page.waitForURL(url, { timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 3) {
        throw err;
      }
      await page.keyboard.press('Escape');
    }
  }
}

/** Reloads until the page's table has rows (a back-fill job fills a new set's list in later). */
export async function waitForTableRows(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.locator('.ant-table').first().waitFor();
        return page.locator('.ant-table-row').count();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBeGreaterThan(0);
}
