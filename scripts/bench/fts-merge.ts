/**
 * bench:fts — the SQLite full-text index's merge policy, as ingest writes it: N real articles
 * (../shared/data/news, tokens as the pipeline makes them) written in slices of 30, each followed
 * by one bounded merge step of 64 pages and, every 16 slices, merge steps until nothing is left
 * to merge (as after a batch). Per policy (usermerge:crisismerge, automatic merging off): time in
 * writes and in merge steps, the longest of each, and the median time to count a phrase's
 * matches afterwards. Prints a table, then one JSON line.
 *
 * Run: BENCH_ARTICLES=200000 npm run bench:fts (policies: BENCH_POLICIES=4:16,16:64)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { normaliseForMatch } from '../../apps/server/src/nlp/normalise.js';
import { ftsTokens } from '../../apps/server/src/search/fts-tokens.js';
import { sharedDataDir } from '../../apps/server/test/helpers/news-corpus.js';

const N = Number(process.env.BENCH_ARTICLES ?? 200_000);
const SLICE = 30;
const STEP_PAGES = 64;
const QUERIES = ['经济', '上海', '一带一路', '新冠肺炎疫情', '发展改革委员会'];
const newsDir = path.join(sharedDataDir(), 'news');
const docs = ['sina_news_2018.jsonl', 'dxy_covid_news_2020.jsonl']
  .flatMap((f) => fs.readFileSync(path.join(newsDir, f), 'utf8').split('\n').filter(Boolean))
  .map((l) => JSON.parse(l) as { title: string; content: string })
  // ~400 characters, like bench:ingest's articles.
  .map((d) => ftsTokens(normaliseForMatch(`${d.title} ${d.content}`).slice(0, 400)).join(' '));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function run(usermerge: number, crisismerge: number, dir: string) {
  const file = new SQLite(path.join(dir, `fts-${usermerge}-${crisismerge}.sqlite`));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.exec(
    `CREATE VIRTUAL TABLE article_fts USING fts5(tokens, content='', tokenize='unicode61 remove_diacritics 0')`,
  );
  for (const [k, v] of [
    ['automerge', 0],
    ['usermerge', usermerge],
    ['crisismerge', crisismerge],
  ] as const) {
    file.exec(`INSERT INTO article_fts(article_fts, rank) VALUES ('${k}', ${v})`);
  }
  const insert = file.prepare('INSERT INTO article_fts(rowid, tokens) VALUES (?, ?)');
  const merge = file.prepare(`INSERT INTO article_fts(article_fts, rank) VALUES ('merge', ?)`);
  const changes = file.prepare('SELECT total_changes() AS n').pluck();
  const t = { writeMs: 0, maxWriteMs: 0, mergeMs: 0, maxMergeMs: 0 };
  /** One bounded step; true while it merged something (as Dialect.mergeFtsStep). */
  const step = () => {
    const before = changes.get() as number;
    const started = performance.now();
    merge.run(STEP_PAGES);
    const ms = performance.now() - started;
    t.mergeMs += ms;
    t.maxMergeMs = Math.max(t.maxMergeMs, ms);
    return (changes.get() as number) - before >= 2;
  };
  const slice = file.transaction((from: number) => {
    for (let i = from; i < Math.min(N, from + SLICE); i += 1) {
      insert.run(i + 1, docs[i % docs.length]);
    }
  });
  for (let from = 0, n = 0; from < N; from += SLICE, n += 1) {
    const started = performance.now();
    slice(from);
    const ms = performance.now() - started;
    t.writeMs += ms;
    t.maxWriteMs = Math.max(t.maxWriteMs, ms);
    step();
    if (n % 16 === 15) {
      while (step()) {
        // until nothing is left to merge, as after a batch
      }
    }
  }
  while (step()) {
    // the rest
  }
  const count = file.prepare('SELECT count(*) FROM article_fts WHERE article_fts MATCH ?').pluck();
  const queryMs = Object.fromEntries(
    QUERIES.map((q) => {
      const phrase = ftsTokens(q)
        .map((tok) => `"${tok}"`)
        .join(' ');
      const times = Array.from({ length: 15 }, () => {
        const started = performance.now();
        count.get(phrase);
        return performance.now() - started;
      });
      return [q, Math.round(median(times) * 100) / 100];
    }),
  );
  file.close();
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    policy: `${usermerge}:${crisismerge}`,
    writeMs: Math.round(t.writeMs),
    maxWriteMs: r(t.maxWriteMs),
    mergeMs: Math.round(t.mergeMs),
    maxMergeMs: r(t.maxMergeMs),
    queryMs,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-bench-fts-'));
try {
  const policies = (process.env.BENCH_POLICIES ?? '4:16,8:32,16:64').split(',').map((p) => {
    const [u, c] = p.split(':').map(Number);
    return [u!, c!] as const;
  });
  const results = policies.map(([u, c]) => run(u, c, dir));
  console.log(`全文索引合并策略（${N} 篇，每片 ${SLICE} 篇，每步 ${STEP_PAGES} 页）`);
  console.log(
    'usermerge:crisismerge  写入ms(最长)      合并ms(最长)   计数中位ms ' + QUERIES.join(' / '),
  );
  for (const x of results) {
    console.log(
      `${x.policy.padEnd(22)} ${String(x.writeMs).padStart(7)} (${x.maxWriteMs})  ${String(x.mergeMs).padStart(7)} (${x.maxMergeMs})  ${Object.values(x.queryMs).join(' / ')}`,
    );
  }
  console.log(JSON.stringify({ articles: N, results }));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
