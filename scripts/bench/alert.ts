/**
 * bench:alert — warning latency end to end. Starts the real server (SQLite, from source) with
 * 1,000 active machine warning rules, connects 20 websocket clients of the organisation, then
 * posts articles through the ingest API at BENCH_RATE per second (default 1,000) for
 * BENCH_SECONDS (default 60). Each article carries the word of exactly one rule, so each must
 * raise exactly one warning on each client. Articles are stitched from three different news
 * texts so they are rarely near-duplicates; one that still joins an earlier article's similar
 * cluster is rightly never pushed again (the cluster already alerted), so it is counted as
 * `nearDuplicates` and left out of `expected`. Latency = websocket message received − the
 * moment the article's batch was posted. Prints a table and one JSON line
 * { p50Ms, p95Ms, p99Ms, expected, received, lost, duplicates }.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createDb } from '../../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { makeAccount, makeOrg, TEST_PASSWORD } from '../../apps/server/test/helpers/factories.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const RULES = Number(process.env.BENCH_RULES ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const TICK_MS = 100;
const DRAIN_WAIT_MS = 30_000;
const root = path.resolve(import.meta.dirname, '../..');

function newsDocs(): { title: string; content: string }[] {
  const dir = [process.env.GUANLAN_SHARED_DATA, path.resolve(root, '../shared/data')]
    .filter((p): p is string => Boolean(p))
    .map((p) => path.join(p, 'news'))
    .find((p) => fs.existsSync(p));
  if (!dir) {
    throw new Error('需要 ../shared/data/news（或设置 GUANLAN_SHARED_DATA）');
  }
  return ['sina_news_2018.jsonl', 'dxy_covid_news_2020.jsonl'].flatMap((f) =>
    fs
      .readFileSync(path.join(dir, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { title: string; content: string }),
  );
}

/** A word no news text contains: 警 + four of ten rare characters, unique per rule. */
const RARE = '甲乙丙丁戊己庚辛壬癸';
function ruleWord(i: number): string {
  let s = '警';
  let n = i;
  for (let k = 0; k < 4; k += 1) {
    s += RARE[n % 10];
    n = Math.floor(n / 10);
  }
  return `${s}讯`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return NaN;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Envelope<T> {
  meta: { code: number; message: string };
  data: T;
}

/** Posted articles that joined an earlier article's similar cluster (never pushed twice). */
async function joinedEarlierClusters(dataDir: string, ids: number[]): Promise<Set<number>> {
  const database = createDb({ ...loadConfig({ GUANLAN_NO_SEED: '1' }), dataDir });
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await database.db
      .selectFrom('article')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .where('cluster_id', 'is not', null)
      .whereRef('cluster_id', '<>', 'id')
      .execute();
    for (const r of rows) {
      out.add(Number(r.id));
    }
  }
  await database.close();
  return out;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-bench-alert-'));
  const database = createDb({ ...loadConfig({ GUANLAN_NO_SEED: '1' }), dataDir });
  await migrateToLatest(database.db);
  const org = await makeOrg(database.db, { name: '压测单位' });
  await makeAccount(database.db, { orgId: org.id, userName: 'bench' });
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE_DIR=… writes the server's V8 CPU profile there (open in Chrome DevTools).
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
      '--conditions=source',
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        GUANLAN_NO_SEED: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let serverOut = '';
  child.stdout.on('data', (b: Buffer) => (serverOut += b.toString()));
  child.stderr.on('data', (b: Buffer) => (serverOut += b.toString()));
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) {
      throw new Error(`服务启动失败:\n${serverOut}`);
    }
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      break;
    }
    if (i > 300) {
      throw new Error(`服务未在 60 秒内启动:\n${serverOut}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const login = (await (
    await fetch(`${base}/api/login/ajaxLogin?userName=bench&password=${TEST_PASSWORD}`, {
      method: 'POST',
      headers: { deviceinfo: 'web' },
    })
  ).json()) as Envelope<{ accessToken: string }>;
  const token = login.data.accessToken;
  const callForm = async <T>(p: string, input: Record<string, unknown>): Promise<T> => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(input)) {
      for (const x of Array.isArray(v) ? v : [v]) {
        qs.append(k, String(x));
      }
    }
    const res = await fetch(`${base}${p}?${qs.toString()}`, {
      method: 'POST',
      headers: { authorization: token, deviceinfo: 'web' },
    });
    const body = (await res.json()) as Envelope<T>;
    if (body.meta.code !== 200) {
      throw new Error(`${p}: ${body.meta.code} ${body.meta.message}`);
    }
    return body.data;
  };

  const started = Date.now();
  for (let i = 0; i < RULES; i += 1) {
    await callForm('/api/warning/saveMachineWarningRule', {
      ruleName: `压测规则${i}`,
      warningLevel: ['red', 'orange', 'yellow'][i % 3],
      ruleMode: 'simple',
      subjectWords: ruleWord(i),
      noticeWays: 'site',
    });
  }
  const rulesMs = Date.now() - started;
  const { apiKey } = await callForm<{ apiKey: string }>('/api/dataSource/saveApiKey', {
    name: '压测',
  });

  // 20 clients of the organisation; each records (articleId → receive time).
  const received: Map<number, number>[] = [];
  let duplicates = 0;
  const sockets = await Promise.all(
    Array.from({ length: CLIENTS }, (_, c) => {
      const seen = new Map<number, number>();
      received.push(seen);
      return new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
        ws.on('message', (data: Buffer) => {
          const msg = JSON.parse(data.toString()) as { type: string; articleIds?: number[] };
          if (msg.type === 'ready') {
            resolve(ws);
          }
          if (msg.type === 'warning') {
            const now = Date.now();
            for (const id of msg.articleIds ?? []) {
              if (seen.has(id)) {
                duplicates += 1;
              } else {
                seen.set(id, now);
              }
            }
          }
        });
        ws.on('error', reject);
        ws.on('close', (code) => c === 0 && code !== 1000 && console.warn(`ws closed ${code}`));
      });
    }),
  );

  const docs = newsDocs();
  const sentAt = new Map<number, number>();
  let posted = 0;
  let rejected = 0;
  const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
  const ticks = Math.round((SECONDS * 1000) / TICK_MS);
  const inflight: Promise<void>[] = [];
  const t0 = Date.now();
  for (let tick = 0; tick < ticks; tick += 1) {
    const lines: string[] = [];
    for (let k = 0; k < perTick; k += 1) {
      const n = posted + k;
      const a = docs[n % docs.length]!;
      const b = docs[(n * 31 + Math.floor(n / docs.length) * 17 + 5) % docs.length]!;
      const c = docs[(n * 7919 + Math.floor(n / docs.length) * 101 + 11) % docs.length]!;
      const word = ruleWord(n % RULES);
      lines.push(
        JSON.stringify({
          url: `https://alert.bench.example.cn/${n}.html`,
          title: `${a.title.slice(0, 40)} ${word}`,
          content: `${a.content.slice(0, 150)}${word}。${b.content.slice(0, 150)}${c.content.slice(0, 150)}`,
          carrier: 'news',
          publishTime: Date.now(),
        }),
      );
    }
    posted += perTick;
    const postedAt = Date.now();
    inflight.push(
      fetch(`${base}/ingest/v1/articles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
        body: lines.join('\n'),
      })
        .then((r) => r.json() as Promise<{ results: { status: string; id?: number }[] }>)
        .then((body) => {
          for (const r of body.results) {
            if (r.status === 'accepted' && r.id !== undefined) {
              sentAt.set(r.id, postedAt);
            } else {
              rejected += 1;
            }
          }
        }),
    );
    const next = t0 + (tick + 1) * TICK_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  await Promise.all(inflight);
  const sendMs = Date.now() - t0;
  const expectedPerClient = sentAt.size;
  const deadline = Date.now() + DRAIN_WAIT_MS;
  while (Date.now() < deadline && received.some((m) => m.size < expectedPerClient)) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const latencies: number[] = [];
  let got = 0;
  for (const seen of received) {
    for (const [id, at] of seen) {
      const sent = sentAt.get(id);
      if (sent !== undefined) {
        latencies.push(at - sent);
        got += 1;
      }
    }
  }
  latencies.sort((x, y) => x - y);
  const rss = fs
    .readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  for (const ws of sockets) {
    ws.close(1000);
  }
  stop();
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  const nearDuplicates = await joinedEarlierClusters(dataDir, [...sentAt.keys()]);
  const expected = (expectedPerClient - nearDuplicates.size) * CLIENTS;
  for (const seen of received) {
    for (const id of nearDuplicates) {
      if (seen.has(id)) {
        got -= 1;
        const at = latencies.indexOf(seen.get(id)! - sentAt.get(id)!);
        if (at >= 0) {
          latencies.splice(at, 1);
        }
      }
    }
  }
  const result = {
    seconds: SECONDS,
    rate: RATE,
    rules: RULES,
    clients: CLIENTS,
    postedPerSec: Math.round((posted / sendMs) * 1000),
    p50Ms: pct(latencies, 50),
    p95Ms: pct(latencies, 95),
    p99Ms: pct(latencies, 99),
    nearDuplicates: nearDuplicates.size,
    expected,
    received: got,
    lost: expected - got,
    duplicates,
  };
  console.table({
    规则数: RULES,
    建规则耗时ms: rulesMs,
    发送篇数: posted,
    入库篇数: expectedPerClient,
    近似重复不推送: nearDuplicates.size,
    未入库: rejected,
    websocket客户端: CLIENTS,
    p50ms: result.p50Ms,
    p95ms: result.p95Ms,
    p99ms: result.p99Ms,
    应收: expected,
    实收: got,
    丢失: result.lost,
    重复: duplicates,
    服务端内存: rss?.replace(/\s+/g, ' ') ?? '',
  });
  console.log(JSON.stringify(result));
  process.exit(0);
}

await main();
