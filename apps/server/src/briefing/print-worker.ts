import { parentPort, workerData } from 'node:worker_threads';

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
 * One PDF in a thread of its own: playwright-core is ~15 MB of code, and compiling it on the
 * first export held the server's event loop for 0.5–1 s (bench:ops CPU profile); driving the
 * browser (protocol messages, the PDF's bytes) stays off the main thread too. The thread ends
 * after its one job.
 */
async function print(job: PrintJob): Promise<PrintResult> {
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
