/**
 * bench:query:both — bench:query on SQLite, then on PostgreSQL (DATABASE_URL, required; the rows
 * copied once from the same cached SQLite file, see query-pg.ts), each in its own process, then
 * one table side by side: p50 / p95 / CPU per call on each engine and the PG / SQLite ratio of
 * p50 and p95 (calls over 1.5× in p95 flagged, and calls whose answers differ: PostgreSQL's
 * copy has no full-text column, so its keyword searches find nothing). Ends with one JSON line
 * { articles, sqlite, postgres, ratioP50, ratioP95, ratioCpu, over1_5, probe, loadAvg }. Under load
 * the wall times queue behind other processes: the CPU ratio is the steadier comparison.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { MachineProbe } from './machine-probe.js';
import { log } from './query-setup.js';

const LIMIT = 1.5;
const root = path.resolve(import.meta.dirname, '../..');

interface Line {
  articles: number;
  engine: string;
  p50Ms: Record<string, number>;
  p95Ms: Record<string, number>;
  searchP95MsAll: Record<string, number>;
  cpuMsPerCall: Record<string, number>;
  /** What each call answered (rows, totals): the two engines must agree. */
  notes: Record<string, string>;
  rssMb: number;
  loadAvg: number;
  probe: MachineProbe;
}

/** Runs bench:query with `env`, echoing its output; answers its closing JSON line. */
async function runOnce(env: Record<string, string | undefined>): Promise<Line> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'scripts/bench/query.ts')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let last = '';
  for await (const line of readline.createInterface({ input: child.stdout })) {
    log(line);
    if (line.startsWith('{')) {
      last = line;
    }
  }
  if (!last) {
    throw new Error('bench:query 未输出结果行');
  }
  return JSON.parse(last) as Line;
}

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error(
    '需要 DATABASE_URL（PostgreSQL 基准库，例如 postgres://postgres@127.0.0.1:5432/bench_x）',
  );
}
const liteEnv = { ...process.env };
delete liteEnv.DATABASE_URL;
const loadAtStart = os.loadavg()[0]!.toFixed(1);
log('=== SQLite ===');
const lite = await runOnce(liteEnv);
log('=== PostgreSQL ===');
const pg = await runOnce({ ...process.env, DATABASE_URL: url });

const p95 = (l: Line, k: string) => l.p95Ms[k] ?? l.searchP95MsAll[k];
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? null : Math.round((a / b) * 100) / 100;
const names = Object.keys(lite.p50Ms);
const width = (x: string) => [...x].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 2 : 1), 0);
const pad = (x: string, n: number) => x + ' '.repeat(Math.max(1, n - width(x)));
const num = (x: number | null | undefined, n = 8) => String(x ?? '—').padStart(n);
log(
  `\n${pad('调用（毫秒）', 26)}${'SQLite p50'.padStart(11)}${'p95'.padStart(8)}${'CPU'.padStart(8)}${'PG p50'.padStart(9)}${'p95'.padStart(8)}${'CPU'.padStart(8)}${'p50 比'.padStart(9)}${'p95 比'.padStart(9)}${'CPU 比'.padStart(9)}`,
);
const ratioP50: Record<string, number | null> = {};
const ratioP95: Record<string, number | null> = {};
const ratioCpu: Record<string, number | null> = {};
for (const n of names) {
  ratioP50[n] = ratio(pg.p50Ms[n], lite.p50Ms[n]);
  ratioP95[n] = ratio(p95(pg, n), p95(lite, n));
  ratioCpu[n] = ratio(pg.cpuMsPerCall[n], lite.cpuMsPerCall[n]);
  const differ = lite.notes[n] !== pg.notes[n];
  const flag = `${(ratioP95[n] ?? 0) > LIMIT ? `  超过 ${LIMIT}×` : ''}${differ ? `  结果不同：${lite.notes[n]} / ${pg.notes[n]}` : ''}`;
  log(
    `${pad(n, 26)}${num(lite.p50Ms[n], 11)}${num(p95(lite, n))}${num(lite.cpuMsPerCall[n])}${num(pg.p50Ms[n], 9)}${num(p95(pg, n))}${num(pg.cpuMsPerCall[n])}${num(ratioP50[n], 9)}${num(ratioP95[n], 9)}${num(ratioCpu[n], 9)}${flag}`,
  );
}
const over = names.filter((n) => (ratioP95[n] ?? 0) > LIMIT);
const load = os.loadavg()[0]!.toFixed(1);
log(
  `\n比 = PostgreSQL / SQLite。CPU：服务器进程（PG 另加其数据库的后端进程，不含并行 worker）每次调用的 CPU 毫秒。1 分钟负载 开始 ${loadAtStart} / SQLite 结束 ${lite.loadAvg} / PG 结束 ${pg.loadAvg}；服务器 RSS SQLite ${lite.rssMb} MB，PG ${pg.rssMb} MB。p95 超过 ${LIMIT}×：${over.join(', ') || '无'}\n`,
);
log(
  JSON.stringify({
    articles: lite.articles,
    sqlite: {
      p50Ms: lite.p50Ms,
      p95Ms: { ...lite.p95Ms, ...lite.searchP95MsAll },
      cpuMsPerCall: lite.cpuMsPerCall,
    },
    postgres: {
      p50Ms: pg.p50Ms,
      p95Ms: { ...pg.p95Ms, ...pg.searchP95MsAll },
      cpuMsPerCall: pg.cpuMsPerCall,
    },
    ratioP50,
    ratioP95,
    ratioCpu,
    over1_5: over,
    probe: { sqlite: lite.probe, postgres: pg.probe },
    loadAvg: {
      start: Number(loadAtStart),
      sqliteEnd: lite.loadAvg,
      postgresEnd: pg.loadAvg,
      end: Number(load),
    },
  }),
);
