/**
 * bench:ingest — N real articles (~1 KB, from ../shared/data/news) through the full pipeline
 * into SQLite with 1,000 topic rules and 1,000 warning rules active, against a raw insert of the
 * same final rows (same writer, same schema, same indexes) into a second database: the storage
 * floor. Prints a table and one JSON line { articlesPerSec, rawRowsPerSec, ratio }.
 * BENCH_STATEMENTS=1 adds each engine's statement times, BENCH_THREADS=1 the CPU of each thread,
 * BENCH_PROFILE=<file> the main thread's CPU profile of the pipeline window, BENCH_WARM the
 * warm-up's article count (default 4,000, before the window). With DATABASE_URL
 * (a PostgreSQL server) both databases are new PostgreSQL databases on that server instead,
 * dropped at the end.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LogEvent } from 'kysely';
import { createDb } from '../../apps/server/src/db/create-db.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createIngest } from '../../apps/server/src/ingest/create-ingest.js';
import { writeArticles } from '../../apps/server/src/ingest/persist/article-writer.js';
import type { ArticleToStore } from '../../apps/server/src/ingest/persist/article-rows.js';
import type { RawArticle } from '../../apps/server/src/ingest/raw-article.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { sharedDataDir } from '../../apps/server/test/helpers/news-corpus.js';
import { describeProbe, probeMachine } from './machine-probe.js';
import { dropDatabase, recreateDatabase } from './pg-database.js';

const N = Number(process.env.BENCH_ARTICLES ?? 5000);
const RULES_PER_KIND = 1000;
const BATCH = 500;
const newsDir = path.join(sharedDataDir(), 'news');

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

/** CPU seconds of each thread of this process (Linux: /proc/self/task/<tid>/stat, utime + stime). */
function threadCpu(): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) / 100);
    }
  } catch {
    // Not Linux: no per-thread figures.
  }
  return out;
}

/** CPU seconds spent between two snapshots: the main thread and all the others. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>) {
  let others = 0;
  for (const [tid, s] of after) {
    if (tid !== process.pid) {
      others += s - (before.get(tid) ?? 0);
    }
  }
  const main = (after.get(process.pid) ?? 0) - (before.get(process.pid) ?? 0);
  return { mainCpuS: Math.round(main * 100) / 100, otherCpuS: Math.round(others * 100) / 100 };
}

interface NewsDoc {
  title: string;
  content: string;
}

function loadDocs(): NewsDoc[] {
  const lines = ['sina_news_2018.jsonl', 'dxy_covid_news_2020.jsonl'].flatMap((f) =>
    fs.readFileSync(path.join(newsDir, f), 'utf8').split('\n').filter(Boolean),
  );
  return lines.map((l) => JSON.parse(l) as NewsDoc);
}

const now = Date.now();

/**
 * The bench's article `i` from `d`: every article, warm-up or window, is made here, so all have
 * one shape (an object made by spreading another has a different hidden class from this literal,
 * and the window's first articles then threw away code the warm-up had optimised).
 */
function newsArticle(d: NewsDoc, i: number, urlSuffix = ''): RawArticle {
  // ~1 KB of Chinese text: trim long bodies, repeat short ones.
  let content = d.content;
  while (content.length < 340) {
    content += d.content;
  }
  return {
    url: `https://bench.example.cn/${i}.html${urlSuffix}`,
    title: d.title,
    content: content.slice(0, 340),
    carrier: 'news',
    publishTime: now - (i % 720) * 60_000,
  };
}

function ruleWords(news: RawArticle[]): string[] {
  const words = new Set<string>();
  for (const a of news.slice(0, 3000)) {
    for (const m of a.title.matchAll(/[\u4e00-\u9fff]{2,4}/g)) {
      words.add(m[0].slice(0, 2 + (words.size % 3)));
    }
  }
  return [...words];
}

/** BENCH_STATEMENTS=1: wall time per statement kind, summed (includes waits for the other lane). */
const statementMs = new Map<string, { n: number; ms: number }>();
const timeStatement = (event: LogEvent) => {
  const key = event.query.sql.replace(/\s+/g, ' ').slice(0, 60);
  const cell = statementMs.get(key) ?? { n: 0, ms: 0 };
  cell.n += 1;
  cell.ms += event.queryDurationMillis;
  statementMs.set(key, cell);
};

const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? 'postgres' : 'sqlite';
const dialect = dialectFor(engine);

/** A new, migrated database: a SQLite file in a temporary directory, or a PostgreSQL database. */
async function freshDb(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `guanlan-bench-${name}-`));
  const dbName = `guanlan_bench_ingest_${name}_${process.pid}`;
  const databaseUrl = serverUrl ? await recreateDatabase(serverUrl, dbName) : undefined;
  const database = createDb({
    dataDir: dir,
    databaseUrl,
    // As the server runs (main.ts): SQLite's WAL checkpoints on their own thread.
    checkpointInBackground: true,
    ...(process.env.BENCH_STATEMENTS ? { log: timeStatement } : {}),
  });
  await migrateToLatest(database.db);
  const dispose = async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl) {
      await dropDatabase(serverUrl, dbName);
    }
  };
  return { database, dispose };
}

const WARM = Number(process.env.BENCH_WARM ?? 4000);
// One read of the corpus for the window and the warm-up.
const docs = loadDocs();
const news = Array.from({ length: N }, (_, i) => newsArticle(docs[i % docs.length]!, i));
// The warm-up ends with the corpus's texts the window does not use (1,712 of 6,712 at N = 5,000):
// real text takes the code paths the window takes (region chains, names, …). Before them, as many
// of the window's texts read backwards as the warm-up needs: the same characters, but not
// near-duplicates (by SimHash) of the window's articles, which would join the warm-up's clusters.
const reversed = (s: string) => Array.from(s).reverse().join('');
const unused = docs.slice(Math.min(N, docs.length));
const warmNews = Array.from({ length: WARM }, (_, i) => {
  const at = i - (WARM - unused.length);
  const src = docs[i % docs.length]!;
  const d = at >= 0 ? unused[at]! : { title: reversed(src.title), content: reversed(src.content) };
  return newsArticle(d, i, '?warm');
});
const words = ruleWords(news);
const a = await freshDb('pipeline');
const rules = [];
for (let i = 0; i < RULES_PER_KIND * 2; i += 1) {
  const w = (k: number) => words[(i * 7 + k * 13) % words.length]!;
  const definition =
    i % 2 === 0
      ? {
          mode: 'simple',
          regionWords: '',
          subjectWords: `${w(1)} ${w(2)}`,
          eventWords: `${w(3)}|${w(4)}`,
          excludeWords: w(5),
        }
      : { mode: 'advanced', expression: `(${w(1)}|${w(2)})+${w(3)}-${w(4)}` };
  rules.push({
    org_id: 1 + (i % 50),
    kind: i < RULES_PER_KIND ? 'special' : 'warning',
    owner_id: null,
    name: `规则${i}`,
    definition: JSON.stringify(definition),
    area: 'all',
    filters: '{}',
    enabled: 1,
    version: 1,
    backfill_job_id: null,
    created_at: now,
    updated_at: now,
  });
}
for (let i = 0; i < rules.length; i += 200) {
  await a.database.db
    .insertInto('monitor_rule')
    .values(rules.slice(i, i + 200))
    .execute();
}
const WORKERS = Number(process.env.BENCH_WORKERS ?? Math.min(2, os.availableParallelism()));
const ingest = createIngest({
  analysisWorkers: WORKERS,
  db: a.database.db,
  dialect,
  clock: systemClock,
  log: silent,
});
const stored: ArticleToStore[] = [];
ingest.pipeline.onCommit((items) => {
  for (const item of items) {
    stored.push({ article: item.article, clusterId: null, hits: item.hits });
  }
});
// Warm-up loads jieba, the region table, the sentiment weights and compiles the rules, on
// every analysis thread: two batches at once, as the lanes below send them, start both (a
// thread's start-up, ~1 CPU-s of dictionaries, is paid once per process, not per batch). It runs
// until V8 has optimised the hot code of every thread: the target is a running server's
// throughput, and the raw insert below runs on a write path the pipeline has already warmed.
// With 100 articles a thread (BENCH_WARM=200), V8's compiler threads took ~0.7 CPU-s of the
// window on two cores.
const WARM_BATCH = Math.max(1, Math.min(400, Math.ceil(warmNews.length / 2)));
for (let i = 0; i < warmNews.length; i += 2 * WARM_BATCH) {
  await Promise.all([
    ingest.pipeline.ingest(warmNews.slice(i, i + WARM_BATCH)),
    ingest.pipeline.ingest(warmNews.slice(i + WARM_BATCH, i + 2 * WARM_BATCH)),
  ]);
}
stored.length = 0;
statementMs.clear();

// Two batches in flight, as concurrent ingest calls would be: analysis of one batch (workers)
// overlaps the transaction of the other (the single SQLite connection serialises writes).
// BENCH_PROFILE=<file>: the main thread's CPU profile of the pipeline window alone.
const profiler = process.env.BENCH_PROFILE ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const cpu0 = threadCpu();
const t0 = performance.now();
const batches: RawArticle[][] = [];
for (let i = 0; i < news.length; i += BATCH) {
  batches.push(news.slice(i, i + BATCH));
}
const lanes = Array.from({ length: 2 }, async (_, lane) => {
  for (let i = lane; i < batches.length; i += 2) {
    await ingest.pipeline.ingest(batches[i]!);
  }
});
await Promise.all(lanes);
const pipelineMs = performance.now() - t0;
const pipelineCpu = cpuBetween(cpu0, threadCpu());
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  profiler.disconnect();
}
if (process.env.BENCH_THREADS) {
  // Every thread that used CPU in the window: the main thread, the analysis thread, V8's helpers.
  for (const [tid, s] of threadCpu()) {
    const used = s - (cpu0.get(tid) ?? 0);
    if (used > 0.05) {
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      console.log(`线程 ${tid} ${tid === process.pid ? 'main' : name} ${used.toFixed(2)} s`);
    }
  }
}
const hits = stored.reduce((s, x) => s + x.hits.length, 0);
const printStatements = (label: string) => {
  if (!process.env.BENCH_STATEMENTS) {
    return;
  }
  console.log(label);
  for (const [k, v] of [...statementMs].sort((x, y) => y[1].ms - x[1].ms).slice(0, 15)) {
    console.log(`${v.ms.toFixed(0).padStart(7)} ms ${String(v.n).padStart(6)}×  ${k}`);
  }
  statementMs.clear();
};
printStatements('管线语句耗时');

const b = await freshDb('raw');
const cpu1 = threadCpu();
const t1 = performance.now();
for (let i = 0; i < stored.length; i += BATCH) {
  await writeArticles(b.database.db, dialect, stored.slice(i, i + BATCH));
}
const rawMs = performance.now() - t1;
printStatements('存储下限语句耗时');
const rawCpu = cpuBetween(cpu1, threadCpu());

const articlesPerSec = Math.round((stored.length / pipelineMs) * 1000);
const rawRowsPerSec = Math.round((stored.length / rawMs) * 1000);
const ratio = Math.round((articlesPerSec / rawRowsPerSec) * 100) / 100;
const avgChars = Math.round(
  news.reduce((s, x) => s + x.title.length + (x.content ?? '').length, 0) / news.length,
);

console.log(
  `\n入库基准（${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}，分析线程 ${WORKERS}，${stored.length} 篇，平均 ${avgChars} 字 ≈ ${Math.round(((avgChars * 3) / 1024) * 10) / 10} KB UTF-8，规则 ${rules.length} 条，命中 ${hits} 次）`,
);
console.log('阶段                         耗时(ms)     篇/秒');
console.log(
  `完整管线（分析+匹配+入库）   ${pipelineMs.toFixed(0).padStart(8)}  ${String(articlesPerSec).padStart(8)}`,
);
console.log(
  `仅写入相同最终行（存储下限） ${rawMs.toFixed(0).padStart(8)}  ${String(rawRowsPerSec).padStart(8)}`,
);
console.log(`比值 ${ratio}（目标 ≥ 0.5），管线目标 ≥ 2000 篇/秒`);
// After the timed parts: the probe's arrays would otherwise sit in the pipeline's heap.
const probe = probeMachine();
console.log(
  `CPU 秒：管线 主线程 ${pipelineCpu.mainCpuS} + 其他线程 ${pipelineCpu.otherCpuS}；存储下限 主线程 ${rawCpu.mainCpuS}；1 分钟负载 ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log(`${describeProbe(probe)}\n`);
console.log(
  JSON.stringify({
    engine,
    articles: stored.length,
    rules: rules.length,
    hits,
    articlesPerSec,
    rawRowsPerSec,
    ratio,
    pipelineMs: Math.round(pipelineMs),
    rawMs: Math.round(rawMs),
    pipelineMainCpuS: pipelineCpu.mainCpuS,
    pipelineOtherCpuS: pipelineCpu.otherCpuS,
    rawMainCpuS: rawCpu.mainCpuS,
    loadAvg: Math.round(os.loadavg()[0]! * 100) / 100,
    probe,
  }),
);
await ingest.stop();
await a.dispose();
await b.dispose();
