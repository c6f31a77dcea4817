import fs from 'node:fs';
import { SESSION_COOKIES } from '@guanlan/shared';
import { AppError } from '../platform/http/app-error.js';

/** Where Chromium may live on the machines we run on (CHROMIUM_PATH wins). */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** How long the report page may take to draw its charts. */
const READY_TIMEOUT_MS = 30_000;
/** Chromium processes printing at once; more requests wait their turn. */
const MAX_PARALLEL = 2;

export interface PrinterDeps {
  chromiumPath: string | undefined;
  /** This server's own address as the browser reaches it (undefined until it listens). */
  baseUrl: () => string | undefined;
  /** A short-lived session of the account the page is printed for; `end` revokes it. */
  openSession: (
    orgId: number,
    accountId: number,
  ) => Promise<{ token: string; end: () => Promise<void> }>;
}

export function findChromium(configured: string | undefined): string | undefined {
  if (configured) {
    return configured;
  }
  return CANDIDATES.find((p) => fs.existsSync(p));
}

/**
 * PDF of a report: headless Chromium opens the report page itself (`?print=1`) with a
 * session of the requesting account, waits until the page says its charts are drawn
 * (`body[data-report-ready="1"]`) and prints A4 with backgrounds — so the PDF is exactly the
 * page the user sees, CJK fonts included (fonts-noto-cjk on the machine).
 */
export class ReportPrinter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly deps: PrinterDeps) {}

  async pdf(orgId: number, accountId: number, pagePath: string): Promise<Buffer> {
    const executablePath = findChromium(this.deps.chromiumPath);
    if (!executablePath) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        '服务器未安装 Chromium，暂不能导出 PDF，请下载 Word 版',
      );
    }
    const base = this.deps.baseUrl();
    if (!base) {
      throw new AppError('SERVICE_UNAVAILABLE', '服务尚未开始监听端口，暂不能导出 PDF');
    }
    await this.slot();
    const session = await this.deps.openSession(orgId, accountId);
    // playwright-core is ~15 MB of code: loaded on the first PDF, not by every process.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--font-render-hinting=none',
      ],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
      const url = new URL(pagePath, base);
      await context.addCookies([
        { name: SESSION_COOKIES.main, value: session.token, url: url.origin, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      await page.goto(url.toString(), { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
      await page
        .waitForSelector('body[data-report-ready="1"]', {
          timeout: READY_TIMEOUT_MS,
          state: 'attached',
        })
        .catch(() => {
          throw new AppError('SERVICE_UNAVAILABLE', '报告页面加载超时，暂不能导出 PDF，请稍后再试');
        });
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
      });
      return Buffer.from(pdf);
    } finally {
      await browser.close().catch(() => undefined);
      await session.end().catch(() => undefined);
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.running < MAX_PARALLEL) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
