import fs from 'node:fs';
import { SESSION_COOKIES } from '@guanlan/shared';
import { AppError } from '../platform/http/app-error.js';
import { startWorkerThread } from '../platform/worker-thread.js';
import type { PrintJob, PrintResult } from './print-worker.js';

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
    try {
      const url = new URL(pagePath, base);
      const result = await printInThread({
        executablePath,
        url: url.toString(),
        cookie: { name: SESSION_COOKIES.main, value: session.token, url: url.origin },
        readyTimeoutMs: READY_TIMEOUT_MS,
      });
      if (!result.ok) {
        if (result.timedOut) {
          throw new AppError('SERVICE_UNAVAILABLE', '报告页面加载超时，暂不能导出 PDF，请稍后再试');
        }
        throw new Error(`PDF 打印失败：${result.reason}`);
      }
      return Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength);
    } finally {
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

/** Runs one print job in its own thread (print-worker.ts) and answers its result. */
function printInThread(job: PrintJob): Promise<PrintResult> {
  const worker = startWorkerThread(import.meta.url, 'print-worker', { workerData: job });
  return new Promise<PrintResult>((resolve, reject) => {
    worker.once('message', (result: PrintResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PDF 打印线程意外退出（${String(code)}）`)));
  }).finally(() => void worker.terminate());
}
