/**
 * bench:ops — how lean and responsive one production server process is. Builds the server,
 * starts `node apps/server/dist/main.js` (NODE_ENV=production) on a fresh database with the demo
 * (SQLite in a temp dir; BENCH_ENGINE=postgres uses DATABASE_URL or a fresh local database
 * guanlan_bench_ops), waits until it is idle (analysis threads end after ANALYSIS_IDLE_SECONDS),
 * reads its RSS, then posts one 5,000-line ingest batch (real articles from ../shared/data/news)
 * while a 月报 is generated and a report PDF is exported (Chromium prints the web app's report
 * page: the web app is built when missing), probing /healthz every 20 ms meanwhile. RSS counts
 * the server process with its threads (Chromium is a process of its own). Ends with one JSON
 * line: RSS idle and under load, /healthz latency (the event loop's lag as a client sees it).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { briefingCalls, dataSourceCalls, loginCalls } from '@guanlan/shared';
import { dropDatabase, recreateDatabase } from './pg-database.js';
import { dataOf, httpCaller } from './query-http.js';
import { cpuMs, ensureWebBuilt, log, rssMb } from './query-setup.js';

const root = path.resolve(import.meta.dirname, '../..');
const LINES = 5000;
const PASSWORD = 'bench-ops-pass-1';
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const idleSeconds = Number(process.env.ANALYSIS_IDLE_SECONDS ?? 30);

function sh(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} 失败`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const OWN_DATABASE = 'guanlan_bench_ops';

/** DATABASE_URL, or a new database of the bench's own on the local server (dropped at the end). */
async function freshPostgres(): Promise<string> {
  if (process.env.DATABASE_URL) {
    return process.env.DATABASE_URL;
  }
  return recreateDatabase(LOCAL_SERVER, OWN_DATABASE);
}

/** 5,000 NDJSON lines of real news (~1 KB each), URLs unique to this run. */
function batch(): string {
  const dirs = [process.env.GUANLAN_SHARED_DATA, path.resolve(root, '../shared/data')];
  const dir = dirs.find((d) => d && fs.existsSync(path.join(d, 'news')));
  if (!dir) {
    throw new Error('需要 ../shared/data/news（或设置 GUANLAN_SHARED_DATA）');
  }
  const news = fs
    .readFileSync(path.join(dir, 'news/sina_news_2018.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { title: string; content: string });
  const run = Date.now().toString(36);
  return Array.from({ length: LINES }, (_, i) => {
    const a = news[i % news.length]!;
    return JSON.stringify({
      url: `https://ops-bench.example.com/${run}/${i}.html`,
      title: i < news.length ? a.title : `${a.title}（${i}）`,
      content: a.content,
      siteName: '新浪网',
      carrier: 'news',
      publishTime: Date.now() - (i % 720) * 60_000,
    });
  }).join('\n');
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))]! : 0;
};
const round = (x: number) => Math.round(x * 10) / 10;

// BENCH_OPS_SERVER_DIST=dir: run a server built earlier (e.g. main's, copied to an ignored
// apps/server/.scratch) instead of building this tree — to measure two builds alternately.
const builtDist = process.env.BENCH_OPS_SERVER_DIST;
if (!builtDist) {
  log('构建服务器（tsc -b，只编译有变化的部分）…');
  sh('npx', [
    'tsc',
    '-b',
    'packages/shared/tsconfig.build.json',
    'apps/server/tsconfig.build.json',
  ]);
  sh(process.execPath, ['scripts/copy-assets.mjs']);
}
const serverMain = path.resolve(root, builtDist ?? 'apps/server/dist', 'main.js');
ensureWebBuilt();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-bench-ops-'));
const port = await freePort();
const databaseUrl = engine === 'postgres' ? await freshPostgres() : undefined;
const logFile = path.join(dataDir, 'server.log');
const out = fs.openSync(logFile, 'a');
const t0 = performance.now();
// BENCH_OPS_PROFILE=dir: the server writes a V8 CPU profile there when it stops (read the
// event-loop stalls with scripts/bench/long-tasks.ts).
const profileDir = process.env.BENCH_OPS_PROFILE;
const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
const child = spawn(process.execPath, [...profile, serverMain], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    GUANLAN_ADMIN_PASSWORD: PASSWORD,
    GUANLAN_PLATFORM_PASSWORD: PASSWORD,
    // A server built elsewhere would look for the web app beside its own dist (report PDFs).
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', out, out],
});
const base = `http://127.0.0.1:${port}`;
const figures: Record<string, unknown> = { engine, loadavgAtStart: os.loadavg().map(round) };
/** The whole run got its figures (its data directory can go). */
let completed = false;
try {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`服务器已退出，见 ${logFile}`);
    }
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  figures.startSeconds = round((performance.now() - t0) / 1000);
  log(`服务器 ${child.pid} 已启动并造好演示数据（${String(figures.startSeconds)} 秒），等待空闲…`);
  await new Promise((r) => setTimeout(r, (idleSeconds + 5) * 1000));
  for (let i = 0; i < 60; i += 1) {
    const c0 = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMs(child.pid!) - c0 <= 20) {
      break;
    }
  }
  const idle: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    idle.push(rssMb(child.pid!).rss);
    await new Promise((r) => setTimeout(r, 1000));
  }
  figures.rssIdleMb = percentile(idle, 50);
  log(`空闲 RSS ${String(figures.rssIdleMb)} MB`);

  const anonymous = httpCaller(base);
  const { accessToken } = dataOf(
    await anonymous<{ accessToken: string }>(loginCalls.ajaxLogin, {
      userName: 'admin',
      password: PASSWORD,
    }),
    '登录',
  );
  const call = httpCaller(base, accessToken);
  const { apiKey } = dataOf(
    await call<{ apiKey: string }>(dataSourceCalls.saveApiKey, { name: 'bench:ops' }),
    '创建接入密钥',
  );
  const reports = dataOf(
    await call<{ list: { briefingId: number | null; status: string }[] }>(
      briefingCalls.findPageBriefing,
      { pageNum: 1, pageSize: 50 },
    ),
    '报告列表',
  );
  const briefingId = reports.list.find((r) => r.briefingId && r.status === 'done')?.briefingId;
  const body = batch();

  let loading = true;
  const lags: number[] = [];
  /** Probes over 100 ms: when they started (ms since the server was spawned, as in its CPU
   * profile) and how long they took. */
  const slow: [number, number][] = [];
  figures.loadStartMs = Math.round(performance.now() - t0);
  const probe = (async () => {
    while (loading) {
      const s = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      lags.push(performance.now() - s);
      if (performance.now() - s > 100) {
        slow.push([Math.round(s - t0), Math.round(performance.now() - s)]);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(child.pid!).rss), 250);
  const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
    const s = performance.now();
    const value = await fn();
    return [value, Math.round(performance.now() - s)];
  };
  const [[ingest, ingestMs], [pdf, pdfMs], [report, reportMs]] = await Promise.all([
    timed(async () => {
      const res = await fetch(`${base}/ingest/v1/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
        body,
      });
      return { status: res.status, ...((await res.json()) as { accepted?: number }) };
    }),
    timed(async () => {
      if (briefingId === undefined) {
        return '无报告';
      }
      const res = await fetch(
        `${base}${briefingCalls.downBriefing.path}?briefingId=${briefingId}&extensionName=pdf`,
        { method: 'POST', headers: { authorization: accessToken } },
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      return String(res.headers.get('content-type')).includes('pdf')
        ? `${Math.round(bytes.length / 1024)} KB`
        : bytes.toString('utf8').slice(0, 120);
    }),
    // A 月报 over the demo's 30 days, generated by the job runner of the same process.
    timed(async () => {
      const { briefingId: id } = dataOf(
        await call<{ briefingId: number }>(briefingCalls.saveBriefing, {
          briefingTitle: 'bench:ops 月报',
          briefingType: 'month',
          briefingStartTime: Date.now() - 30 * 86_400_000,
          briefingEndTime: Date.now(),
        }),
        '生成报告',
      );
      for (;;) {
        const r = dataOf(
          await call<{ status: string }>(briefingCalls.findBriefingInfo, { briefingId: id }),
          '报告详情',
        );
        if (r.status === 'done' || r.status === 'failed') {
          return r.status;
        }
        await new Promise((res) => setTimeout(res, 200));
      }
    }),
  ]);
  loading = false;
  await probe;
  clearInterval(sampler);
  Object.assign(figures, {
    ingestStatus: ingest.status,
    ingestAccepted: ingest.accepted,
    ingestMs,
    pdf,
    pdfMs,
    report,
    reportMs,
    rssLoadPeakMb: Math.max(...rss),
    healthzProbes: lags.length,
    healthzP50Ms: round(percentile(lags, 50)),
    healthzP99Ms: round(percentile(lags, 99)),
    healthzMaxMs: round(Math.max(...lags)),
    healthzOver100Ms: lags.filter((x) => x > 100).length,
    healthzSlow: slow,
    loadavgAtEnd: os.loadavg().map(round),
    cores: os.availableParallelism(),
  });
  completed = true;
} finally {
  const exited =
    child.exitCode === null && child.signalCode === null
      ? new Promise((r) => child.once('exit', r))
      : Promise.resolve();
  child.kill('SIGTERM');
  // The profile is written, the database closed, as the process exits (15 s at most).
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
  if (engine === 'postgres' && !process.env.DATABASE_URL) {
    await dropDatabase(LOCAL_SERVER, OWN_DATABASE);
  }
  if (completed) {
    fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    log(`服务器日志与数据留在 ${dataDir}`);
  }
  log(JSON.stringify(figures));
}
