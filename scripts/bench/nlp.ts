/**
 * bench:nlp — µs per article for each analysis stage in apps/server/src/nlp, over 2,000 real Sina
 * articles (~950 characters each). Each stage runs PASSES times over all articles after a warm-up;
 * the table shows the fastest and the median pass, since other processes share this machine.
 * One-off load costs (jieba dictionary, IDF and tag tables, region trie, OpenCC) are timed apart.
 * Prints a table, then one JSON line of the figures.
 *
 * Run: node --conditions=source --import tsx scripts/bench/nlp.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConverterFactory, type DictGroup } from 'opencc-js/core';
import * as cn2t from 'opencc-js/preset/cn2t';

import {
  countWords,
  defaultRegionMatcher,
  defaultSegmenter,
  detectLanguage,
  entities,
  entitiesFromCounts,
  entitiesFromWords,
  htmlToText,
  keywords,
  keywordsFromCounts,
  keywordsFromWords,
  normaliseForMatch,
  normaliseText,
  sanitiseHtml,
  simhash,
  SimHashIndex,
  summary,
  toSimplified,
} from '../../apps/server/src/nlp/index.js';

const DATA_FILE = path.resolve(
  import.meta.dirname,
  '../../../shared/data/news/sina_news_2018.jsonl',
);
const ARTICLES = 2000;
const PASSES = 5;

const write = (line = '') => process.stdout.write(`${line}\n`);

interface Article {
  title: string;
  content: string;
  html: string;
  text: string;
  traditional: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function loadArticles(): Article[] {
  if (!existsSync(DATA_FILE)) {
    write(`bench:nlp needs ${DATA_FILE} (the shared news corpus); it is missing.`);
    process.exit(1);
  }
  const rows = readFileSync(DATA_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(0, ARTICLES)
    .map((line) => JSON.parse(line) as { title: string; content: string });
  // opencc-js's preset typings import './core' without an extension, so type the tables here.
  const groups = (value: readonly DictGroup[] | undefined): readonly DictGroup[] => value ?? [];
  const toTraditional = ConverterFactory(...groups(cn2t.from.cn), ...groups(cn2t.to.hk));
  return rows.map(({ title, content }, i) => ({
    title,
    content,
    // What a crawler hands over: paragraphs, an image, a link and some script to drop.
    html:
      `<div class="article"><h1>${escapeHtml(title)}</h1>` +
      content
        .split('\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join('') +
      '<p><img src="https://img.example.com/a.jpg" alt="配图" onerror="x()"></p>' +
      '<a href="https://news.example.com/1">原文链接</a><script>track()</script></div>',
    text: normaliseForMatch(`${title}\n${content}`),
    // Only the first 200 get a traditional twin: converting is slow and one sample is enough.
    traditional: i < 200 ? toTraditional(content) : '',
  }));
}

function timeOnce(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

interface Row {
  stage: string;
  bestUs: number;
  medianUs: number;
}

function bench(stage: string, articles: Article[], run: (a: Article) => unknown): Row {
  for (const a of articles.slice(0, 200)) {
    run(a);
  }
  const passes: number[] = [];
  for (let p = 0; p < PASSES; p++) {
    passes.push(
      timeOnce(() => {
        for (const a of articles) {
          run(a);
        }
      }),
    );
  }
  passes.sort((x, y) => x - y);
  const perArticle = (ms: number) => Math.round((ms * 1000 * 10) / articles.length) / 10;
  return {
    stage,
    bestUs: perArticle(passes[0]!),
    medianUs: perArticle(passes[PASSES >> 1]!),
  };
}

const loads: Record<string, number> = {};
loads.openccMs = timeOnce(() => toSimplified('這'));
loads.jiebaDictMs = timeOnce(() => defaultSegmenter());
const segmenter = defaultSegmenter();
loads.idfTableMs = timeOnce(() => segmenter.idf('预热'));
loads.tagTableMs = timeOnce(() => segmenter.wordTag('预热'));
loads.regionTrieMs = timeOnce(() => defaultRegionMatcher());
const regions = defaultRegionMatcher();

const articles = loadArticles();
const traditional = articles.filter((a) => a.traditional);
const chars = articles.reduce((n, a) => n + a.title.length + a.content.length, 0) / articles.length;

const index = new SimHashIndex<number>();
articles.forEach((a, i) => index.add(i, simhash(a.content)));

const rows: Row[] = [
  bench('normaliseText (body)', articles, (a) => normaliseText(a.content)),
  bench('normaliseForMatch (title+body)', articles, (a) =>
    normaliseForMatch(`${a.title}\n${a.content}`),
  ),
  bench('toSimplified, traditional input', traditional, (a) => toSimplified(a.traditional)),
  bench('detectLanguage', articles, (a) => detectLanguage(`${a.title}\n${a.content}`)),
  bench('jieba cut (title+body)', articles, (a) => {
    segmenter.cut(a.title);
    segmenter.cut(a.content);
  }),
  // Words fresh from jieba, as in the pipeline: their strings are not hashed yet, which is a real
  // part of the cost; the keyword and entity stages alone are these rows minus the cut above.
  bench('cut + keywordsFromWords', articles, (a) =>
    keywordsFromWords(segmenter.cut(a.title), segmenter.cut(a.content)),
  ),
  bench('cut + entitiesFromWords', articles, (a) =>
    entitiesFromWords([...segmenter.cut(a.title), ...segmenter.cut(a.content)]),
  ),
  bench('cut + keywords + entities (shared)', articles, (a) => {
    const counts = countWords(segmenter.cut(a.title), segmenter.cut(a.content));
    keywordsFromCounts(counts);
    entitiesFromCounts(counts);
  }),
  bench('keywords(title, content)', articles, (a) => keywords(a.title, a.content)),
  bench('entities(text)', articles, (a) => entities(`${a.title}\n${a.content}`)),
  bench('jieba tag (for comparison)', articles, (a) => segmenter.tag(a.content)),
  bench('regions.match', articles, (a) => regions.match(a.text)),
  bench('simhash (body)', articles, (a) => simhash(a.content)),
  bench('simhash + findNear (2,000 stored)', articles, (a) => index.findNear(simhash(a.content))),
  bench('sanitiseHtml', articles, (a) => sanitiseHtml(a.html)),
  bench('htmlToText', articles, (a) => htmlToText(a.html)),
  bench('summary', articles, (a) => summary(a.content)),
];

// One segmentation shared by keywords and entities, as the pipeline should wire it.
rows.push(
  bench('all stages, one cut shared', articles, (a) => {
    const text = htmlToText(a.html);
    sanitiseHtml(a.html);
    normaliseText(text);
    const match = normaliseForMatch(`${a.title}\n${text}`);
    detectLanguage(match);
    const counts = countWords(segmenter.cut(a.title), segmenter.cut(text));
    keywordsFromCounts(counts);
    entitiesFromCounts(counts);
    regions.match(match);
    index.findNear(simhash(text));
    summary(text);
  }),
);

write(`bench:nlp — ${articles.length} Sina articles, ${Math.round(chars)} characters on average`);
write();
write(
  `${'stage'.padEnd(40)}${'best µs'.padStart(10)}${'median µs'.padStart(12)}${'articles/s'.padStart(12)}`,
);
for (const row of rows) {
  const perSec = Math.round(1e6 / row.bestUs);
  write(
    `${row.stage.padEnd(40)}${row.bestUs.toFixed(1).padStart(10)}${row.medianUs.toFixed(1).padStart(12)}${String(perSec).padStart(12)}`,
  );
}
write();
write(
  `one-off loads: ${Object.entries(loads)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ')}`,
);
write(
  JSON.stringify({
    articles: articles.length,
    avgChars: Math.round(chars),
    usPerArticle: Object.fromEntries(rows.map((r) => [r.stage, r.bestUs])),
    medianUsPerArticle: Object.fromEntries(rows.map((r) => [r.stage, r.medianUs])),
    loadMs: Object.fromEntries(Object.entries(loads).map(([k, v]) => [k, Math.round(v)])),
  }),
);
