/**
 * `node --import tsx scripts/eval/build-extract-corpus.ts` (re)writes the CONSTRUCTED part of
 * the extraction corpus in apps/server/test/fixtures/extract/: page bytes in their real
 * charsets, feed files, and the labels in manifest.json. Entries with provenance "real" in the
 * manifest are kept as they are. Deterministic: the same code writes the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { ConverterFactory } from 'opencc-js/core';
import * as cn2t from 'opencc-js/preset/cn2t';
import { ARTICLES, type CorpusArticle } from './corpus-articles.js';
import { FEEDS } from './corpus-feeds.js';
import { LAYOUTS } from './corpus-layouts.js';
import {
  CORPUS_DIR,
  type CorpusManifest,
  type FeedCase,
  type PageCase,
} from './corpus-manifest.js';

const toTraditional = ConverterFactory(cn2t.from.cn ?? [], cn2t.to.tw ?? []);
const CONSTRUCTED = 'constructed for this project (CC0); modelled on real page structures';

function traditional(a: CorpusArticle): CorpusArticle {
  const t = (s: string) => toTraditional(s);
  return {
    ...a,
    title: t(a.title),
    source: t(a.source),
    ...(a.author ? { author: t(a.author) } : {}),
    paragraphs: a.paragraphs.map(t),
  };
}

function encode(text: string, encoding: string, bom: number[] = []): Buffer {
  const bytes = iconv.encode(text, encoding);
  if (!['utf-8', 'utf16le', 'utf16be', 'utf32le', 'utf32be'].includes(encoding)) {
    const back = iconv.decode(bytes, encoding);
    if (back !== text) {
      throw new Error(`text does not survive ${encoding}`);
    }
  }
  return Buffer.concat([Buffer.from(bom), bytes]);
}

const manifestPath = path.join(CORPUS_DIR, 'manifest.json');
const previous: CorpusManifest = fs.existsSync(manifestPath)
  ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as CorpusManifest)
  : { pages: [], feeds: [] };
const pages: PageCase[] = previous.pages.filter((p) => p.provenance === 'real');
const feeds: FeedCase[] = previous.feeds.filter((f) => f.provenance === 'real');
fs.mkdirSync(path.join(CORPUS_DIR, 'pages'), { recursive: true });
fs.mkdirSync(path.join(CORPUS_DIR, 'feeds'), { recursive: true });

for (let k = 0; k < 80; k++) {
  const layout = LAYOUTS[k % LAYOUTS.length]!;
  const base = ARTICLES[k % ARTICLES.length]!;
  const article = layout.name === 'tw-big5' ? traditional(base) : base;
  const next = ARTICLES[(k + 1) % ARTICLES.length]!;
  const page = layout.render(article, k, next);
  const file = `pages/c${String(k).padStart(3, '0')}-${layout.name}.html`;
  fs.writeFileSync(path.join(CORPUS_DIR, file), encode(page.html, page.encoding));
  pages.push({
    file,
    provenance: 'constructed',
    kind: layout.kind,
    licence: CONSTRUCTED,
    url: page.url,
    headers: { 'content-type': page.contentType, ...(page.date ? { date: page.date } : {}) },
    expect: {
      title: page.title ?? article.title,
      time: article.time,
      ...(page.shows.author && article.author ? { author: article.author } : {}),
      ...(page.shows.source ? { source: article.source } : {}),
      body: article.paragraphs.join('\n'),
    },
  });
}

for (const feed of FEEDS) {
  const big5 = feed.encoding === 'big5';
  const text = big5 ? toTraditional(feed.text) : feed.text;
  const ext = feed.text.trimStart().startsWith('{') ? 'json' : 'xml';
  const file = `feeds/${feed.name}.${ext}`;
  fs.writeFileSync(path.join(CORPUS_DIR, file), encode(text, feed.encoding, feed.bom));
  const fc: FeedCase = {
    file,
    provenance: 'constructed',
    licence: 'constructed for this project (CC0)',
    url: feed.url,
    headers: { 'content-type': feed.contentType },
  };
  if (feed.expect) {
    const t = (s: string) => (big5 ? toTraditional(s) : s);
    fc.expect = {
      title: t(feed.expect.title),
      count: feed.expect.count,
      ...(feed.expect.firstTitle !== undefined ? { firstTitle: t(feed.expect.firstTitle) } : {}),
    };
  }
  feeds.push(fc);
}

const manifest: CorpusManifest = { pages, feeds };
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`pages ${pages.length}, feeds ${feeds.length}\n`);
