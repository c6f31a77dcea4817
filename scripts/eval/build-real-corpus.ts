/**
 * `node --import tsx scripts/eval/build-real-corpus.ts` writes the manifest of the REAL
 * extraction corpus (apps/server/test/fixtures/extract-real/manifest.json) from its hand-written
 * labels (labels.json beside it). Title, time, author and source are typed by hand in labels.json;
 * the body label is the text of the article element a person chose (`body.selector`), read as
 * plain text (hidden elements, scripts and styles left out, one line per block, the listed
 * `body.drop` lines removed). Nothing here runs our extractor.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  parseDocument,
  queryAll,
  queryOne,
} from '../../apps/server/src/ingest/collect/html-dom.js';
import { decodeEntities } from '../../apps/server/src/ingest/collect/html-text.js';
import {
  REAL_CORPUS_DIR,
  type CorpusManifest,
  type FeedCase,
  type PageCase,
} from './corpus-manifest.js';

interface Origin {
  repo: string;
  path: string;
  licence: string;
  /** What was changed in the file, if anything (an excerpt, a shortened article). */
  note?: string;
}

interface PageLabel {
  file: string;
  kind: string;
  from: Origin;
  url: string;
  headers?: Record<string, string>;
  title: string;
  time?: string;
  author?: string;
  source?: string;
  /** The article element, or (for older entries) the body typed by hand. */
  body: { selector: string; drop?: string[] } | { text: string };
  /** The file's encoding when it is not UTF-8 (a WHATWG label such as `big5`). */
  encoding?: string;
}

interface FeedLabel {
  file: string;
  from: Origin;
  url: string;
  headers?: Record<string, string>;
  expect?: { title: string; count: number; firstTitle?: string; firstTime?: string };
}

const BLOCK =
  /<\/?(p|div|br|li|h[1-6]|section|blockquote|tr|table|ul|ol|figure|figcaption|pre)\b[^>]*>/gi;

function bodyText(file: string, selector: string, drop: string[] = [], encoding = 'utf-8'): string {
  const html = new TextDecoder(encoding).decode(fs.readFileSync(path.join(REAL_CORPUS_DIR, file)));
  const el = queryOne(parseDocument(html), selector);
  if (!el) {
    throw new Error(`${file}: nothing matches ${selector}`);
  }
  for (const hidden of queryAll(
    el,
    'script, style, [style*="display:none"], [style*="display: none"]',
  )) {
    (hidden as unknown as { remove(): void }).remove();
  }
  const dropRes = drop.map((d) => new RegExp(d));
  return decodeEntities(
    el.innerHTML
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(BLOCK, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((l) => l.replace(/[\s\u00a0\u3000]+/g, ' ').trim())
    .filter((l) => l && !dropRes.some((re) => re.test(l)))
    .join('\n');
}

const licence = (o: Origin) =>
  `real file from ${o.repo}, ${o.path} (${o.licence}); used as test data${o.note ? `. ${o.note}` : ''}`;

const labels = JSON.parse(fs.readFileSync(path.join(REAL_CORPUS_DIR, 'labels.json'), 'utf8')) as {
  pages: PageLabel[];
  feeds: FeedLabel[];
};
const pages: PageCase[] = labels.pages.map((p) => ({
  file: p.file,
  provenance: 'real',
  kind: p.kind,
  licence: licence(p.from),
  url: p.url,
  headers: p.headers ?? { 'content-type': 'text/html' },
  expect: {
    title: p.title,
    ...(p.time ? { time: p.time } : {}),
    ...(p.author ? { author: p.author } : {}),
    ...(p.source ? { source: p.source } : {}),
    body:
      'text' in p.body ? p.body.text : bodyText(p.file, p.body.selector, p.body.drop, p.encoding),
  },
}));
const feeds: FeedCase[] = labels.feeds.map((f) => ({
  file: f.file,
  provenance: 'real',
  licence: licence(f.from),
  url: f.url,
  headers: f.headers ?? { 'content-type': 'application/xml' },
  ...(f.expect ? { expect: f.expect } : {}),
}));
const manifest: CorpusManifest = { pages, feeds };
fs.writeFileSync(
  path.join(REAL_CORPUS_DIR, 'manifest.json'),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
process.stdout.write(`real pages ${pages.length}, real feeds ${feeds.length}\n`);
if (process.argv.includes('--show')) {
  for (const p of pages) {
    process.stdout.write(
      `\n== ${p.file} | ${p.expect.title} | ${p.expect.time ?? '-'} | ${p.expect.author ?? '-'} / ${p.expect.source ?? '-'}\n${p.expect.body}\n`,
    );
  }
}
