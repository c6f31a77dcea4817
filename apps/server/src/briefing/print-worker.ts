import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ownThreadId } from '../platform/thread-id.js';

/** What the main thread asks the print thread to print. */
export interface PrintJob {
  executablePath: string;
  url: string;
  cookie: { name: string; value: string; url: string };
  readyTimeoutMs: number;
}

/** The answer: the PDF's bytes, or why not (`timedOut`: the page never said it was drawn). */
export type PrintResult =
  { ok: true; pdf: Uint8Array } | { ok: false; timedOut: boolean; reason: string };

/**
 * Keeps this thread, and so the browser it starts (a child inherits its parent thread's CPU set),
 * off the first core on Linux machines with two or more: Chromium raises some of its threads to
 * nice −8 when it may (as root), and on 2 cores they took the event loop's core for up to half a
 * second during a PDF (bench:ops: /healthz waited with the main thread runnable but not run). The
 * kernel moves the event loop to the free core; the print gets the others. Without `taskset`
 * (util-linux) or elsewhere, nothing changes.
 */
function keepOffFirstCore(): void {
  const cores = os.availableParallelism();
  if (process.platform !== 'linux' || cores < 2) {
    return;
  }
  try {
    execFileSync('taskset', ['-p', '-c', `1-${cores - 1}`, String(ownThreadId())], {
      stdio: 'ignore',
    });
  } catch {
    // No taskset, or not allowed: the browser shares every core.
  }
}

/**
 * One PDF in a thread of its own: playwright-core is ~15 MB of code, and compiling it on the
 * first export held the server's event loop for 0.5–1 s (bench:ops CPU profile); driving the
 * browser (protocol messages, the PDF's bytes) stays off the main thread too. The thread ends
 * after its one job.
 */
async function print(job: PrintJob): Promise<PrintResult> {
  keepOffFirstCore();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: job.executablePath,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--font-render-hinting=none',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 900, height: 1200 } });
    await context.addCookies([{ ...job.cookie, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(job.url, { waitUntil: 'load', timeout: job.readyTimeoutMs });
    const ready = await page
      .waitForSelector('body[data-report-ready="1"]', {
        timeout: job.readyTimeoutMs,
        state: 'attached',
      })
      .then(
        () => true,
        () => false,
      );
    if (!ready) {
      return { ok: false, timedOut: true, reason: 'report page not ready' };
    }
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
    });
    return { ok: true, pdf };
  } finally {
    await browser.close().catch(() => undefined);
  }
}

print(workerData as PrintJob).then(
  (result) => parentPort?.postMessage(result),
  (err: unknown) =>
    parentPort?.postMessage({
      ok: false,
      timedOut: false,
      reason: err instanceof Error ? err.message : String(err),
    } satisfies PrintResult),
);
