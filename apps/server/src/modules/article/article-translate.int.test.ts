import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCalls } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { seedCorpus } from './article-test.fixture.js';
import type { Corpus } from './article-test.fixture.js';

interface Translated {
  title: string;
  content: string;
  sourceLanguage: string;
}

/** A LibreTranslate-style receiver on 127.0.0.1 that prefixes 译： and can be told to fail. */
async function startReceiver() {
  const state = { failing: false, requests: [] as { q: string; source: string; target: string }[] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string; source: string; target: string };
      state.requests.push(body);
      if (state.failing) {
        res.writeHead(502).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: `译：${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/translate`;
  return { state, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(ENGINES)('articleTranslate (%s)', (engine) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let withService: TestApp;
  let without: TestApp;
  let token = '';
  let tokenWithout = '';
  let c: Corpus;
  let other: Corpus;

  beforeAll(async () => {
    receiver = await startReceiver();
    process.env.TRANSLATE_URL = receiver.url;
    try {
      withService = await createTestApp(engine);
    } finally {
      delete process.env.TRANSLATE_URL;
    }
    without = await createTestApp(engine);
    token = (await withService.loginAs()).token;
    tokenWithout = (await without.loginAs()).token;
    c = await seedCorpus(withService);
    other = await seedCorpus(without);
  }, 120_000);
  afterAll(async () => {
    await withService.close();
    await without.close();
    await receiver.close();
  });

  it('translates the title and each paragraph block through the configured service', async () => {
    const { body } = await withService.call<Translated>(
      articleCalls.articleTranslate,
      { articleId: c.english, targetLanguage: 'zh' },
      { token },
    );
    expect(body.meta.code).toBe(200);
    expect(body.data).toEqual({
      title: '译：Peking University issues AI rules',
      content:
        '译：Peking University issued new rules on artificial intelligence.\nThey take effect next month.',
      sourceLanguage: 'en',
    });
    expect(receiver.state.requests.map((r) => [r.source, r.target])).toEqual([
      ['en', 'zh'],
      ['en', 'zh'],
    ]);
  });

  it('answers an article already in the target language as it is, without calling the service', async () => {
    const before = receiver.state.requests.length;
    const { body } = await withService.call<Translated>(
      articleCalls.articleTranslate,
      { articleId: c.reprint },
      { token },
    );
    expect(body.data.title).toBe('转载：北大出台人工智能管理办法');
    expect(receiver.state.requests.length).toBe(before);
  });

  it('answers 5030 with a Chinese message when the service fails', async () => {
    receiver.state.failing = true;
    const { body } = await withService.call(
      articleCalls.articleTranslate,
      { articleId: c.english },
      { token },
    );
    receiver.state.failing = false;
    expect(body.meta).toEqual({ code: 5030, message: '翻译服务暂时不可用，请稍后再试' });
  });

  it('answers 5030 「未配置翻译服务」 when no service is configured', async () => {
    const { body } = await without.call(
      articleCalls.articleTranslate,
      { articleId: other.english },
      { token: tokenWithout },
    );
    expect(body.meta.code).toBe(5030);
    expect(body.meta.message).toMatch(/^未配置翻译服务/);
    const chinese = await without.call<Translated>(
      articleCalls.articleTranslate,
      { articleId: other.origin },
      { token: tokenWithout },
    );
    expect(chinese.body.data.title).toBe('北京大学发布人工智能管理新规');
  });

  it('answers 4004 for a missing article and 4000 for an unknown language', async () => {
    const missing = await withService.call(
      articleCalls.articleTranslate,
      { articleId: 987_654 },
      { token },
    );
    expect(missing.body.meta.code).toBe(4004);
    const bad = await withService.call(
      articleCalls.articleTranslate,
      { articleId: c.english, targetLanguage: 'xx' },
      { token },
    );
    expect(bad.body.meta.code).toBe(4000);
    expect(bad.body.meta.message).toContain('必须是以下之一');
  });
});
