import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './helpers/browser.js';
import { startServer } from './helpers/server.js';
import type { RunningServer } from './helpers/server.js';
import { adminToken } from './helpers/session.js';
import type { Envelope } from './helpers/session.js';

const PASSWORD = 'Admin12345';

interface Row {
  briefingId: number | null;
  briefingTitle: string;
  briefingType: string;
  status: string;
}

/**
 * The PDF of a report is the report page printed by headless Chromium: on the demo's generated
 * 日报 it carries the title, the sections and the frozen total, and renders to PNG (pdftoppm).
 */
describe('report PDF: Chromium prints the report page with its numbers', () => {
  let server: RunningServer;
  let token = '';

  const api = async (pathName: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${server.url}${pathName}?${qs.toString()}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    return res;
  };
  const json = async <T>(pathName: string, query: Record<string, string | number> = {}) => {
    const body = (await (await api(pathName, query)).json()) as Envelope<T>;
    expect(body.meta.code, `${pathName}: ${body.meta.message}`).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    server = await startServer({ env: { GUANLAN_ADMIN_PASSWORD: PASSWORD } });
    token = await adminToken(server.url, PASSWORD);
  }, 90_000);
  afterAll(() => server?.stop());

  it('downloads the demo 日报 as a PDF with Chinese text and the frozen total', async () => {
    let daily: Row | undefined;
    for (let i = 0; i < 120 && daily?.status !== 'done'; i += 1) {
      const page = await json<{ list: Row[] }>('/api/briefing/findPageBriefing', {
        briefingType: 'day',
      });
      daily = page.list.find((r) => r.briefingId !== null);
      if (daily?.status !== 'done') {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    expect(daily?.status).toBe('done');
    const info = await json<{ snapshot: { facts: { total: number } } }>(
      '/api/briefing/findBriefingInfo',
      {
        briefingId: daily!.briefingId!,
      },
    );
    const res = await api('/api/briefing/downBriefing', {
      briefingId: daily!.briefingId!,
      extensionName: 'pdf',
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(daily!.briefingTitle);
    expect(text).toContain('数据概览');
    expect(text).toContain(String(info.snapshot.facts.total));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(SCREENSHOT_DIR, 'report-pdf'),
    ]);
    const png = fs
      .readdirSync(SCREENSHOT_DIR)
      .find((n) => n.startsWith('report-pdf') && n.endsWith('.png'));
    expect(png).toBeDefined();
    expect(fs.statSync(path.join(SCREENSHOT_DIR, png!)).size).toBeGreaterThan(10_000);
  }, 120_000);
});
