import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers/test-app.js';
import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ENGINES } from '../../../../test/helpers/test-db.js';
import { HttpTranslationProvider } from '../../../platform/translate/http-translation-provider.js';
import { ListTranslator } from './list-translator.js';

/** A local LibreTranslate-style receiver: answers `[zh] <text>` and counts requests. */
function receiver() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { q, target } = JSON.parse(body) as { q: string; target: string };
      seen.push(q);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
    });
  });
  return { server, seen };
}

describe.each(ENGINES)('multilingual list translation (%s)', (engine) => {
  let t: TestApp;
  const r = receiver();
  let url = '';

  beforeAll(async () => {
    t = await createTestApp(engine);
    await new Promise<void>((ok) => r.server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/translate`;
  }, 120_000);
  afterAll(async () => {
    r.server.close();
    await t.close();
  });

  it('translates foreign titles and summaries once, keeps Chinese ones, caches per language', async () => {
    const page = {
      list: [
        { id: 1, title: 'Trade talks resume', summary: 'Talks resume next week.' },
        { id: 2, title: '贸易磋商重启', summary: '下周重启。' },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    };
    const rows = [
      { id: 1, language: 'en' },
      { id: 2, language: 'zh' },
    ];
    const translator = new ListTranslator(
      t.db,
      new HttpTranslationProvider(url, undefined),
      t.clock,
    );
    const first = await translator.translatePage(page, rows, 'zh');
    expect(first.translation).toEqual({ available: true, message: null });
    expect(first.list.map((a) => [a.translatedTitle, a.translatedSummary])).toEqual([
      ['[zh] Trade talks resume', '[zh] Talks resume next week.'],
      [null, null],
    ]);
    const again = await translator.translatePage(page, rows, 'zh');
    expect(again.list[0]!.translatedTitle).toBe('[zh] Trade talks resume');
    // Title and summary sent once: the second page came from the cache.
    expect(r.seen).toEqual(['Trade talks resume', 'Talks resume next week.']);

    const down = new ListTranslator(
      t.db,
      new HttpTranslationProvider('http://127.0.0.1:9/unreachable', undefined, 500),
      t.clock,
    );
    const failed = await down.translatePage(page, rows, 'ja');
    expect(failed.translation).toEqual({
      available: false,
      message: '翻译服务暂不可用，仅显示原文',
    });
    expect(failed.list[0]!.translatedTitle).toBeNull();
  });
});
