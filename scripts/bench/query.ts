/**
 * bench:query — BENCH_ARTICLES (default 1,000,000) articles replicated from ../shared/data/news
 * into SQLite with 50 specials (see query-seed.ts; the file is cached under /tmp per size), then
 * the real server in its own process answers every /api/special/* chart and list call for the
 * busiest topic over 30 days, BENCH_RUNS times (default 20) after 3 warm-up calls each, plus a
 * keyword search for a 2-character term. Goal: p95 ≤ 150 ms per analysis, search p95 ≤ 200 ms.
 * Prints a table and ends with one JSON line { articles, engine, p50Ms, p95Ms, searchP95Ms, rssMb }.
 * With DATABASE_URL the same rows are copied once into that PostgreSQL database (migrated, so
 * partitioned, by the server's migrations; query-pg.ts) and the server runs on it; CPU per call
 * then adds the CPU of the database's backends. `npm run bench:query:both` runs both engines.
 */
import os from 'node:os';
import { sql } from 'kysely';
import {
  CODES,
  DAY_MS,
  dataCenterCalls,
  loginCalls,
  specialAnalysisCalls,
  specialCalls,
} from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { benchHotTopics } from './query-hot-topics.js';
import { benchKinds } from './query-kinds.js';
import { screenRuns } from './query-screens.js';
import { articleList } from '../../apps/server/src/analysis/index.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { copyToPostgres, openBenchDb } from './query-pg.js';
import { dataOf, httpCaller } from './query-http.js';
import type { Caller } from './query-http.js';
import { describeProbe, probeMachine } from './machine-probe.js';
import { BENCH_PASSWORD, BENCH_USER } from './query-seed.js';
import { cpuMs, log, rssMb, seededDb, settle, startServer } from './query-setup.js';

const RUNS = Math.max(20, Number(process.env.BENCH_RUNS ?? 20));
const WARMUP = 3;
const GOAL_MS = 150;
const SEARCH_GOAL_MS = 200;
const KEYWORD = '经济';

/** Nearest-rank percentile of sorted samples. */
function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  name: string;
  title: string;
  p50: number;
  p95: number;
  max: number;
  /** Average CPU time per call of the process that did the work. */
  cpu: number;
  note: string;
}

async function measure(
  name: string,
  title: string,
  run: () => Promise<string>,
  pids: () => Promise<number[]> = () => Promise.resolve([process.pid]),
): Promise<Result> {
  let note = '';
  for (let i = 0; i < WARMUP; i += 1) {
    note = await run();
  }
  const samples: number[] = [];
  const watched = await pids();
  const cpu0 = cpuOf(watched);
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    note = await run();
    samples.push(performance.now() - t0);
  }
  const cpu = (cpuOf(watched) - cpu0) / RUNS;
  samples.sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  log(`  ${title}: p95 ${r(pct(samples, 95))} ms`);
  return {
    name,
    title,
    p50: r(pct(samples, 50)),
    p95: r(pct(samples, 95)),
    max: r(samples.at(-1)!),
    cpu: r(cpu),
    note,
  };
}

/** CPU ms of processes still alive (a backend that ended in between counts nothing). */
function cpuOf(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(pid);
    } catch {
      return sum;
    }
  }, 0);
}

type Data = Record<string, unknown> & { rows?: unknown[]; total?: number; list?: unknown[] };

function describe(d: Data): string {
  if (Array.isArray(d)) {
    return `${d.length} 条`;
  }
  if (typeof d.total === 'number') {
    return `共 ${d.total} 条`;
  }
  if (d.province && d.beijing) {
    return `${(d.province as Data).rows?.length} + ${(d.beijing as Data).rows?.length} 行`;
  }
  if (d.country && d.province) {
    // 境外: countries, and the provinces of the articles published inside China.
    return `${(d.country as Data).rows?.length} + ${(d.province as Data).rows?.length} 行`;
  }
  return `${d.rows?.length ?? 0} 行`;
}

function callRun(call: Caller, def: CallDef, input: Record<string, unknown>) {
  return async () => describe(dataOf(await call<Data>(def, input), def.title));
}

const info = await seededDb();
const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const bench = openBenchDb();
if (engine === 'postgres') {
  await migrateToLatest(bench.db);
  await copyToPostgres(bench);
}
/** The server's process and, on PostgreSQL, every backend of its database (parallel workers
 * come and go within a call: their CPU is not counted). */
async function serverPids(): Promise<number[]> {
  if (engine === 'sqlite') {
    return [child.pid!];
  }
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
      WHERE datname = current_database()`.execute(bench.db);
  return [child.pid!, ...rows.map((r) => r.pid)];
}
// Before the server starts: this process is otherwise idle, and the server's heap is not touched.
const probe = probeMachine();
log(describeProbe(probe));
const loadAtStart = os.loadavg()[0]!.toFixed(1);
const busy = info.specials.reduce((a, b) => (b.hits30d > a.hits30d ? b : a));
const endTime = info.seededAt;
const startTime = endTime - 30 * DAY_MS;
const { child, port } = await startServer();
await settle(child.pid!);
const results: Result[] = [];
const searches: Result[] = [];
let searchMeasured = '';
try {
  const base = `http://127.0.0.1:${port}`;
  const login = dataOf(
    await httpCaller(base)<{ accessToken: string }>(loginCalls.ajaxLogin, {
      userName: BENCH_USER,
      password: BENCH_PASSWORD,
    }),
    '登录',
  );
  const call = httpCaller(base, login.accessToken);
  const range = { timeRange: 'custom', startTime, endTime };
  const one = { ...range, specialId: busy.specialId };
  log(
    `\n专题「${busy.name}」近 30 天命中 ${busy.hits30d.toLocaleString('en-US')} 篇（全部 ${info.articles.toLocaleString('en-US')} 篇，${info.specials.length} 个专题）；每项预热 ${WARMUP} 次后计时 ${RUNS} 次（HTTP 往返）`,
  );
  const a = specialAnalysisCalls;
  const s = specialCalls;
  const charts: [string, CallDef, Record<string, unknown>][] = [
    ['carrierStatistics', s.findSpecialCarrierDataStatistics, one],
    ['trend', a.trendSpecial, one],
    ['emotionTrend', a.emotionTrendSpecial, one],
    ['carrierTrend', a.carrierTrendSpecial, one],
    ['sentimentDistribution', a.motionDistributionSpecial, one],
    ['sentimentByCarrier', a.motionCarrierDistributionSpecial, one],
    ['regionDistribution', a.regionDistributionSpecial, one],
    ['hotWords', a.hotWordsCloudSpecial, one],
    ['mediaLeaders', a.mediaActivityLeadersListSpecial, one],
    ['opinionLeaders', a.publicOpinionLeadersListSpecial, one],
  ];
  for (const [name, def, input] of charts) {
    results.push(await measure(name, def.title, callRun(call, def, input), serverPids));
  }
  const lists: [string, string, Record<string, unknown>][] = [
    ['listByTime', '按时间', { sort: 'timeDesc' }],
    ['listByTimeMerged', '按时间，合并相似', { sort: 'timeDesc', mergeSimilar: true }],
    ['listBySimilar', '按相似数', { sort: 'similarDesc' }],
    ['listBySimilarMerged', '按相似数，合并相似', { sort: 'similarDesc', mergeSimilar: true }],
  ];
  for (const [name, how, extra] of lists) {
    const def = s.findSpecialArticleSingleOrAll;
    results.push(
      await measure(
        name,
        `专题文章列表（${how}）`,
        callRun(call, def, { ...one, ...extra }),
        serverPids,
      ),
    );
  }

  // The big screens over the busy special and over all data.
  for (const [name, def, input, title] of screenRuns(busy.specialId, range)) {
    results.push(await measure(name, title, callRun(call, def, input), serverPids));
  }

  // One set per monitoring kind on the same engine (境外, 多语种, 短视频, 重点监测).
  results.push(
    ...(await benchKinds(
      call,
      busy,
      range,
      (name, title, run) => measure(name, title, run, serverPids),
      (def, input) => callRun(call, def, input),
      log,
    )),
  );

  // 热点话题: the ranking over all data and over the specials, the hottest topic's views.
  results.push(
    ...(await benchHotTopics(
      call,
      info.seededAt,
      (name, title, run) => measure(name, title, run, serverPids),
      (def, input) => callRun(call, def, input),
      log,
    )),
  );

  // Keyword search over every stored article: the data centre's cloud search when it is bound,
  // the engine directly otherwise (and always, for comparison); plus the topic list with keyword.
  const search = { ...range, keyword: KEYWORD, sort: 'timeDesc' };
  const probe = await call(dataCenterCalls.cloudSearchArticle, search);
  if (probe.meta.code !== CODES.UNKNOWN_CALL.code) {
    searches.push(
      await measure(
        'cloudSearch',
        `云搜索 cloudSearchArticle「${KEYWORD}」`,
        callRun(call, dataCenterCalls.cloudSearchArticle, search),
        serverPids,
      ),
    );
  }
  const database = bench;
  const adb = { db: database.db, dialect: dialectFor(engine) };
  const orgId = Number(
    (await database.db.selectFrom('special').select('org_id').executeTakeFirstOrThrow()).org_id,
  );
  searches.push(
    await measure('engineSearch', `引擎 articleList 全部文章「${KEYWORD}」（进程内）`, async () => {
      const page = await articleList(adb, {
        orgId,
        startTime,
        endTime,
        keyword: KEYWORD,
        searchArea: 'all',
      });
      return `共 ${page.total} 条`;
    }),
  );
  // Every article of the 30 days, newest first (全部文章 without a search): its total.
  results.push(
    await measure('engineListAll', '引擎 articleList 全部文章（无关键词，进程内）', async () => {
      const page = await articleList(adb, { orgId, startTime, endTime });
      return `共 ${page.total} 条`;
    }),
  );
  searches.push(
    await measure(
      'allSpecialsSearch',
      `全部专题文章列表「${KEYWORD}」`,
      callRun(call, s.findSpecialArticleSingleOrAll, search),
      serverPids,
    ),
  );
  searchMeasured = searches[0]!.name;
} finally {
  const mem = child.pid ? rssMb(child.pid) : { rss: 0, peak: 0 };
  child.kill('SIGTERM');
  await bench.close();
  const width = (x: string) => [...x].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 2 : 1), 0);
  const pad = (x: string, n: number) => x + ' '.repeat(Math.max(1, n - width(x)));
  const num = (x: number, n = 8) => String(x).padStart(n);
  const row = (r: Result, goal: number) =>
    `${pad(r.title, 44)}${num(r.p50)}${num(r.p95)}${num(r.max)}${num(r.cpu, 9)}  ${r.p95 <= goal ? '达标  ' : '未达标'}  ${r.note}`;
  log(
    `\n${pad('调用（毫秒）', 44)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}${'CPU/次'.padStart(7)}`,
  );
  results.forEach((r) => log(row(r, GOAL_MS)));
  searches.forEach((r) => log(row(r, SEARCH_GOAL_MS)));
  const load = os.loadavg()[0]!.toFixed(1);
  log(
    `\nCPU/次：完成该调用的进程（服务器；引擎行为本进程）每次调用的平均 CPU 时间。机器 ${os.availableParallelism()} 核，1 分钟负载 开始 ${loadAtStart} / 结束 ${load}（负载高于核数时 p50/p95 含排队等待）。`,
  );
  log(
    `服务器进程内存 RSS ${mem.rss} MB（峰值 ${mem.peak} MB）；目标：每项分析 p95 ≤ ${GOAL_MS} ms，两字关键词搜索 p95 ≤ ${SEARCH_GOAL_MS} ms（searchP95Ms 取 ${searchMeasured || '—'}）\n`,
  );
  log(
    JSON.stringify({
      articles: info.articles,
      engine,
      topicArticles30d: busy.hits30d,
      p50Ms: Object.fromEntries([...results, ...searches].map((r) => [r.name, r.p50])),
      p95Ms: Object.fromEntries(results.map((r) => [r.name, r.p95])),
      searchP95MsAll: Object.fromEntries(searches.map((r) => [r.name, r.p95])),
      searchP95Ms: searches[0]?.p95 ?? null,
      searchMeasured,
      rssMb: mem.rss,
      cpuMsPerCall: Object.fromEntries([...results, ...searches].map((r) => [r.name, r.cpu])),
      notes: Object.fromEntries([...results, ...searches].map((r) => [r.name, r.note])),
      loadAvg: Number(load),
      probe,
    }),
  );
}
