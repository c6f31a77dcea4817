import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTranslationProvider } from './http-translation-provider.js';
import { TranslationUnavailable } from './translation-provider.js';

interface Received {
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

describe('HttpTranslationProvider', () => {
  const received: Received[] = [];
  let mode: 'ok' | 'fail' | 'garbage' = 'ok';
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        received.push({ url: req.url ?? '', authorization: req.headers.authorization, body });
        if (mode === 'fail') {
          res.writeHead(503).end('busy');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          mode === 'garbage'
            ? '{"nope":1}'
            : JSON.stringify({ translatedText: `译:${String(body.q)}` }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs { q, source, target } with the key and reads translatedText', async () => {
    const provider = new HttpTranslationProvider(`${base}/translate`, 'k-123');
    expect(await provider.translate('Hello', 'en', 'zh')).toBe('译:Hello');
    expect(received.at(-1)).toEqual({
      url: '/translate',
      authorization: 'Bearer k-123',
      body: { q: 'Hello', source: 'en', target: 'zh', format: 'text', api_key: 'k-123' },
    });
  });

  it('sends no key when none is configured', async () => {
    await new HttpTranslationProvider(`${base}/translate`, undefined).translate('Hi', 'en', 'zh');
    expect(received.at(-1)?.authorization).toBeUndefined();
    expect(received.at(-1)?.body).not.toHaveProperty('api_key');
  });

  it('rejects with TranslationUnavailable on an error status, a bad answer or no service', async () => {
    const provider = new HttpTranslationProvider(`${base}/translate`, undefined);
    mode = 'fail';
    await expect(provider.translate('a', 'en', 'zh')).rejects.toThrow(TranslationUnavailable);
    mode = 'garbage';
    await expect(provider.translate('a', 'en', 'zh')).rejects.toThrow(TranslationUnavailable);
    mode = 'ok';
    const closed = new HttpTranslationProvider('http://127.0.0.1:9/translate', undefined, 2000);
    await expect(closed.translate('a', 'en', 'zh')).rejects.toThrow(TranslationUnavailable);
  });
});
