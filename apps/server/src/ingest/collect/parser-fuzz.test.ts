import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCollectError } from './collect-error.js';
import { extractPage } from './extract.js';
import { readFeed } from './feed.js';

// Bounded, deterministic fuzzing of the feed and page parsers: corpus files cut, corrupted and
// spliced with hostile constructs. Every input must finish within 2 s and either parse or end in
// the collectors' own CollectError with a Chinese message — never another error, never a hang.

// Both corpora: the constructed files and the real pages and feeds from public test suites.
const DIRS = ['extract', 'extract-real'].map((d) =>
  fileURLToPath(new URL(`../../../test/fixtures/${d}/`, import.meta.url)),
);
const files = (sub: string) =>
  DIRS.flatMap((dir) =>
    readdirSync(`${dir}${sub}`)
      .sort()
      .map((f) => readFileSync(`${dir}${sub}/${f}`)),
  );

/** mulberry32: a small seeded PRNG, so every run sees the same inputs. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  '<!DOCTYPE x [<!ENTITY % p "<!ENTITY q \'r\'>"> %p; ]>',
  '<!DOCTYPE x [<!ENTITY a "&b;&b;&b;&b;"><!ENTITY b "&c;&c;&c;&c;"><!ENTITY c "ccccccccc">]>',
  '<!DOCTYPE x SYSTEM "file:///etc/passwd">',
  '<!DOCTYPE x [<!ENTITY e SYSTEM "http://127.0.0.1/e">]>',
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN" "x" [ <!ELEMENT a ANY> ]>',
  '<![CDATA[ unterminated',
  '<!-- unterminated comment',
  '<?xml version="1.0" encoding="x-unknown"?>',
  `<div title="${'"'.repeat(1)}${'x'.repeat(200_000)}">`,
  `<a ${Array.from({ length: 2000 }, (_, k) => `a${k}="${k}"`).join(' ')}>`,
  '<div>'.repeat(3000),
  '\u0000\u0001\u0002\uFFFE\uFFFF',
  '&#xFFFFFFFF;&#0;&#x110000;&unknown;',
];

function mutate(base: Buffer, rnd: () => number): Buffer {
  const kind = Math.floor(rnd() * 5);
  const at = Math.floor(rnd() * base.length);
  switch (kind) {
    case 0:
      return base.subarray(0, at);
    case 1: {
      const copy = Buffer.from(base);
      for (let k = 0; k < 20; k++) {
        copy[Math.floor(rnd() * copy.length)] = Math.floor(rnd() * 256);
      }
      return copy;
    }
    case 2: {
      const snippet = Buffer.from(HOSTILE[Math.floor(rnd() * HOSTILE.length)] ?? '');
      return Buffer.concat([base.subarray(0, at), snippet, base.subarray(at)]);
    }
    case 3: {
      const snippet = Buffer.from(HOSTILE[Math.floor(rnd() * HOSTILE.length)] ?? '');
      return Buffer.concat([snippet, base]);
    }
    default:
      return Buffer.from(
        Array.from({ length: 1 + Math.floor(rnd() * 4096) }, () => Math.floor(rnd() * 256)),
      );
  }
}

function expectOwnErrorWithin2s(run: () => unknown, label: string): void {
  const start = performance.now();
  try {
    run();
  } catch (err) {
    if (!isCollectError(err, 'parse') || !/[\u4e00-\u9fa5]/.test(err.message)) {
      throw new Error(`${label}: foreign error ${String(err)}`);
    }
  }
  const ms = performance.now() - start;
  expect(ms, `${label} took ${Math.round(ms)} ms`).toBeLessThan(2000);
}

describe('parser fuzzing', () => {
  it('feeds: 200 malformed and hostile inputs end in a parse or a Chinese CollectError, each under 2 s', () => {
    const feeds = files('feeds');
    const rnd = prng(17);
    for (let i = 0; i < 200; i++) {
      const input = mutate(feeds[i % feeds.length]!, rnd);
      expectOwnErrorWithin2s(
        () => readFeed(input, { 'content-type': 'text/xml' }, 'https://f.example.cn/rss'),
        `feed #${i}`,
      );
    }
  });

  it('pages: 80 malformed and hostile inputs end in a result or a Chinese CollectError, each under 2 s', () => {
    const pages = files('pages');
    const rnd = prng(42);
    for (let i = 0; i < 80; i++) {
      const input = mutate(pages[(i * 7) % pages.length]!, rnd);
      expectOwnErrorWithin2s(
        () => extractPage(input, {}, 'https://p.example.cn/a/1.html'),
        `page #${i}`,
      );
    }
  });

  it('refuses the classic attacks with one clear Chinese message', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><title>&b;</title></channel></rss>`;
    expect(() => readFeed(Buffer.from(laughs), {}, 'https://f.example.cn/rss')).toThrow(
      /DOCTYPE 含有外部、参数或嵌套实体声明/,
    );
    const deep = `<html><body>${'<div>'.repeat(5000)}正文${'</div>'.repeat(5000)}</body></html>`;
    expect(() => extractPage(Buffer.from(deep), {}, 'https://p.example.cn/a')).toThrow(
      '页面无法解析：元素嵌套超过 1000 层',
    );
  });
});
